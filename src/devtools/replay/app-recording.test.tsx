// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react'
import { StrictMode, useEffect } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { quizSessionMachine } from '../../../machines/quizSession.machine'
import { recorderMachine } from '../../../machines/recorder.machine'
import { QueryProvider } from '../../api/QueryProvider'
import { QuizSession, QuizSessionProvider } from '../../quiz/session'
import { quizFixture } from '../../quiz/testing'
import { eventLog } from '../observe'
import { replaySessionLog } from './replay'

afterAll(cleanup)

/** A child picking an answer, moving on and typing another, as the quiz page's inputs send it. */
function Child() {
  const session = QuizSession.useActorRef()
  useEffect(() => {
    session.send({ type: 'quiz.answer', questionId: 11, selectedOptionIds: [102] })
    session.send({ type: 'quiz.next' })
    session.send({ type: 'quiz.answer', questionId: 12, value: '3/4' })
  }, [session])
  return null
}

describe('a session recorded by the app itself', () => {
  it('replays the quiz page’s actors, strict mode’s stop and restart included', async () => {
    eventLog.restart()
    render(
      <StrictMode>
        <QueryProvider>
          <QuizSessionProvider quiz={quizFixture()} mode="attempt">
            <Child />
          </QuizSessionProvider>
        </QueryProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(eventLog.size).toBeGreaterThanOrEqual(8))
    const entries = eventLog.take(1000, Number.POSITIVE_INFINITY)
    expect(entries.map((e) => e.kind)).toContain('stop')
    expect(JSON.stringify(entries)).not.toContain('3/4')

    const log = { started_at: eventLog.startedAt.toISOString(), entries }
    const result = replaySessionLog(log, { quizSession: quizSessionMachine, recorder: recorderMachine })
    expect(result.problems).toEqual([])
    const last = result.steps.filter((s) => s.entry.actor.startsWith('quizSession')).at(-1)
    expect(last?.replayed).toEqual({ attempting: { answering: 'dirty' } })
  })
})
