import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

/** Whose mock exams: a parent names the child; a student leaves it out for their own. */
type Whose = { student_id?: number }

export const mockProgressQueryOptions = (whose: Whose) =>
  queryOptions({
    queryKey: ['mock', 'progress', whose.student_id ?? 'own'],
    queryFn: async () =>
      expectStatus(await client.studentReports.getMockProgress({ query: whose }), 200).items,
  })

export const mockPerformanceQueryOptions = (whose: Whose) =>
  queryOptions({
    queryKey: ['mock', 'performance', whose.student_id ?? 'own'],
    queryFn: async () =>
      expectStatus(await client.studentReports.getMockPerformance({ query: whose }), 200).topics,
  })

export const mockSummaryQueryOptions = (whose: Whose) =>
  queryOptions({
    queryKey: ['mock', 'summary', whose.student_id ?? 'own'],
    queryFn: async () => expectStatus(await client.studentReports.getMockSummary({ query: whose }), 200),
  })
