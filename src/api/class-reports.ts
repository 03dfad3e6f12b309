import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { classesContract } from '../../contracts/classes'
import type { worksheetReportsContract } from '../../contracts/worksheet-reports'
import { client } from './client'
import { expectStatus } from './errors'

// A teacher's reports on their classes and students (spec 7.8, 7.9; ADR 0053). Keys under ['class-reports', …].

/** School days (YYYY-MM-DD) from `start` to `end`; either may be open. */
export type Period = { start?: string; end?: string }

export type ClassReport = z.infer<(typeof classesContract.getClassReport.responses)[200]>
export type ClassTopicReport = z.infer<(typeof classesContract.getClassTopicReport.responses)[200]>
export type StudentReport = z.infer<(typeof classesContract.getStudentReport.responses)[200]>
export type StudentTopicReport = z.infer<(typeof classesContract.getStudentTopicReport.responses)[200]>
export type DifficultyCounts = z.infer<
  (typeof classesContract.getStudentDifficultyCount.responses)[200]
>['counts']
export type ClassProgress = z.infer<(typeof worksheetReportsContract.getWorksheetProgress.responses)[200]>
export type AssignmentProgress = ClassProgress['worksheets'][number]
export type StudentProgress = AssignmentProgress['students'][number]

const query = ({ start, end }: Period) => ({ start: start || undefined, end: end || undefined })

export const classReportKeys = {
  all: ['class-reports'] as const,
  klass: (id: number, period: Period) => ['class-reports', id, 'class', period] as const,
  topic: (id: number, topicId: number, period: Period) =>
    ['class-reports', id, 'topic', topicId, period] as const,
  student: (id: number, studentId: number, period: Period) =>
    ['class-reports', id, 'student', studentId, period] as const,
  studentTopic: (id: number, studentId: number, topicId: number, period: Period) =>
    ['class-reports', id, 'student', studentId, 'topic', topicId, period] as const,
  difficulty: (id: number, studentId: number, period: Period) =>
    ['class-reports', id, 'student', studentId, 'difficulty', period] as const,
  progress: (id: number) => ['class-reports', id, 'progress'] as const,
}

export const classReportQueryOptions = (classId: number, period: Period) =>
  queryOptions({
    queryKey: classReportKeys.klass(classId, period),
    queryFn: async () =>
      expectStatus(
        await client.classes.getClassReport({ params: { id: classId }, query: query(period) }),
        200,
      ),
    placeholderData: keepPreviousData,
  })

export const classTopicReportQueryOptions = (classId: number, topicId: number, period: Period) =>
  queryOptions({
    queryKey: classReportKeys.topic(classId, topicId, period),
    queryFn: async () =>
      expectStatus(
        await client.classes.getClassTopicReport({ params: { id: classId, topicId }, query: query(period) }),
        200,
      ),
  })

export const studentReportQueryOptions = (classId: number, studentId: number, period: Period) =>
  queryOptions({
    queryKey: classReportKeys.student(classId, studentId, period),
    queryFn: async () =>
      expectStatus(
        await client.classes.getStudentReport({ params: { id: classId, studentId }, query: query(period) }),
        200,
      ),
    placeholderData: keepPreviousData,
  })

export const studentTopicReportQueryOptions = (
  classId: number,
  studentId: number,
  topicId: number,
  period: Period,
) =>
  queryOptions({
    queryKey: classReportKeys.studentTopic(classId, studentId, topicId, period),
    queryFn: async () =>
      expectStatus(
        await client.classes.getStudentTopicReport({
          params: { id: classId, studentId, topicId },
          query: query(period),
        }),
        200,
      ),
  })

export const difficultyCountQueryOptions = (classId: number, studentId: number, period: Period) =>
  queryOptions({
    queryKey: classReportKeys.difficulty(classId, studentId, period),
    queryFn: async () =>
      expectStatus(
        await client.classes.getStudentDifficultyCount({
          params: { classId, studentId },
          query: query(period),
        }),
        200,
      ).counts,
  })

/** Every assignment of the class with each child's progress (not started, in progress, done, overdue). */
export const classProgressQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: classReportKeys.progress(classId),
    queryFn: async () =>
      expectStatus(await client.worksheets.getWorksheetProgress({ params: { classId }, query: {} }), 200)
        .worksheets,
  })
