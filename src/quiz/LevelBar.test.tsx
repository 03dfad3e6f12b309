// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryProvider } from '../api/QueryProvider'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { LevelBar } from './LevelBar'

const server = startMockServer()
const xp = (body: object) => http.get('*/api/v1/users/xp', () => HttpResponse.json(body))
const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }))

beforeEach(() => setSessionUser(sessionUser({ id: 5, user_role_id: 1 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const fill = () => screen.getByTestId('level-fill').style.width

describe('the level bar on the results screen (issue 14 item 7)', () => {
  it('moves from the XP before this marking to the XP now, and says what is next', async () => {
    reduceMotion(false)
    server.use(xp({ xp: 1500, level: 2, current_level_base_xp: 1000, next_level_xp: 3000 }))
    render(
      <QueryProvider>
        <LevelBar xpEarned={100} />
      </QueryProvider>,
    )
    const bar = await screen.findByRole('progressbar', { name: 'Level 2' })
    expect(bar.getAttribute('aria-valuetext')).toBe('500 of 2000 XP on level 2')
    expect(fill()).toBe('20%')
    await act(() => new Promise((done) => setTimeout(done, 350)))
    expect(fill()).toBe('25%')
    expect(screen.getByText('+100 XP')).toBeTruthy()
    expect(screen.getByText('1500 XP to level 3')).toBeTruthy()
  })

  it('stands at the new XP at once when the system asks for reduced motion, and says a level was reached', async () => {
    reduceMotion(true)
    server.use(xp({ xp: 1100, level: 2, current_level_base_xp: 1000, next_level_xp: 3000 }))
    render(
      <QueryProvider>
        <LevelBar xpEarned={150} />
      </QueryProvider>,
    )
    expect(await screen.findByRole('progressbar', { name: 'Level up! You are on level 2' })).toBeTruthy()
    expect(fill()).toBe('5%')
  })

  it('counts what checked answers paid during a practice, from the XP the page knew before', async () => {
    reduceMotion(true)
    queryClient.setQueryData(['progress', 5, 'xp'], {
      xp: 1400,
      level: 2,
      current_level_base_xp: 1000,
      next_level_xp: 3000,
    })
    server.use(xp({ xp: 1500, level: 2, current_level_base_xp: 1000, next_level_xp: 3000 }))
    render(
      <QueryProvider>
        <LevelBar xpEarned={0} />
      </QueryProvider>,
    )
    expect(await screen.findByText('+100 XP')).toBeTruthy()
    expect(fill()).toBe('25%')
  })
})
