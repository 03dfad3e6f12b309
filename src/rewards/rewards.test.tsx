// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryProvider } from '../api/QueryProvider'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { BadgesPage, GamePage, StickerBookPage } from './pages'
import { RewardMoments } from './RewardMoments'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ id: 5, user_role_id: 1 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.useRealTimers()
})

const art = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
const reward = (id: number, name: string, earned: boolean, how = 'Finish your first worksheet.') => ({
  id,
  name,
  subject_id: null,
  image: art,
  alt: `A picture of ${name}`,
  how_to_earn: how,
  earned,
  earned_at: earned ? '2026-11-20T09:00:00.000Z' : null,
})
const progress = [
  http.get('*/api/v1/users/xp', () =>
    HttpResponse.json({ xp: 1500, level: 2, current_level_base_xp: 1000, next_level_xp: 3000 }),
  ),
  http.get('*/api/v1/users/streaks', () =>
    HttpResponse.json({ active: true, days: 3, longest_days: 5, week: [] }),
  ),
]

describe('the sticker book', () => {
  it('shows collected stickers in colour and locked ones with what earns them', async () => {
    server.use(
      ...progress,
      http.get('*/api/v1/students/collectible-themes', () =>
        HttpResponse.json({
          themes: [
            {
              id: 1,
              name: 'Night sky',
              description: 'Stickers of the night.',
              total: 2,
              earned: 1,
              cover: art,
            },
          ],
        }),
      ),
      http.get('*/api/v1/students/collectible-themes/1/collectibles', () =>
        HttpResponse.json({
          theme: { id: 1, name: 'Night sky', description: '' },
          collectibles: [
            reward(1, 'Crescent moon', true),
            reward(2, 'Aurora', false, 'Practise 7 days in a row.'),
          ],
        }),
      ),
    )
    await renderPage(StickerBookPage, { path: '/student/sticker-book' })
    const page = await screen.findByRole('region', { name: 'Night sky' })
    expect(within(page).getByText(/1 of 2 stickers/)).toBeTruthy()
    const moon = await within(page).findByRole('article', { name: 'Crescent moon: earned' })
    expect(within(moon).getByRole('img', { name: 'A picture of Crescent moon' })).toBeTruthy()
    const aurora = within(page).getByRole('article', { name: 'Aurora: not earned yet' })
    expect(aurora.textContent).toContain('Practise 7 days in a row.')
  })

  it('says so when there are no sticker pages, and offers a way to try again on an error', async () => {
    server.use(
      ...progress,
      http.get('*/api/v1/students/collectible-themes', () => HttpResponse.json({ themes: [] })),
    )
    await renderPage(StickerBookPage, { path: '/student/sticker-book' })
    expect(await screen.findByText('Your sticker book is still empty.')).toBeTruthy()
    cleanup()
    queryClient.clear()
    server.use(
      http.get('*/api/v1/students/collectible-themes', () =>
        HttpResponse.json({ message: 'That sticker book is not here.' }, { status: 404 }),
      ),
    )
    await renderPage(StickerBookPage, { path: '/student/sticker-book' })
    expect(await screen.findByText('Your sticker book did not open', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('the badges page', () => {
  it('lists the badges earned, then those still to earn', async () => {
    server.use(
      ...progress,
      http.get('*/api/v1/students/badges', () =>
        HttpResponse.json({
          badges: [
            reward(1, 'First steps', true),
            reward(2, 'Steady flame', false, 'Practise 7 days in a row.'),
          ],
        }),
      ),
    )
    await renderPage(BadgesPage, { path: '/student/v2/engagement/badges' })
    const earned = await screen.findByRole('region', { name: 'Earned (1)' })
    expect(within(earned).getByRole('article', { name: 'First steps: earned' })).toBeTruthy()
    const toEarn = screen.getByRole('region', { name: 'Still to earn (1)' })
    expect(toEarn.textContent).toContain('Practise 7 days in a row.')
  })
})

describe('the game page', () => {
  it('shows the level, the streak calendar with freezes, and links to the rewards', async () => {
    const days = Array.from({ length: 35 }, (_, i) => ({
      date: `2026-10-${String(i + 1).padStart(2, '0')}`.replace(/-(3[2-9]|4\d)$/, '-31'),
      state: i === 33 ? 'frozen' : i < 34 ? 'practised' : 'upcoming',
    }))
    server.use(
      ...progress,
      http.get('*/api/v1/students/streak-calendar', () =>
        HttpResponse.json({
          today: days[34].date,
          streak_days: 9,
          freezes_held: 1,
          max_freezes: 2,
          days_to_next_freeze: 5,
          days,
        }),
      ),
    )
    await renderPage(GamePage, { path: '/student/game' })
    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: '9-day streak' })).toBeTruthy()
    expect(screen.getByText(/Streak freezes: 1 of 2/)).toBeTruthy()
    expect(screen.getByText(/kept by a streak freeze/)).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Your rewards' })
    expect(within(nav).getByRole('link', { name: 'Sticker book' }).getAttribute('href')).toBe(
      '/student/sticker-book',
    )
    expect(within(nav).getByRole('link', { name: 'Leaderboard' })).toBeTruthy()
  })
})

describe('the celebration after a quiz', () => {
  it('shows the level-up, then the new badge, marking each seen; Close moves on', async () => {
    const seen: unknown[] = []
    server.use(
      http.get('*/api/v1/students/rewards/new', () =>
        HttpResponse.json({
          rewards: [
            {
              id: 41,
              kind: 'badge',
              name: 'First steps',
              image: art,
              alt: 'A medal',
              how_to_earn: 'Finish your first worksheet.',
            },
          ],
          level: { level: 2, previous_level: 1 },
        }),
      ),
      http.post('*/api/v1/students/rewards/seen', async ({ request }) => {
        seen.push(await request.json())
        return HttpResponse.json({ ok: true })
      }),
    )
    render(
      <QueryProvider>
        <RewardMoments />
      </QueryProvider>,
    )
    expect(await screen.findByText('Level 2!')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    })
    expect(await screen.findByText('New badge: First steps')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'A medal' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(seen).toEqual([
        { reward_ids: [], level: 2 },
        { reward_ids: [41], level: null },
      ]),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Celebration' })).toBeNull()
  })

  it('shows nothing when nothing is new', async () => {
    server.use(
      http.get('*/api/v1/students/rewards/new', () => HttpResponse.json({ rewards: [], level: null })),
    )
    render(
      <QueryProvider>
        <RewardMoments />
      </QueryProvider>,
    )
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('region', { name: 'Celebration' })).toBeNull()
  })
})
