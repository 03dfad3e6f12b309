import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromCallback,
  fromEventObservable,
  fromPromise,
  type Observer,
  SimulatedClock,
} from 'xstate'
import type { SessionLogFile } from '../../../contracts/session-logs'
import { evaluation, marked } from '../../../machines/quizSession.fixtures'
import {
  AUTOSAVE_MS,
  type GradingEvent,
  quizSessionMachine,
  type SaveAnswerInput,
  type SessionEvaluation,
} from '../../../machines/quizSession.machine'
import { type MicrophoneHandle, recorderMachine } from '../../../machines/recorder.machine'
import { EventLog } from '../event-log'
import { replaySessionLog } from './replay'

const machines = { quizSession: quizSessionMachine }
const q11 = evaluation({ id: 101, question_id: 11 })
const q12 = evaluation({ id: 102, question_id: 12 })
const summary = { quiz_id: 7, marks_given: 2, max_score: 2, time_spent: 30, xp_earned: 10 }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A child's attempt, recorded as the app records it: a save that fails and is retried, an answer changed while
 * the clock runs, a hand-in and streamed marking. `midway` starts a second recording after the failed save.
 */
async function recordAttempt(midway?: (log: EventLog) => void) {
  const clock = new SimulatedClock()
  const log = new EventLog(() => clock.now())
  log.recording = true
  const saves: {
    input: SaveAnswerInput
    resolve: (e: SessionEvaluation) => void
    reject: (e: Error) => void
  }[] = []
  let stream!: Observer<GradingEvent>
  const logic = quizSessionMachine.provide({
    actors: {
      saveAnswer: fromPromise<SessionEvaluation | undefined, SaveAnswerInput>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
      ),
      gradeStream: fromEventObservable(() => ({
        subscribe: (observer) => {
          stream = observer as Observer<GradingEvent>
          return { unsubscribe: () => {} }
        },
      })),
    },
  })
  const input = { quizId: 7, questionIds: [11, 12], evaluations: [q11, q12], timeLimitSeconds: 600 }
  const actor = createActor(logic, { input, clock, inspect: (e) => log.observe(e) })
  actor.start()
  actor.send({ type: 'quiz.answer', questionId: 11, value: 'It breathes air' })
  clock.increment(AUTOSAVE_MS)
  saves[0].reject(new Error('Lantern is offline'))
  await settle()
  midway?.(log)
  actor.send({ type: 'quiz.answer', questionId: 11, value: 'It breathes air.' })
  clock.increment(400)
  actor.send({ type: 'quiz.next' })
  actor.send({ type: 'quiz.answer', questionId: 12, selectedOptionIds: [5] })
  clock.increment(AUTOSAVE_MS)
  saves[1].resolve({ ...q11, value: 'It breathes air.' })
  await settle()
  actor.send({ type: 'quiz.submit' })
  stream.next?.({ type: 'grading.evaluation', evaluation: marked(q11, 1) })
  stream.next?.({
    type: 'grading.explanation',
    evaluationId: 101,
    questionId: 11,
    delta: 'Whales are mammals.',
  })
  stream.next?.({ type: 'grading.evaluation', evaluation: marked(q12, 1) })
  stream.next?.({ type: 'grading.completed', summary })
  const file: SessionLogFile = {
    started_at: log.startedAt.toISOString(),
    entries: log.take(10_000, Number.POSITIVE_INFINITY),
  }
  return { file, final: actor.getSnapshot() }
}

describe('replaying a recorded session', () => {
  it('reaches every recorded state of a quiz attempt, and the same final state', async () => {
    const { file, final } = await recordAttempt()
    expect(final.value).toBe('completed')
    expect(JSON.stringify(file)).not.toContain('breathes')

    const result = replaySessionLog(file, machines)
    expect(result.problems).toEqual([])
    expect(result.steps.map((s) => s.entry.event.type)).toContain(
      'xstate.after.autosaveMs.quizSession.attempting.answering.dirty',
    )
    expect(result.steps.at(-1)?.replayed).toBe('completed')
  })

  it('replays a recording that began while the quiz was already running', async () => {
    const { file } = await recordAttempt((log) => log.restart())
    expect(file.entries[0]).toMatchObject({
      kind: 'join',
      value: { attempting: { answering: 'saveFailed' } },
    })
    const result = replaySessionLog(file, machines)
    expect(result.problems).toEqual([])
    expect(result.steps.at(-1)?.replayed).toBe('completed')
  })

  it('fails at the first state that differs from the recording, naming it', async () => {
    const { file } = await recordAttempt()
    const submit = file.entries.find((e) => e.event.type === 'quiz.submit')!
    submit.value = { attempting: 'confirmingSubmit' }
    const result = replaySessionLog(file, machines)
    expect(result.ok).toBe(false)
    expect(result.problems).toEqual([
      `quizSession#1 at entry ${submit.seq} (quiz.submit): recorded attempting.confirmingSubmit, replayed marking.submitting`,
    ])
  })

  it('replays a recording of a spoken answer, calling the microphone handle it recorded by its kind', async () => {
    const log = new EventLog()
    log.recording = true
    const handle: MicrophoneHandle = {
      isLive: () => true,
      pause: () => {},
      resume: () => {},
      stop: async () => new Blob(['audio']),
      release: () => {},
    }
    let tick!: (event: { type: 'recorder.tick' }) => void
    const logic = recorderMachine.provide({
      actors: {
        requestMicrophone: fromPromise(async () => handle),
        trackCheck: fromCallback(({ sendBack }) => {
          tick = sendBack
        }),
      },
    })
    const actor = createActor(logic, { input: {}, inspect: (e) => log.observe(e) })
    actor.start()
    actor.send({ type: 'recorder.start' })
    await settle()
    tick({ type: 'recorder.tick' })
    actor.send({ type: 'recorder.pause' })
    actor.send({ type: 'recorder.resume' })
    actor.send({ type: 'recorder.stop' })
    await settle()
    expect(actor.getSnapshot().context.recording).not.toBeNull()

    const file = { started_at: log.startedAt.toISOString(), entries: log.take(100, Number.POSITIVE_INFINITY) }
    expect(JSON.stringify(file)).not.toContain('audio')
    const result = replaySessionLog(file, { recorder: recorderMachine })
    expect(result.problems).toEqual([])
    expect(result.steps.at(-1)?.replayed).toBe('inactive')
  })
})
