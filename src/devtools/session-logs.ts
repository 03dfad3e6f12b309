import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { SessionLogSchema, SessionLogSummarySchema } from '../../contracts/session-logs'
import { client } from '../api/client'
import { ApiError, expectStatus } from '../api/errors'
import { queryClient } from '../api/queryClient'

// The admin pages that list and open recorded sessions (ADR 0022).

export type SessionLogSummary = z.infer<typeof SessionLogSummarySchema>
export type SessionLog = z.infer<typeof SessionLogSchema>

export const SESSION_LOGS_PAGE_SIZE = 20

export const sessionLogKeys = {
  all: ['session-logs', 'admin'] as const,
  list: (page: number) => ['session-logs', 'admin', 'list', page] as const,
  detail: (id: number) => ['session-logs', 'admin', 'detail', id] as const,
}

// Recordings keep arriving while someone uses the app, so a page opened again reads them afresh.
export const sessionLogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: sessionLogKeys.list(page),
    queryFn: async () =>
      expectStatus(
        await client.sessionLogs.listSessionLogs({ query: { page, size: SESSION_LOGS_PAGE_SIZE } }),
        200,
      ),
    staleTime: 0,
  })

export const sessionLogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sessionLogKeys.detail(id),
    queryFn: async () => expectStatus(await client.sessionLogs.getSessionLog({ params: { id } }), 200),
    staleTime: 0,
  })

// The routes' loaders: one dynamic import each, which keeps their entries in the first page's route table small.
export const loadSessionLogs = (page: number) => queryClient.ensureQueryData(sessionLogsQueryOptions(page))

/** The recording, or null when there is none with this number (or it is older than 30 days). */
export async function loadSessionLog(id: number): Promise<SessionLog | null> {
  try {
    return await queryClient.ensureQueryData(sessionLogQueryOptions(id))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The download's name and text: the admin call's reply as it is, which `npm run qa:replay -- --log` reads. */
export function sessionLogFile(log: SessionLog): { name: string; json: string } {
  return { name: `session-log-${log.id}.json`, json: JSON.stringify(log, null, 2) }
}
