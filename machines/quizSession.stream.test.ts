import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { evaluation, marked } from './quizSession.fixtures'
import { type GradeStreamInput, quizSessionMachine, STREAM_ENDED_MESSAGE } from './quizSession.machine'
import {
  CONNECTION_LOST_MESSAGE,
  createGradeStream,
  gradingEventsFrom,
  MALFORMED_ERROR_MESSAGE,
  type ReopenGradeStream,
  readServerSentEvents,
  type ServerSentEvent,
} from './quizSession.stream'

const encoder = new TextEncoder()
const bodyOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

const q11 = { ...evaluation({ id: 101, question_id: 11 }), value: '3/4' }
const full = {
  ...marked(q11, 1),
  quiz_id: 7,
  max_score: 1,
  time_spent: 30,
  num_options_clicked: 0,
  liked: false,
  disliked: false,
  audio_url: null,
  file_url: null,
  submitted_at: '2026-11-21T08:00:00.000Z',
}
const summary = { quiz_id: 7, marks_given: 1, max_score: 1, time_spent: 30, xp_earned: 10 }

async function collect(body: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = []
  for await (const event of readServerSentEvents(body)) events.push(event)
  return events
}

describe('readServerSentEvents', () => {
  it('reads named events across chunk boundaries, CRLF, comments and multi-line data', async () => {
    const events = await collect(
      bodyOf([
        ': hello\r\nevent: expl',
        'anation\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: heartbeat\n',
        'data: {}\n\ndata: x\n\n',
      ]),
    )
    expect(events).toEqual([
      { event: 'explanation', data: '{"a":\n1}' },
      { event: 'heartbeat', data: '{}' },
      { event: 'message', data: 'x' },
    ])
  })
})

describe('gradingEventsFrom', () => {
  const read = (event: string, data: unknown) => {
    const warnings: unknown[] = []
    const events = gradingEventsFrom(
      { event, data: typeof data === 'string' ? data : JSON.stringify(data) },
      (m) => warnings.push(m),
    )
    return { events, warnings }
  }

  it('turns each marked evaluation into its own event', () => {
    expect(
      read('evaluations', [full, { ...full, id: 102, question_id: 12 }]).events.map((e) => e.type),
    ).toEqual(['grading.evaluation', 'grading.evaluation'])
  })

  it('only logs an evaluations event that fails to parse', () => {
    expect(read('evaluations', [{ id: 'nope' }])).toEqual({ events: [], warnings: [expect.any(String)] })
    expect(read('evaluations', '{not json').events).toEqual([])
  })

  it('maps explanations, completion and errors, and ignores heartbeats and unknown events', () => {
    expect(read('explanation', { evaluation_id: 101, question_id: 11, delta: 'Half' }).events).toEqual([
      { type: 'grading.explanation', evaluationId: 101, questionId: 11, delta: 'Half' },
    ])
    expect(read('grading_completed', summary).events).toEqual([{ type: 'grading.completed', summary }])
    expect(read('error', { message: 'The marker is busy.' }).events).toEqual([
      { type: 'grading.error', message: 'The marker is busy.' },
    ])
    expect(read('error', 'garbled').events).toEqual([
      { type: 'grading.error', message: MALFORMED_ERROR_MESSAGE },
    ])
    expect(read('heartbeat', { at: '2026-11-21T08:00:00.000Z' })).toEqual({ events: [], warnings: [] })
    expect(read('something_new', {})).toEqual({ events: [], warnings: [] })
  })
})

describe('createGradeStream driving the quiz session', () => {
  const input = { quizId: 7, questionIds: [11], evaluations: [q11], timeLimitSeconds: null }

  function submitWith(open: (input: GradeStreamInput, signal: AbortSignal) => Promise<Response>) {
    const warnings: string[] = []
    const gradeStream = createGradeStream(open, (message) => warnings.push(message))
    const actor = createActor(quizSessionMachine.provide({ actors: { gradeStream } }), { input }).start()
    actor.send({ type: 'quiz.submit' })
    const settled = new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => {
        if (snapshot.matches('completed') || snapshot.matches('failed')) resolve()
      }),
    )
    return { actor, warnings, settled }
  }

  it('streams a whole marking to completion', async () => {
    let sent: GradeStreamInput | null = null
    const { actor, settled } = submitWith(async (gradeInput) => {
      sent = gradeInput
      const chunks = [
        sse('evaluations', [full]),
        sse('explanation', { evaluation_id: 101, question_id: 11, delta: 'Half of 1.5 ' }),
        sse('heartbeat', { at: '2026-11-21T08:00:00.000Z' }),
        sse('explanation', { evaluation_id: 101, question_id: 11, delta: 'is 0.75.' }),
        sse('grading_completed', summary),
      ]
      return new Response(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream' } })
    })
    await settled
    expect(sent).toEqual({
      quizId: 7,
      evaluations: [
        { evaluation_id: 101, question_id: 11, value: '3/4', selected_option_id: null, method_answer: null },
      ],
    })
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('completed')
    expect(context.explanations).toEqual({ 101: 'Half of 1.5 is 0.75.' })
    expect(context.summary).toEqual(summary)
  })

  it('only logs a reply with no body, and the session offers a retry', async () => {
    const { actor, warnings, settled } = submitWith(async () => new Response(null, { status: 200 }))
    await settled
    expect(warnings).toEqual(['The marking stream has no body'])
    expect(actor.getSnapshot().context.error).toBe(STREAM_ENDED_MESSAGE)
  })

  it("shows the server's message when the submit is refused", async () => {
    const { actor, settled } = submitWith(async () =>
      Response.json({ message: 'This quiz is already completed.' }, { status: 409 }),
    )
    await settled
    expect(actor.getSnapshot().context.error).toBe('This quiz is already completed.')
  })

  it('aborts the request once the session stops listening', async () => {
    let signal: AbortSignal | null = null
    const { actor, settled } = submitWith(async (_, abortSignal) => {
      signal = abortSignal
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(sse('error', { message: 'The marker is busy.' })))
          },
        }),
      )
    })
    await settled
    expect(actor.getSnapshot().context.error).toBe('The marker is busy.')
    expect(signal!.aborted).toBe(true)
  })
})

