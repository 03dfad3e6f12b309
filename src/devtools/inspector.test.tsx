// @vitest-environment happy-dom
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { cleanup, render, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useEffect } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { QueryProvider } from '../api/QueryProvider'
import { startWhiteLabel } from '../brand/white-label'
import { QuizSession, QuizSessionProvider, Recorder } from '../quiz/session'
import { quizFixture } from '../quiz/testing'
import { startMockServer } from '../test/server'
import { connectInspector } from './observe'

const server = startMockServer()
afterAll(cleanup)

// The package's own adapter API: what the Stately inspector window would be sent, kept here instead.
const received: StatelyInspectionEvent[] = []
const inspector = createInspector({ send: (event) => received.push(event) })
connectInspector(inspector)

/** Sends each quiz actor one event, as the quiz page's buttons would. */
function Probe() {
  const session = QuizSession.useActorRef()
  const recorder = Recorder.useActorRef()
  useEffect(() => {
    session.send({ type: 'quiz.next' })
    recorder.send({ type: 'recorder.discard' })
  }, [session, recorder])
  return null
}

/** What the inspector got about the actor of one machine: its registration, snapshots and events. */
function receivedFor(machineId: string) {
  const actor = received.find((e) => e.type === '@xstate.actor' && e.name === machineId)
  const mine = received.filter((e) => actor && e.sessionId === actor.sessionId)
  return {
    registered: actor !== undefined,
    states: mine.flatMap((e) =>
      e.type === '@xstate.snapshot' ? [(e.snapshot as { value?: unknown }).value] : [],
    ),
    events: mine.flatMap((e) => (e.type === '@xstate.event' ? [e.event.type] : [])),
  }
}

describe('the Stately inspector', () => {
  it('receives the snapshots and events of every machine actor the app starts', async () => {
    server.use(
      http.post('*/api/v1/auth/white-label', () => HttpResponse.json({ message: 'None' }, { status: 404 })),
    )
    // The auth actor is a module singleton, created as its module loads.
    const { authActor } = await import('../auth/actor')
    authActor.send({ type: 'auth.clearError' })
    startWhiteLabel('learn.rivervale.edu.sg')
    render(
      <QueryProvider>
        <QuizSessionProvider quiz={quizFixture()} mode="attempt">
          <Probe />
        </QuizSessionProvider>
      </QueryProvider>,
    )

    await waitFor(() => {
      expect(receivedFor('auth')).toMatchObject({
        registered: true,
        events: ['xstate.init', 'auth.clearError'],
      })
      expect(receivedFor('auth').states).toContain('signedOut')
      expect(receivedFor('whiteLabel').events).toContain('xstate.done.actor.fetchWhiteLabel')
      expect(receivedFor('whiteLabel').states).toEqual(['loading', 'builtIn'])
      expect(receivedFor('quizSession').events).toContain('quiz.next')
      expect(receivedFor('quizSession').states).toContainEqual({ attempting: { answering: 'idle' } })
      expect(receivedFor('recorder').events).toContain('recorder.discard')
      expect(receivedFor('recorder').states).toContain('inactive')
    })
  })
})
