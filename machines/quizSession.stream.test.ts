import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { evaluation, marked } from './quizSession.fixtures'
import { type GradeStreamInput, quizSessionMachine, STREAM_ENDED_MESSAGE } from './quizSession.machine'
import {
  createGradeStream,
  gradingEventsFrom,
  MALFORMED_ERROR_MESSAGE,
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
