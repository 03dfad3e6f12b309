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
}

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: childKeys.list(),
    queryFn: async () => expectStatus(await client.children.listChildren(), 200).children,
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
