import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup, waitFor } from 'xstate'
import type { GradingEvent } from '../../machines/quizSession.machine'
import { onUnauthorized, setSessionUser } from '../auth/session'
import { sessionUser } from '../test/fixtures'
import { startMockServer } from '../test/server'
import { gradeStream, type SubmitOptions } from './sse'
import { evaluationRow, sse } from './testing'

const server = startMockServer()
afterEach(() => setSessionUser(null))

const marked = evaluationRow({
  id: 201,
  question_id: 11,
  value: '3/4',
  is_submitted: true,
  grading_completed: true,
  status: { is_completed: true },
  marks_given: 1,
  is_full_marks: true,
})
const summary = { quiz_id: 7, marks_given: 1, max_score: 1, time_spent: 42, xp_earned: 10 }
const input = { quizId: 7, evaluations: [{ evaluation_id: 201, question_id: 11, value: '3/4' }] }

const encoder = new TextEncoder()
const bodyOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
const eventStream = (chunks: (string | Uint8Array)[]) =>
  new HttpResponse(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream' } })

type Ended = 'done' | 'error' | null

/** Invokes the gradeStream actor the way the quiz session does, collecting the events it sends back. */
async function run(options: SubmitOptions = { isReview: false, attachments: {} }) {
  const warnings: string[] = []
  const collector = setup({
    types: { context: {} as { events: GradingEvent[]; ended: Ended; error: unknown } },
    actors: {
      stream: gradeStream(
        () => options,
        (message) => warnings.push(message),
      ),
    },
  }).createMachine({
    context: { events: [], ended: null, error: null },
    initial: 'running',
    states: {
      running: {
        invoke: {
          src: 'stream',
          input: () => input,
          onDone: { target: 'over', actions: assign({ ended: 'done' }) },
          onError: { target: 'over', actions: assign({ ended: 'error', error: ({ event }) => event.error }) },
        },
        on: {
          '*': {
            actions: assign({ events: ({ context, event }) => [...context.events, event as GradingEvent] }),
          },
        },
      },
      over: { type: 'final' },
    },
  })
  const actor = createActor(collector).start()
  const snapshot = await waitFor(actor, (s) => s.status === 'done', { timeout: 5000 })
  return { warnings, ...snapshot.context }
}

describe('the grading stream', () => {
  it('posts the answers as multipart with the bearer token, files and is_review', async () => {
    setSessionUser(sessionUser({ user_role_id: 1, access_token: 'student-token' }))
    let seen: { url: string; auth: string | null; form: FormData } | null = null
    server.use(
      http.post('*/api/v1/quiz/7/submit', async ({ request }) => {
        seen = {
          url: request.url,
          auth: request.headers.get('authorization'),
          form: await request.formData(),
        }
        return eventStream([sse('grading_completed', summary)])
      }),
    )
    const audio = {
      questionId: 11,
      blob: new Blob(['webm'], { type: 'audio/webm' }),
      fileName: '1732176000000.webm',
    }
    const photo = new File(['png'], 'working.png', { type: 'image/png' })
    const result = await run({ isReview: true, attachments: { audio, photo } })

    expect(result.ended).toBe('done')
    expect(seen!.auth).toBe('Bearer student-token')
    expect(new URL(seen!.url).searchParams.get('is_review')).toBe('true')
    expect(seen!.form.getAll('evaluations').map((v) => JSON.parse(String(v)))).toEqual(input.evaluations)
    expect((seen!.form.get('audio_file') as File).name).toBe('1732176000000.webm')
    expect((seen!.form.get('file') as File).name).toBe('working.png')
  })

  it('reads events split anywhere across chunks, even inside a character', async () => {
    const text =
      sse('evaluations', [marked]) +
      sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'Très ' }) +
      sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'bien ✓' }) +
      sse('grading_completed', summary)
    const bytes = encoder.encode(text)
    const accent = bytes.indexOf(0xc3) // the first byte of "è": the chunk ends in the middle of the character
    server.use(
      http.post('*/api/v1/quiz/7/submit', () =>
        eventStream([
          bytes.slice(0, 9),
          bytes.slice(9, accent + 1),
          bytes.slice(accent + 1, accent + 40),
          bytes.slice(accent + 40),
        ]),
      ),
    )
    const { events, ended, warnings } = await run()
    expect(events.map((e) => e.type)).toEqual([
      'grading.evaluation',
      'grading.explanation',
      'grading.explanation',
      'grading.completed',
    ])
    expect(
      events
        .filter((e) => e.type === 'grading.explanation')
        .map((e) => e.delta)
        .join(''),
    ).toBe('Très bien ✓')
    expect(ended).toBe('done')
    expect(warnings).toEqual([])
  })

  it('ignores unknown events and heartbeats, and only logs an evaluations event it cannot read', async () => {
    server.use(
      http.post('*/api/v1/quiz/7/submit', () =>
        eventStream([
          ': a comment\n\n',
          sse('heartbeat', { at: '2026-11-21T08:00:00.000Z' }),
          sse('surprise', { hello: 1 }),
          'event: evaluations\ndata: {not json\n\n',
          sse('evaluations', [{ id: 'wrong' }]),
          sse('evaluations', [marked]),
          sse('grading_completed', summary),
        ]),
      ),
    )
    const { events, warnings } = await run()
    expect(events.map((e) => e.type)).toEqual(['grading.evaluation', 'grading.completed'])
    expect(warnings).toHaveLength(2)
  })

  it("passes an error event's message on, for the session to abort with", async () => {
    server.use(
      http.post('*/api/v1/quiz/7/submit', () =>
        eventStream([
          sse('evaluations', [marked]),
          sse('error', { message: 'We could not finish marking.' }),
        ]),
      ),
    )
    const { events } = await run()
    expect(events.at(-1)).toEqual({ type: 'grading.error', message: 'We could not finish marking.' })
  })

  it('only logs a reply without a body, then ends', async () => {
    server.use(http.post('*/api/v1/quiz/7/submit', () => new HttpResponse(null, { status: 200 })))
    const { events, warnings, ended } = await run()
    expect(events).toEqual([])
    expect(warnings).toEqual(['The marking stream has no body'])
    expect(ended).toBe('done')
  })

  it("fails with the server's message when the submit is refused, and reports a 401", async () => {
    let unauthorized = 0
    const stop = onUnauthorized(() => {
      unauthorized += 1
    })
    server.use(
      http.post('*/api/v1/quiz/7/submit', () =>
        HttpResponse.json({ message: 'These answers are already marked.' }, { status: 409 }),
      ),
    )
    const refused = await run()
    expect(refused.ended).toBe('error')
    expect((refused.error as Error).message).toBe('These answers are already marked.')

    server.use(
      http.post('*/api/v1/quiz/7/submit', () =>
        HttpResponse.json({ message: 'Log in again.' }, { status: 401 }),
      ),
    )
    await run()
    expect(unauthorized).toBe(1)
    stop()
  })

  it('aborts the request when the session stops listening (the page is left)', async () => {
    let signal: AbortSignal | null = null
    server.use(
      http.post('*/api/v1/quiz/7/submit', ({ request }) => {
        signal = request.signal
        return new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } })
      }),
    )
    const actor = createActor(
      gradeStream(
        () => ({ isReview: false, attachments: {} }),
        () => {},
      ),
      { input },
    )
    actor.start()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(signal!.aborted).toBe(false)
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(signal!.aborted).toBe(true)
  })
})

