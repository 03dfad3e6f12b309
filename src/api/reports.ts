import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { WeeklyStudentStatisticsSchema } from '../../contracts/analysis'
import type { ChildTriesSchema, HardestQuestionReportSchema } from '../../contracts/student-reports'
import { client } from './client'
import { expectStatus } from './errors'

export type WeeklyStatistics = z.infer<typeof WeeklyStudentStatisticsSchema>
export type HardestQuestionReport = z.infer<typeof HardestQuestionReportSchema>
export type ChildTries = z.infer<typeof ChildTriesSchema>

export const reportKeys = {
  weekly: (childId: number, subjectId: number) => ['reports', 'weekly', childId, subjectId] as const,
  hardest: (childId: number) => ['reports', 'hardest', childId] as const,
  tries: (childId: number) => ['reports', 'tries', childId] as const,
}

export const weeklyStatisticsQueryOptions = (childId: number, subjectId: number) =>
  queryOptions({
    queryKey: reportKeys.weekly(childId, subjectId),
    queryFn: async () =>
      expectStatus(await client.analysis.getWeeklyStudentStatistics({ params: { childId, subjectId } }), 200),
  })

/** Reading the report does not mark it seen; `markReportSeen` does, when the parent opens it. */
export const hardestReportQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: reportKeys.hardest(childId),
    queryFn: async () =>
      expectStatus(
        await client.studentReports.getHardestQuestionReport({ query: { child_id: childId } }),
        200,
      ),
  })

export async function markReportSeen(childId: number) {
  return expectStatus(
    await client.studentReports.getHardestQuestionReport({ query: { child_id: childId, updates: true } }),
    200,
  )
}

/** The questions a child tried more than once lately, every try kept (issue 14 item 5). */
export const childTriesQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: reportKeys.tries(childId),
    queryFn: async () =>
      expectStatus(await client.studentReports.listChildTries({ params: { childId } }), 200),
  })
