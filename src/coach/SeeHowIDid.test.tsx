// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { type PromptTriggersInput, promptTriggersMachine } from '../../machines/promptTriggers.machine'
import { promptTriggersInputs } from '../../machines/promptTriggers.model'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import type { TriggersActor } from './engagement'
import { SeeHowIDid } from './PracticePrompts'

const server = startMockServer()
let triggers: TriggersActor

function startTriggers(input: PromptTriggersInput) {
  triggers = createActor(promptTriggersMachine.provide({ actors: { idle: fromCallback(() => {}) } }), {
    input,
  })
  triggers.start()
  return triggers
}

function CoachPage() {
  return <SeeHowIDid actor={triggers} quizId={7} />
}

afterEach(() => {
  cleanup()
  triggers?.stop()
})

describe('"See how I did" on the student coach', () => {
  it('opens the results, stops the idle prompts at once, and has the server remember it (ADR 0042)', async () => {
    const marked: string[] = []
    server.use(
      http.post('*/api/v1/users/first-practice-completion/viewed', ({ request }) => {
        marked.push(request.method)
        return HttpResponse.json({ viewed: true, changed: true })
      }),
    )
    const actor = startTriggers(promptTriggersInputs['returning after a practice scoring 60'])
    await renderPage(CoachPage, { path: '/student/v2/chat' })
    fireEvent.click(screen.getByRole('link', { name: 'See how I did' }))
    expect(actor.getSnapshot().context.firstPractice.viewed).toBe(true)
    await waitFor(() => expect(screen.getByText('Arrived elsewhere')).toBeTruthy())
    await waitFor(() => expect(marked).toEqual(['POST']))
  })

  it('is not offered for a practice already viewed, on this device or another', async () => {
    const seen = promptTriggersInputs['returning after a practice scoring 60']
    startTriggers({ ...seen, firstPractice: { ...seen.firstPractice, viewed: true } })
    await renderPage(CoachPage, { path: '/student/v2/chat' })
    expect(screen.queryByRole('link', { name: 'See how I did' })).toBeNull()
  })
})
