// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Leaderboard } from '../../contracts/leaderboard'
import { modalSeenKey } from '../../machines/leaderboardModal.rules'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { DemoLeaderboardPage } from './DemoLeaderboardPage'
import { DEMO_XP_CEILING, demoLeaderboard } from './demo'
import { LeaderboardPage } from './LeaderboardPage'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ id: 5, user_role_id: 1 })))
afterEach(() => {
  cleanup()
  localStorage.clear()
  queryClient.clear()
  setSessionUser(null)
})

const kid = (first_name: string, last_name: string, points: number, is_me = false) => ({
  first_name,
  last_name,
  points,
  current_level: 2,
  is_me,
})
const board = (
  extra: Partial<Leaderboard> = {},
  period: Partial<Leaderboard['period']> = {},
): Leaderboard => ({
  period: {
    previous: null,
    current: { start_date: '2026-11-23', end_date: '2026-11-29' },
    in_progress: true,
    assigned: true,
    next_start_date: '2026-11-30',
    next_end_date: '2026-12-06',
    closes_at: '2026-11-29T16:00:00.000Z',
    ...period,
  },
  league: 2,
  rank: 2,
  hidden: false,
  promote_count: 1,
  demote_count: 1,
  students: [
    kid('Mei', 'T.', 120),
    kid('Ava', 'Lim', 90, true),
    kid('Arjun', 'K.', 60),
    kid('Lily', 'C.', 40),
    kid('Kai', 'O.', 10),
  ],
  ...extra,
})
const serve = (body: Leaderboard | null) =>
  server.use(
    http.get('*/api/v1/leaderboard', () =>
      body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'You cannot see this league.' }, { status: 403 }),
    ),
  )
const seenAll = () =>
  localStorage.setItem(modalSeenKey(5), JSON.stringify({ results: '2026-11-22', current: '2026-11-23' }))

describe('the leaderboard page', () => {
  it('shows her league, her place, the zones in words, and her own row highlighted', async () => {
    seenAll()
    serve(board())
    await renderPage(LeaderboardPage, { path: '/student/leaderboard' })
    expect(await screen.findByRole('heading', { name: 'Silver league' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Silver league emblem' })).toBeTruthy()
    expect(screen.getByTestId('my-rank').textContent).toBe('You are 2nd of 5')
    expect(screen.getByText('The top child moves up to Gold next week.')).toBeTruthy()
    expect(screen.getByText('The bottom child moves down to Bronze.')).toBeTruthy()
    const table = screen.getByRole('list', { name: "This week's race" })
    expect(within(table).getAllByRole('listitem')).toHaveLength(5)
    const mine = document.querySelector('[aria-current="true"]')
    expect(mine?.textContent).toContain('Ava Lim (you)')
    expect(mine?.textContent).toContain('90 points')
    expect(screen.getByText('Kai O.').closest('li')?.textContent).toContain('moving down')
  })

  it('invites a child who has not joined yet to earn points', async () => {
    seenAll()
    serve(board({ rank: null, students: [] }, { assigned: false }))
    await renderPage(LeaderboardPage, { path: '/student/leaderboard' })
    expect(await screen.findByText(/You have not joined this week/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a worksheet' }).getAttribute('href')).toBe(
      '/student/library',
    )
  })

  it('tells a child kept off leaderboards that only she sees her points', async () => {
    seenAll()
    serve(board({ hidden: true, rank: null, students: [kid('Ava', 'Lim', 80, true)] }, { assigned: false }))
    await renderPage(LeaderboardPage, { path: '/student/leaderboard' })
    expect((await screen.findByText(/A grown-up has chosen/)).textContent).toContain('80 points')
    expect(screen.queryByText('Mei T.')).toBeNull()
  })

  it('says what did not load, and tries again', async () => {
    serve(null)
    await renderPage(LeaderboardPage, { path: '/student/leaderboard' })
    expect((await screen.findByRole('alert')).textContent).toContain('Your league did not load')
    serve(board())
    seenAll()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Silver league' })).toBeTruthy()
  })

  it("shows last week's results once, then the new league once", async () => {
    const previous = {
      end_date: '2026-11-22',
      league: 1 as const,
      rank: 1,
      points: 150,
      outcome: 'promoted' as const,
    }
    serve(board({}, { previous }))
    await renderPage(LeaderboardPage, { path: '/student/leaderboard' })
    const results = await screen.findByRole('dialog')
    expect(results.textContent).toContain('You came 1st in the Bronze league with 150 points.')
    fireEvent.click(within(results).getByRole('button', { name: 'Yay!' }))
    const join = await screen.findByRole('dialog', { name: 'You are in the Silver league!' })
    // The new dialog takes its open state on mount; a click before that is a click on nothing.
    await waitFor(() => expect(join.getAttribute('data-state')).toBe('open'))
    fireEvent.click(within(join).getByRole('button', { name: "Let's go" }))
    await waitFor(() =>
      expect(document.querySelector('[data-flow=leaderboardModal]')?.getAttribute('data-state')).toBe(
        'nothing',
      ),
    )
    expect(JSON.parse(localStorage.getItem(modalSeenKey(5)) ?? '{}')).toEqual({
      results: '2026-11-22',
      current: '2026-11-23',
    })
  })
})

describe('the demo leaderboard', () => {
  it('runs a 7-day Bronze league of level-1 children below the 1000 XP ceiling', async () => {
    const demo = demoLeaderboard('2026-11-29')
    expect(demo.period.current).toEqual({ start_date: '2026-11-23', end_date: '2026-11-29' })
    expect(demo.students.every((s) => s.current_level === 1 && s.points < DEMO_XP_CEILING)).toBe(true)
    await renderPage(DemoLeaderboardPage, { path: '/demo/leaderboard' })
    expect(await screen.findByRole('heading', { name: 'Bronze league' })).toBeTruthy()
    expect(screen.getByText('Visitor (you)')).toBeTruthy()
  })
})