describe('createGradeStream following a broken marking stream', () => {
  const q12 = { ...evaluation({ id: 102, question_id: 12 }), value: 'whale' }
  const input = { quizId: 7, questionIds: [11, 12], evaluations: [q11, q12], timeLimitSeconds: null }
  const second = { ...full, ...marked(q12, 0), quiz_id: 7 }
  const twoMarks = { ...summary, marks_given: 1, max_score: 2 }
  const withId = (id: number | string, event: string, data: unknown) => `id: ${id}\n${sse(event, data)}`
  const explanation = (evaluationId: number, delta: string) =>
    sse('explanation', { evaluation_id: evaluationId, question_id: evaluationId - 90, delta })

  /** A reply whose connection drops after `chunks`, as when the server instance dies. */
  const dropsAfter = (chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift()
          if (next === undefined) controller.error(new TypeError('network error'))
          else controller.enqueue(encoder.encode(next))
        },
      }),
    )
  const offline = () => Promise.reject(new TypeError('fetch failed'))

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function markWith(
    open: (input: GradeStreamInput, signal: AbortSignal) => Promise<Response>,
    reopenReplies: Array<() => Promise<Response>>,
  ) {
    const asked: Array<{ quizId: number; lastEventId: string }> = []
    const reopen: ReopenGradeStream = ({ quizId }, lastEventId) => {
      asked.push({ quizId, lastEventId })
      return reopenReplies.shift()?.() ?? Promise.reject(new Error('No reply left for this reconnect'))
    }
    const gradeStream = createGradeStream(open, () => {}, reopen)
    const actor = createActor(quizSessionMachine.provide({ actors: { gradeStream } }), { input }).start()
    const states: string[] = []
    actor.subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)))
    actor.send({ type: 'quiz.submit' })
    await vi.runAllTimersAsync()
    return { asked, states, snapshot: actor.getSnapshot() }
  }

  it('reconnects from the last mark received and finishes with every mark once, explanations whole', async () => {
    const { asked, states, snapshot } = await markWith(
      async () =>
        dropsAfter([
          withId(101, 'evaluations', [full]),
          explanation(101, 'Half of 1.5 '),
          explanation(101, 'is 0.75.'),
          withId(102, 'evaluations', [second]),
          explanation(102, 'A whale is '),
        ]),
      [
        async () =>
          new Response(
            bodyOf([
              withId(102, 'evaluations', [second]),
              explanation(102, 'A whale is a mammal.'),
              withId('done', 'grading_completed', twoMarks),
            ]),
          ),
      ],
    )
    expect(asked).toEqual([{ quizId: 7, lastEventId: '102' }])
    expect(states).toContain(JSON.stringify({ marking: 'reconnecting' }))
    expect(snapshot.value).toBe('completed')
    expect(snapshot.context.evaluations.map((e) => [e.id, e.grading_completed])).toEqual([
      [101, true],
      [102, true],
    ])
    expect(snapshot.context.explanations).toEqual({
      101: 'Half of 1.5 is 0.75.',
      102: 'A whale is a mammal.',
    })
    expect(snapshot.context.summary).toEqual(twoMarks)
  })

  it("ends with the server's message when a reconnect is refused", async () => {
    const { asked, snapshot } = await markWith(
      async () => dropsAfter([]),
      [async () => Response.json({ message: 'This quiz has not been handed in.' }, { status: 409 })],
    )
    expect(asked).toEqual([{ quizId: 7, lastEventId: '' }])
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context.error).toBe('This quiz has not been handed in.')
  })

  it('gives up with a clear message after four network failures in a row', async () => {
    const { asked, states, snapshot } = await markWith(
      async () => dropsAfter([withId(101, 'evaluations', [full])]),
      [offline, offline, offline, offline],
    )
    expect(asked).toEqual(Array(4).fill({ quizId: 7, lastEventId: '101' }))
    expect(states.filter((state) => state.includes('reconnecting'))).toHaveLength(4)
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context.error).toBe(CONNECTION_LOST_MESSAGE)
  })

  it('never reconnects when the submit itself fails or is refused: the answers may not be taken', async () => {
    const failed = await markWith(offline, [])
    expect(failed.asked).toEqual([])
    expect(failed.states.some((state) => state.includes('reconnecting'))).toBe(false)
    expect(failed.snapshot.context.error).toBe('fetch failed')

    const refused = await markWith(
      async () => Response.json({ message: 'This quiz is already completed.' }, { status: 409 }),
      [],
    )
    expect(refused.asked).toEqual([])
    expect(refused.snapshot.context.error).toBe('This quiz is already completed.')
  })

  it('cancels a pending wait when the session stops', async () => {
    const reopen = vi.fn(offline)
    const gradeStream = createGradeStream(
      async () => dropsAfter([]),
      () => {},
      reopen,
    )
    const actor = createActor(quizSessionMachine.provide({ actors: { gradeStream } }), { input }).start()
    actor.send({ type: 'quiz.submit' })
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().matches({ marking: 'reconnecting' })).toBe(true)
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reopen).not.toHaveBeenCalled()
  })
})
