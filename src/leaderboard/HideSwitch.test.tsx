// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { LeaderboardHideSwitch } from './HideSwitch'

const server = startMockServer()
afterEach(() => {
  cleanup()
  queryClient.clear()
})

/** A server that keeps the switch as it is told, like the real one. */
function serve(path: string, visible = true) {
  const state = { visible, puts: 0 }
  server.use(
    http.get(`*${path}`, () => HttpResponse.json({ student_id: 31, visible: state.visible, league: 1 })),
    http.put(`*${path}`, async ({ request }) => {
      state.puts += 1
      state.visible = ((await request.json()) as { visible: boolean }).visible
      return HttpResponse.json({ student_id: 31, visible: state.visible, league: 1 })
    }),
  )
  return state
}

describe('the leaderboard hide switch', () => {
  it('a parent hides their child, says what it does, and the switch agrees after a reload', async () => {
    const state = serve('/api/v1/users/children/31/leaderboard')
    const page = () => (
      <LeaderboardHideSwitch target={{ kind: 'child', childId: 31 }} name="Ava" who="parent" />
    )
    await renderPage(page, { path: '/academy/child/31/manage' })
    const toggle = (await screen.findByRole('switch', {
      name: /Hide Ava from leaderboards/,
    })) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    expect(document.body.textContent).toContain('Other children will not see Ava’s name or points')
    fireEvent.click(toggle)
    expect(await screen.findByText('Saved: Ava is hidden from leaderboards.')).toBeTruthy()
    expect(state).toMatchObject({ visible: false, puts: 1 })

    cleanup()
    queryClient.clear()
    await renderPage(page, { path: '/academy/child/31/manage' })
    const again = (await screen.findByRole('switch', { name: /Hide Ava/ })) as HTMLInputElement
    expect(again.checked).toBe(true)
  })

  it('a teacher lets a student back on, through the class', async () => {
    const state = serve('/api/v1/classes/7/students/31/leaderboard', false)
    await renderPage(
      () => (
        <LeaderboardHideSwitch
          target={{ kind: 'class', classId: 7, studentId: 31 }}
          name="Ben"
          who="teacher"
        />
      ),
      { path: '/teacher/students' },
    )
    const toggle = (await screen.findByRole('switch', { name: /Hide Ben/ })) as HTMLInputElement
    expect(toggle.checked).toBe(true)
    fireEvent.click(toggle)
    await waitFor(() => expect(state.visible).toBe(true))
    expect(await screen.findByText('Saved: Ben appears on leaderboards again.')).toBeTruthy()
  })

  it('says when the setting did not load or save', async () => {
    server.use(
      http.get('*/api/v1/users/children/31/leaderboard', () =>
        HttpResponse.json({ message: 'You have no child with this number on Lantern.' }, { status: 404 }),
      ),
    )
    await renderPage(
      () => <LeaderboardHideSwitch target={{ kind: 'child', childId: 31 }} name="Ava" who="parent" />,
      { path: '/academy/child/31/manage' },
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('You have no child with this number on Lantern.')
  })
})
