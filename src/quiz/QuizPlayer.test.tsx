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
  server.use(encouragementHandler())
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

/** Records autosaves; `fail` makes the next ones answer 500. */
function captureSaves() {
  const saves: { evalId: string; body: Record<string, unknown> }[] = []
  const state = { fail: false }
  server.use(
    http.put('*/api/v1/quiz/7/evaluations/:evalId', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>
      if (state.fail) return HttpResponse.json({ message: 'Lantern is having trouble.' }, { status: 500 })
      saves.push({ evalId: String(params.evalId), body })
      return HttpResponse.json({ id: Number(params.evalId), ...body })
    }),
  )
  return { saves, state }
}

const map = () => screen.getByRole('navigation', { name: 'Questions' })
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }))

describe('the quiz player', () => {
  it('answers a choice with a large radio card and autosaves it', async () => {
    const { saves } = captureSaves()
    await renderPlayer()
    expect(await screen.findByRole('heading', { name: /Question 1/ })).toBeTruthy()
    expect(within(map()).getByRole('button', { name: 'Question 1, not answered yet' })).toBeTruthy()
    // The flow's root names the machine's state as the QA path plans do.
    const flow = () => document.querySelector('[data-flow="quizSession"]')?.getAttribute('data-state')
    expect(flow()).toMatch(/^attempting\.answering\./)

    fireEvent.click(screen.getByRole('radio', { name: /Whale/ }))
    expect(within(map()).getByRole('button', { name: 'Question 1, answered' })).toBeTruthy()
    expect(screen.getByText('Saving…')).toBeTruthy()
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 })
    expect(saves[0]).toEqual({
      evalId: '201',
      body: { value: 'Whale', selected_option_id: 102, method_answer: null, is_submitted: false },
    })
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(flow()).toMatch(/^attempting\.answering\./)
  })

  it('takes fractions in a text box with a decimal keypad, long answers in six rows, and parts as JSON', async () => {
    const { saves } = captureSaves()
    await renderPlayer()
    await screen.findByRole('heading', { name: /Question 1/ })
    next()
    const heading = await screen.findByRole('heading', { name: /Question 2/ })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const number = screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement
    expect(number.type).toBe('text')
    expect(number.inputMode).toBe('decimal')
    fireEvent.change(number, { target: { value: '3/4' } })
    expect(number.value).toBe('3/4')

    next()
    await screen.findByRole('heading', { name: /Question 3/ })
    const open = screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement
    expect(open.tagName).toBe('TEXTAREA')
    expect(open.getAttribute('rows')).toBe('6')
    fireEvent.change(open, { target: { value: 'To make food.' } })

    next()
    await screen.findByRole('heading', { name: /Question 4/ })
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer to part (a)' }), {
      target: { value: '6' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer to part (b)' }), {
      target: { value: 'dollar' },
    })
    await waitFor(() => expect(saves.map((s) => s.evalId)).toContain('204'), { timeout: 4000 })
    expect(saves.find((s) => s.evalId === '204')!.body.value).toBe('{"15":"6","16":"dollar"}')
    expect(saves.find((s) => s.evalId === '202')!.body.value).toBe('3/4')
  })

  it('goes on to the next question with Enter in a one-line answer, but not in a long one', async () => {
    captureSaves()
    await renderPlayer()
    await screen.findByRole('heading', { name: /Question 1/ })
    next()
    await screen.findByRole('heading', { name: /Question 2/ })
    const number = screen.getByRole('textbox', { name: 'Your answer' })
    fireEvent.change(number, { target: { value: '3/4' } })
    fireEvent.keyDown(number, { key: 'Enter' })
    await screen.findByRole('heading', { name: /Question 3/ })
    const open = screen.getByRole('textbox', { name: 'Your answer' })
    fireEvent.keyDown(open, { key: 'Enter' })
    expect(screen.getByRole('heading', { name: /Question 3/ })).toBeTruthy()
  })

  it('says when an answer is not saved and saves it again on retry', async () => {
    const { saves, state } = captureSaves()
    state.fail = true
    await renderPlayer()
    fireEvent.click(await screen.findByRole('radio', { name: /Shark/ }))
    expect(await screen.findByText('Not saved —', {}, { timeout: 3000 })).toBeTruthy()
    state.fail = false
    fireEvent.click(screen.getByRole('button', { name: 'retry' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(await screen.findByText('Saved')).toBeTruthy()
  })

  it('asks before handing in unanswered questions and can go to the first of them', async () => {
    captureSaves()
    await renderPlayer()
    fireEvent.click(await screen.findByRole('radio', { name: /Whale/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand in your answers?' })
    expect(within(dialog).getByText(/3 questions have no answer yet: 2, 3, 4/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Answer question 2' }))
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('shows the time left of a timed worksheet', async () => {
    captureSaves()
    // Started already (the ready screen and the start are in QuizClock.test.tsx).
    const now = new Date().toISOString()
    await renderPlayer(
      quizFixture({ time_limit: 10, status: 'in_progress', started_at: now, server_time: now }),
    )
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toContain('10:00 left')
  })
})
