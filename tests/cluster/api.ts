import { DEMO_PASSWORD } from '../../server/db/seed'
import { parseSse } from '../sse'

/** The API over real HTTP, as a browser or the mobile app calls it, against any base URL of the cluster. */

export type Reply = { status: number; headers: Headers; body: string; json<T = Record<string, unknown>>(): T }

export async function call(
  base: string,
  method: string,
  path: string,
  {
    token,
    json,
    body,
    headers = {},
  }: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? body && new Uint8Array(body) : JSON.stringify(json),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text, json: () => JSON.parse(text) }
}

export const passwordSignIn = (base: string, username: string, password: string, address?: string) =>
  call(base, 'POST', '/api/v1/auth/login', {
    json: { login_type: 'username', username, password },
    // The instances trust the proxy's X-Forwarded-For (TRUST_PROXY), so a test can speak from any address.
    headers: address ? { 'x-forwarded-for': address } : {},
  })

/** Signs a demo account in; answers its bearer token and id. */
export async function signIn(base: string, username: string) {
  const res = await passwordSignIn(base, username, DEMO_PASSWORD)
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.body}`)
  const user = res.json<{ id: number; access_token: string }>()
  return { token: user.access_token, id: user.id }
}

/** A one-pixel PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----lantern-cluster-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export type QuizQuestion = {
  id: number
  question_type_id: number
  options: { id: number }[]
  sub_questions: unknown[]
}
export type QuizDetail = {
  id: number
  status: string
  questions: QuizQuestion[]
  evaluations: { id: number; question_id: number }[]
}

/** The first of the student's quizzes not yet started whose every question is answered by choosing an option. */
export async function openChoiceQuiz(base: string, token: string): Promise<QuizDetail> {
  const list = await call(base, 'GET', '/api/v1/quiz', { token })
  for (const summary of list.json<{ quizzes: { id: number; status: string }[] }>().quizzes) {
    if (summary.status !== 'not_started') continue
    const detail = (await call(base, 'GET', `/api/v1/quiz/${summary.id}`, { token })).json<QuizDetail>()
    const choices = detail.questions.every((q) => q.options.length > 1 && q.sub_questions.length === 0)
    if (choices) return detail
  }
  throw new Error('No quiz of multiple-choice questions is waiting for this student in the demo data.')
}

/** POSTs a submit and reads its whole Server-Sent Events stream (heartbeats left out). */
export async function submitQuiz(base: string, token: string, quizId: number, evaluations: object[]) {
  const res = await call(base, 'POST', `/api/v1/quiz/${quizId}/submit`, { token, json: { evaluations } })
  const events = res.status === 200 ? parseSse(res.body).filter((e) => e.event !== 'heartbeat') : []
  return { ...res, events }
}

export const xpOf = async (base: string, token: string) =>
  (await call(base, 'GET', '/api/v1/users/xp', { token })).json<{ xp: number }>().xp

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks `base` who the token belongs to until it refuses it (401), for at most `tries` × 20 ms: an instance that
 * did not sign the person out learns of it from PostgreSQL's notification, a few milliseconds after the commit
 * (ADR 0045); its session cache would otherwise serve the token for 30 s. Answers the last status.
 */
export async function untilRefused(base: string, token: string, tries = 100) {
  let status = 0
  for (let i = 0; i < tries; i++) {
    status = (await call(base, 'GET', '/api/v1/users/information', { token })).status
    if (status !== 200) return status
    await pause(20)
  }
  return status
}

/** An answer for every question of a quiz: the first option where there are options, else "7". */
export const answersFor = (quiz: QuizDetail) =>
  quiz.questions.map((q) =>
    q.sub_questions.length
      ? { question_id: q.id }
      : q.options.length > 1
        ? { question_id: q.id, selected_option_id: q.options[0].id }
        : { question_id: q.id, value: '7' },
  )

/** The student's quizzes not yet started, with their questions. */
export async function waitingQuizzes(base: string, token: string): Promise<QuizDetail[]> {
  const list = await call(base, 'GET', '/api/v1/quiz', { token })
  const waiting = list
    .json<{ quizzes: { id: number; status: string }[] }>()
    .quizzes.filter((q) => q.status === 'not_started')
  return Promise.all(
    waiting.map(async (q) => (await call(base, 'GET', `/api/v1/quiz/${q.id}`, { token })).json<QuizDetail>()),
  )
}

export type ReadStream = {
  status: number
  events: { event: string; data: unknown }[]
  lastId: string
  broken: boolean
}

/**
 * POSTs a submit (or GETs a follow with `lastEventId`) and reads its event stream as it comes, telling `onEvent`
 * of each event; a connection cut by a dying instance is `broken`, with the events that arrived before it.
 */
export async function readMarking(
  base: string,
  token: string,
  quizId: number,
  {
    evaluations,
    lastEventId,
    onEvent,
  }: { evaluations?: object[]; lastEventId?: string; onEvent?: (event: string) => void },
): Promise<ReadStream> {
  const following = evaluations === undefined
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' }
  if (!following) headers['content-type'] = 'application/json'
  if (lastEventId) headers['last-event-id'] = lastEventId
  const result: ReadStream = { status: 0, events: [], lastId: lastEventId ?? '', broken: false }
  let text = ''
  const take = (block: string) => {
    const id = block.match(/^id: (.*)$/m)?.[1]
    if (id !== undefined) result.lastId = id
    const [event] = parseSse(block)
    if (!event || event.event === 'heartbeat') return
    result.events.push(event)
    onEvent?.(event.event)
  }
  try {
    const res = await fetch(`${base}/api/v1/quiz/${quizId}/${following ? 'events' : 'submit'}`, {
      method: following ? 'GET' : 'POST',
      headers,
      body: following ? undefined : JSON.stringify({ evaluations }),
    })
    result.status = res.status
    if (!res.body) return result
    const decoder = new TextDecoder()
    const reader = res.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      let end = text.indexOf('\n\n')
      while (end !== -1) {
        take(text.slice(0, end))
        text = text.slice(end + 2)
        end = text.indexOf('\n\n')
      }
    }
  } catch {
    result.broken = true
  }
  return result
}

/** A quiz the student builds from a request ("fractions"), in the first of their courses that has questions on it. */
export async function customQuiz(base: string, token: string): Promise<QuizDetail> {
  const list = await call(base, 'GET', '/api/v1/quiz', { token })
  const courses = [
    ...new Set(list.json<{ quizzes: { course_id: number }[] }>().quizzes.map((q) => q.course_id)),
  ]
  for (const course_id of courses) {
    for (const user_req of ['fractions', 'numbers', 'plants', 'energy', 'words']) {
      const made = await call(base, 'POST', '/api/v1/quiz/custom', { token, json: { user_req, course_id } })
      if (made.status === 201)
        return (await call(base, 'GET', `/api/v1/quiz/${made.json<{ id: number }>().id}`, { token })).json()
    }
  }
  throw new Error('No course of this student has questions to build a quiz from.')
}