describe('following a broken grading stream', () => {
  const withId = (id: number | string, event: string, data: unknown) => `id: ${id}\n${sse(event, data)}`

  /** The reconnect waits run on rxjs's interval timers: those alone run on virtual time here. */
  async function runOnVirtualTime() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      let settled = false
      const result = run().finally(() => {
        settled = true
      })
      while (!settled) {
        await vi.advanceTimersByTimeAsync(100)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      return await result
    } finally {
      vi.useRealTimers()
    }
  }

  it('follows the rest with GET /quiz/:id/events, the bearer token and the last id received', async () => {
    setSessionUser(sessionUser({ user_role_id: 1, access_token: 'student-token' }))
    const followed: Array<{ auth: string | null; accept: string | null; lastEventId: string | null }> = []
    server.use(
      http.post('*/api/v1/quiz/7/submit', () => eventStream([withId(201, 'evaluations', [marked])])),
      http.get('*/api/v1/quiz/7/events', ({ request }) => {
        followed.push({
          auth: request.headers.get('authorization'),
          accept: request.headers.get('accept'),
          lastEventId: request.headers.get('last-event-id'),
        })
        return eventStream([
          withId(201, 'evaluations', [marked]),
          sse('explanation', { evaluation_id: 201, question_id: 11, delta: 'Three quarters.' }),
          withId('done', 'grading_completed', summary),
        ])
      }),
    )
    const { events, ended } = await runOnVirtualTime()
    expect(followed).toEqual([
      { auth: 'Bearer student-token', accept: 'text/event-stream', lastEventId: '201' },
    ])
    expect(events.map((e) => e.type)).toEqual([
      'grading.evaluation',
      'grading.reconnecting',
      'grading.evaluation',
      'grading.explanation',
      'grading.completed',
    ])
    expect(ended).toBe('done')
  })

  it('sends no Last-Event-ID before the first mark, and reports a 401 when following', async () => {
    let unauthorized = 0
    const stop = onUnauthorized(() => {
      unauthorized += 1
    })
    const lastEventIds: Array<string | null> = []
    server.use(
      http.post('*/api/v1/quiz/7/submit', () => eventStream([': marking started\n\n'])),
      http.get('*/api/v1/quiz/7/events', ({ request }) => {
        lastEventIds.push(request.headers.get('last-event-id'))
        return HttpResponse.json({ message: 'Log in again.' }, { status: 401 })
      }),
    )
    const { ended, error } = await runOnVirtualTime()
    expect(lastEventIds).toEqual([null])
    expect(ended).toBe('error')
    expect((error as Error).message).toBe('Log in again.')
    expect(unauthorized).toBe(1)
    stop()
  })
})
