import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { LearningPathSchema } from '../../contracts/lesson-progress'
import type { Lesson, lessonsContract } from '../../contracts/lessons'
import type { worksheetsContract } from '../../contracts/worksheets'
import type { Assignment, ReassignRequest } from '../../machines/assignWorksheet.machine'
import { client } from './client'
import { expectStatus } from './errors'

// Lessons: sections of worksheets and notes a school puts in order, set for a class as one piece (ADR 0056).

export type { Lesson }
export type LessonSummary = z.infer<(typeof lessonsContract.listLessons.responses)[200]>['lessons'][number]
export type LessonInput = z.input<typeof lessonsContract.createLesson.body>
export type LearningPath = z.infer<typeof LearningPathSchema>
export type SectionReport = Awaited<ReturnType<typeof fetchSectionReport>>
export type LessonFilters = { courseId?: number; lessonTypeId?: number }

export const lessonKeys = {
  all: ['lessons'] as const,
  school: (filters: LessonFilters) => ['lessons', 'school', filters] as const,
  common: (filters: LessonFilters) => ['lessons', 'common', filters] as const,
  detail: (id: number) => ['lessons', 'detail', id] as const,
  sectionReport: (id: number, classId?: number) =>
    ['lessons', 'section-report', id, classId ?? null] as const,
  learningPath: (courseId: number) => ['lessons', 'learning-path', courseId] as const,
  courseWorksheets: (courseId: number) => ['lessons', 'course-worksheets', courseId] as const,
}

const query = (filters: LessonFilters) => ({
  course_id: filters.courseId,
  lesson_type_id: filters.lessonTypeId,
})

/** The lessons the caller's school made (GET /lessons/school). */
export const schoolLessonsQueryOptions = (filters: LessonFilters) =>
  queryOptions({
    queryKey: lessonKeys.school(filters),
    queryFn: async () =>
      expectStatus(await client.lessons.listSchoolLessons({ query: query(filters) }), 200).lessons,
  })

/** Every lesson the caller may see: the common ones and their school's (GET /lessons). */
export const lessonsQueryOptions = (filters: LessonFilters) =>
  queryOptions({
    queryKey: lessonKeys.common(filters),
    queryFn: async () =>
      expectStatus(await client.lessons.listLessons({ query: query(filters) }), 200).lessons,
  })

export const lessonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lessonKeys.detail(id),
    queryFn: async () => expectStatus(await client.lessons.getLesson({ params: { id } }), 200),
  })

async function fetchSectionReport(id: number, classId?: number) {
  return expectStatus(
    await client.lessons.getLessonSectionReport({ params: { id }, query: { class_id: classId } }),
    200,
  )
}

export const sectionReportQueryOptions = (id: number, classId?: number) =>
  queryOptions({
    queryKey: lessonKeys.sectionReport(id, classId),
    queryFn: () => fetchSectionReport(id, classId),
  })

export const learningPathQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: lessonKeys.learningPath(courseId),
    queryFn: async () =>
      expectStatus(await client.lessons.getLearningPath({ query: { course_id: courseId } }), 200),
  })

/** A worksheet a lesson of the course may hold; its `topic_id` lets a topic booster suggest the bank's by topic. */
export type CourseWorksheet = z.infer<
  (typeof worksheetsContract.listCourseWorksheets.responses)[200]
>['worksheets'][number]

/** The course's worksheets a teacher may put in a lesson: the bank's and their own (GET /worksheets/courses/{id}). */
export const courseWorksheetsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: lessonKeys.courseWorksheets(courseId),
    queryFn: async (): Promise<CourseWorksheet[]> =>
      expectStatus(await client.worksheets.listCourseWorksheets({ params: { courseId }, query: {} }), 200)
        .worksheets,
  })

export async function createLesson(body: LessonInput): Promise<Lesson> {
  return expectStatus(await client.lessons.createLesson({ body }), 201)
}

export async function updateLesson(id: number, body: Partial<LessonInput>): Promise<Lesson> {
  return expectStatus(await client.lessons.updateLesson({ params: { id }, body }), 200)
}

/**
 * POST /lessons/{id}/assign in the shape of the assign machine's call (`worksheetId` carries the lesson's id), so
 * the worksheet's assign dialog serves lessons too.
 */
export async function assignLesson({ worksheetId: id, body }: ReassignRequest): Promise<Assignment> {
  const reply = expectStatus(
    await client.lessons.assignLesson({
      params: { id },
      body: {
        class_ids: [body.class_id],
        student_ids: body.student_ids ?? [],
        date_assigned: body.date_assigned,
        due_date: body.due_date,
      },
    }),
    200,
  )
  return {
    ...body,
    assignment_id: reply.assignment_ids[0] ?? 0,
    student_ids: body.student_ids ?? [],
  }
}

/** Refreshes every lesson list and detail after a change. */
export function useInvalidateLessons() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: lessonKeys.all })
}

export function useDuplicateLesson() {
  const refresh = useInvalidateLessons()
  return useMutation({
    mutationFn: async (id: number) =>
      expectStatus(await client.lessons.duplicateLesson({ params: { id }, body: {} }), 201),
    onSuccess: refresh,
  })
}

export function useDeleteLesson() {
  const refresh = useInvalidateLessons()
  return useMutation({
    mutationFn: async (id: number) =>
      expectStatus(await client.lessons.deleteLesson({ params: { id } }), 200),
    onSuccess: refresh,
  })
}

export function useCompleteLessonItem(courseId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (itemId: number) =>
      expectStatus(await client.lessons.completeLessonItem({ params: { id: itemId } }), 200),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonKeys.learningPath(courseId) }),
  })
}
