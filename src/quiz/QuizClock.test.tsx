// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { encouragementHandler, quizFixture, renderPlayer } from './testing'

const server = startMockServer()
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 1 }))
  server.use(
    encouragementHandler(),
    http.put('*/api/v1/quiz/7/evaluations/:evalId', async ({ params, request }) =>
      HttpResponse.json({ id: Number(params.evalId), ...((await request.json()) as object) }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

/** POST /quiz/7/start as the server answers it: started now, unless `fail`. */
function startHandler(state = { calls: 0, fail: false }) {
  server.use(
    http.post('*/api/v1/quiz/7/start', () => {
      state.calls += 1
      if (state.fail) return HttpResponse.json({ message: 'Lantern is having trouble.' }, { status: 503 })
      const now = new Date().toISOString()
      return HttpResponse.json({ started_at: now, server_time: now, time_limit: 10 })
    }),
  )
  return state
}

function heartsAre(hearts: number) {
  server.use(
    http.get('*/api/v1/users/heart-status', () =>
      HttpResponse.json({
        hearts,
        max_hearts: 5,
        next_refill_at: hearts < 5 ? new Date(Date.now() + 20 * 60_000).toISOString() : null,
        is_free_tier: true,
      }),
    ),
  )
}

describe('the quiz clock (issue 14 item 6)', () => {
  it('says how long and how many questions, and starts the clock on the server on Start', async () => {
    const start = startHandler()
    await renderPlayer(quizFixture({ time_limit: 10 }))
    const ready = await screen.findByRole('region', { name: 'Ready?' })
    expect(within(ready).getByText('4 questions')).toBeTruthy()
    expect(within(ready).getByText('10 minutes')).toBeTruthy()
    expect(within(ready).getByText(/hand in your answers for you when the time is up/)).toBeTruthy()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(start.calls).toBe(0)

    fireEvent.click(within(ready).getByRole('button', { name: 'Start' }))
    expect(await screen.findByRole('heading', { name: /Question 1/ })).toBeTruthy()
    expect(start.calls).toBe(1)
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/(10:00|9:59) left/)
  })

  it('tells a practising child that nobody is watching the clock', async () => {
    startHandler()
    await renderPlayer(quizFixture({ time_limit: 15, mode: 'practice' }))
    const ready = await screen.findByRole('region', { name: 'Ready?' })
    expect(within(ready).getByText('15 minutes')).toBeTruthy()
    expect(within(ready).getByText(/nobody is watching the clock/)).toBeTruthy()
  })

  it('keeps the ready screen, and says so, when the clock could not start', async () => {
    startHandler({ calls: 0, fail: true })
    await renderPlayer(quizFixture({ time_limit: 10 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/The clock did not start.*Lantern is having trouble/)
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy()
  })

  it("counts on from the server's start after a reload, whatever this device's clock says", async () => {
    // The server started the clock 2 minutes before it answered; this device's clock is a day behind.
    const serverNow = Date.now() + 86_400_000
    await renderPlayer(
      quizFixture({
        time_limit: 10,
        status: 'in_progress',
        started_at: new Date(serverNow - 120_000).toISOString(),
        server_time: new Date(serverNow).toISOString(),
      }),
    )
    expect(await screen.findByRole('heading', { name: /Question 1/ })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Ready?' })).toBeNull()
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/(8:00|7:59) left/)
  })
})

describe('one minute left', () => {
  const lastMinute = (mode: 'practice' | 'test') => {
    const now = Date.now()
    return quizFixture({
      time_limit: 10,
      mode,
      status: 'in_progress',
      started_at: new Date(now - 540_000).toISOString(),
      server_time: new Date(now).toISOString(),
    })
  }

  it('is said once, politely, not in a dialog', async () => {
    await renderPlayer(lastMinute('test'))
    await screen.findByRole('heading', { name: /Question 1/ })
    const timer = screen.getByRole('timer', { name: 'Time left' })
    await waitFor(() => expect(timer.textContent).toMatch(/nearly time!/))
    const said = document.querySelector('[aria-live="polite"]')
    expect(said?.textContent).toBe('One minute left. Your answers are handed in when the time is up.')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('tells a practising child that nothing is handed in', async () => {
    await renderPlayer(lastMinute('practice'))
    await screen.findByRole('heading', { name: /Question 1/ })
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toMatch(/Nothing is handed in/),
    )
  })
})

describe('Enter in an answer box (issue 14 item 9)', () => {
  it('checks the answer in practice, without handing in the worksheet', async () => {
    const checked: string[] = []
    let submitted = false
    server.use(
      http.post('*/api/v1/quiz/7/questions/:position/check', async ({ params, request }) => {
        checked.push(`${params.position}:${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ message: 'Lantern is having trouble.' }, { status: 503 })
      }),
      http.post('*/api/v1/quiz/7/submit', () => {
        submitted = true
        return HttpResponse.json({ message: 'no' }, { status: 500 })
      }),
    )
    await renderPlayer(quizFixture({ mode: 'practice', status: 'in_progress' }))
    await screen.findByRole('heading', { name: /Question 1/ })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: /Question 2/ })
    const box = screen.getByRole('textbox', { name: 'Your answer' })
    fireEvent.change(box, { target: { value: '3/4' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(checked).toHaveLength(1))
    expect(checked[0]).toMatch(/^2:\{"value":"3\/4"/)
    expect(screen.getByRole('heading', { name: /Question 2/ })).toBeTruthy()
    expect(submitted).toBe(false)
  })
})

describe('hearts during a Lite quiz (issue 14 item 8)', () => {
  beforeEach(() => setSessionUser(sessionUser({ user_role_id: 1, is_free_tier: true })))

  it('shows the hearts with their words, and warns before the last one', async () => {
    heartsAre(1)
    await renderPlayer(quizFixture({ pays_hearts: true, status: 'in_progress' }))
    expect(await screen.findByText('1 of 5 hearts')).toBeTruthy()
    expect(screen.getByText('This is your last heart.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy()
  })

  it('shows no hearts on a quiz that costs none', async () => {
    heartsAre(1)
    await renderPlayer(quizFixture({ pays_hearts: false, status: 'in_progress' }))
    await screen.findByRole('heading', { name: /Question 1/ })
    expect(screen.queryByText(/hearts/)).toBeNull()
  })

  it('with no hearts: when the next comes on the child’s clock, no hand-in, and "Ask a grown-up"', async () => {
    heartsAre(0)
    let asked = 0
    server.use(
      http.post('*/api/v1/users/premium-nudge/ask-grown-up', () => {
        asked += 1
        return HttpResponse.json({ sent_to: 1, next_ask_at: new Date().toISOString() })
      }),
    )
    await renderPlayer(quizFixture({ pays_hearts: true, status: 'in_progress' }))
    expect(await screen.findByText('You have no hearts left for now')).toBeTruthy()
    expect(screen.getByText(/the next (tomorrow )?at \d{1,2}:\d\d (am|pm)/)).toBeTruthy()
    expect(screen.queryByText(/UTC/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Ask a grown-up' }))
    expect(await screen.findByText(/We sent your grown-up a message/)).toBeTruthy()
    expect(asked).toBe(1)
  })
})
