// @vitest-environment happy-dom

import { cleanup, screen, within } from '@testing-library/react'
import type { ServerInferResponseBody } from '@ts-rest/core'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { sessionLogsContract } from '../../../../../../contracts/session-logs'
import { ApiError } from '../../../../../api/errors'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { LoadError } from './LoadError'
import { SessionLogsPage } from './SessionLogsPage'

type Page = ServerInferResponseBody<typeof sessionLogsContract.listSessionLogs, 200>
type Summary = Page['items'][number]

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 4 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const summary = (id: number, overrides: Partial<Summary> = {}): Summary => ({
  id,
  user_id: 31,
  user_name: 'Ava Tan',
  user_role_id: 1,
  visitor: false,
  environment: 'development',
  started_at: '2026-11-24T02:00:00.000Z',
  updated_at: '2026-11-24T02:05:00.000Z',
  expires_at: '2026-12-24T02:00:00.000Z',
  entry_count: 42,
  actors: ['auth#1', 'quizSession#1', 'quizSession#2'],
  ...overrides,
})

/** Serves one page of recordings and keeps the queries the page sent. */
function serveList(items: Summary[], total_count = items.length) {
  const queries: Record<string, string>[] = []
  server.use(
    http.get('*/api/v1/admin/session-logs', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      queries.push(query)
      const body: Page = { items, total_count, page: Number(query.page), size: Number(query.size) }
      return HttpResponse.json(body)
    }),
  )
  return queries
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

describe('the list of recordings', () => {
  it('shows who each recording is of, when it started, its entries, machines and expiry', async () => {
    const queries = serveList([
      summary(12),
      summary(11, {
        visitor: true,
        user_id: null,
        user_name: null,
        user_role_id: null,
        actors: ['auth#1'],
        entry_count: 3,
      }),
    ])
    await renderPage(() => <SessionLogsPage page={1} />, { path: '/admin/session-logs' })
    const table = await screen.findByRole('region', { name: 'Recordings' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Recording', 'Who', 'Started', 'Entries', 'Machines', 'Expires'])
    expect(queries).toEqual([{ page: '1', size: '20' }])

    const ava = rowOf('#12')
    expect(within(ava).getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/admin/session-logs/12')
    const cells = within(ava)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells.slice(1, 5)).toEqual([
      'Ava Tan, Student',
      new Date('2026-11-24T02:00:00.000Z').toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      '42',
      'auth, quizSession',
    ])
    expect(cells[5]).toContain('2026')
    expect(within(rowOf('#11')).getByText('Visitor (not signed in)')).toBeTruthy()
    // Newest first, as the server sends them.
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['#12', '#11'])
    expect(screen.queryByRole('navigation', { name: 'Pages of recordings' })).toBeNull()
  })

  it('pages through older recordings with the page in the address', async () => {
    const queries = serveList([summary(30)], 45)
    await renderPage(() => <SessionLogsPage page={2} />, { path: '/admin/session-logs' })
    const pager = await screen.findByRole('navigation', { name: 'Pages of recordings' })
    expect(queries).toEqual([{ page: '2', size: '20' }])
    expect(pager.textContent).toContain('Page 2 of 3 (45 recordings)')
    expect(within(pager).getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe(
      '/admin/session-logs',
    )
    expect(within(pager).getByRole('link', { name: 'Older' }).getAttribute('href')).toBe(
      '/admin/session-logs?page=3',
    )
  })

  it('says so when nothing has been recorded', async () => {
    serveList([])
    await renderPage(() => <SessionLogsPage page={1} />, { path: '/admin/session-logs' })
    expect(await screen.findByText('No sessions have been recorded yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the server’s reason when the recordings cannot be read, and tries again', async () => {
    const reset = vi.fn()
    const error = new ApiError(403, 'Only administrators can read recorded sessions.')
    await renderPage(() => <LoadError error={error} reset={reset} />, { path: '/admin/session-logs' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The recordings could not be loaded')
    expect(alert.textContent).toContain('Only administrators can read recorded sessions.')
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(reset).toHaveBeenCalled()
  })
})
