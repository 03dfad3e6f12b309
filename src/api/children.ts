import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Child, childrenContract } from '../../contracts/children'
import type { UserCourse } from '../../contracts/courses'
import { client } from './client'
import { expectStatus } from './errors'

export type { Child, UserCourse }
export type NewChildBody = z.input<typeof childrenContract.createChildAccount.body>
export type ChildChanges = z.input<typeof childrenContract.updateChild.body>
export type Level = { id: number; name: string }

const PRIMARY_LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']

export const childKeys = {
  all: ['children'] as const,
  list: () => ['children', 'list'] as const,
  courses: (childId: number) => ['children', 'courses', childId] as const,
}

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: childKeys.list(),
    queryFn: async () => expectStatus(await client.children.listChildren(), 200).children,
  })

/** The courses of a child's level, each with how it is unlocked for the child (null when it is not). */
export const childCoursesQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: childKeys.courses(childId),
    queryFn: async () =>
      expectStatus(await client.courses.listUserCourses({ query: { child_id: childId } }), 200).courses,
  })

/** The signed-in student's own courses. */
export const ownCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'user', 'own'],
    queryFn: async () => expectStatus(await client.courses.listUserCourses({ query: {} }), 200).courses,
  })

/**
 * School levels, P1–P6. The server has no call listing levels, so they are read from the course catalogue and
 * completed with the reference data's own order (server/db/seed.ts: P1 … P6 get ids 1 … 6) for levels that have
 * no course yet.
 */
export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'levels'],
    queryFn: async (): Promise<Level[]> => {
      const { courses } = expectStatus(await client.courses.listCourses({ query: {} }), 200)
      const byId = new Map(courses.map((c) => [c.academic_level_id, c.academic_level_name]))
      const named = new Set(byId.values())
      PRIMARY_LEVELS.forEach((name, i) => {
        if (!named.has(name) && !byId.has(i + 1)) byId.set(i + 1, name)
      })
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id)
    },
    staleTime: 60 * 60_000,
  })

export async function createChild(body: NewChildBody, options: { lite: boolean; sendDetails: boolean }) {
  const query = { is_free_tier: options.lite, send_credentials_info: options.sendDetails }
  return expectStatus(await client.children.createChildAccount({ query, body }), 201)
}

export async function updateChild(id: number, body: ChildChanges) {
  return expectStatus(await client.children.updateChild({ params: { id }, body }), 200)
}

export async function linkChild(body: { username: string; password: string }) {
  return expectStatus(await client.children.linkChildAccount({ body }), 200)
}
