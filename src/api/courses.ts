import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ContentSchema, Course, CourseDetailSchema, UserCourse } from '../../contracts/courses'
import { client } from './client'
import { ApiError, expectStatus } from './errors'

export type { Course, UserCourse }
export type CourseDetail = z.infer<typeof CourseDetailSchema>
export type Content = z.infer<typeof ContentSchema>
export type ContentFilters = { course_id?: number; topic_id?: number }

export const courseKeys = {
  all: ['courses'] as const,
  user: (childId?: number) => ['courses', 'user', childId ?? null] as const,
  detail: (id: number) => ['courses', 'detail', id] as const,
  sharers: (id: number) => ['courses', 'sharers', id] as const,
  contents: (filters: ContentFilters) => ['content', 'list', filters] as const,
  content: (id: number) => ['content', 'detail', id] as const,
}

/** A 403 that says the course is not unlocked for this student (docs/decisions/0024). */
export const isCourseLocked = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'course_locked'

/** The student's own courses (or a parent's child's), each with how it is unlocked (null: locked). */
export const userCoursesQueryOptions = (childId?: number) =>
  queryOptions({
    queryKey: courseKeys.user(childId),
    queryFn: async () =>
      expectStatus(
        await client.courses.listUserCourses({ query: childId === undefined ? {} : { child_id: childId } }),
        200,
      ).courses,
  })

export const courseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: async () => expectStatus(await client.courses.getCourse({ params: { id } }), 200),
  })

/** Calls §errors: a failed load of the sharing courses leaves the list empty. */
export const courseSharersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.sharers(id),
    queryFn: async (): Promise<Course[]> => {
      try {
        return expectStatus(await client.courses.getCourseSharers({ params: { id } }), 200).courses
      } catch {
        return []
      }
    },
    retry: false,
  })

export const contentsQueryOptions = (filters: ContentFilters = {}) =>
  queryOptions({
    queryKey: courseKeys.contents(filters),
    queryFn: async () => expectStatus(await client.courses.listContent({ query: filters }), 200).contents,
  })

export const contentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.content(id),
    queryFn: async () => expectStatus(await client.courses.getContent({ params: { id } }), 200),
    // A locked course or a missing page does not get better by asking again.
    retry: false,
  })
