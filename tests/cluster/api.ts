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
