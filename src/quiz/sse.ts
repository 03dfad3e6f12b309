import type { CheckAnswerInput, GradeStreamInput } from '../../machines/quizSession.machine'
import { createCheckStream, createGradeStream, type Warn } from '../../machines/quizSession.stream'
import { getSessionUser, notifyUnauthorized } from '../auth/session'

/** Files that go with a submit: one oral recording (for one oral question) and one photo of working. */
export type Attachments = {
  audio?: { questionId: number; blob: Blob; fileName: string } | null
  photo?: File | null
}
export type SubmitOptions = {
  isReview: boolean
  attachments: Attachments
  /** Seconds the player counted on each question, sent with its answer (issue 14 item 6). */
  secondsOn?: (questionId: number) => number
}

export function submissionForm(
  { evaluations }: GradeStreamInput,
  attachments: Attachments,
  secondsOn?: (questionId: number) => number,
): FormData {
  const form = new FormData()
  for (const answer of evaluations) {
    const seconds = secondsOn?.(Number(answer.question_id))
    form.append('evaluations', JSON.stringify(seconds ? { ...answer, time_spent: seconds } : answer))
  }
  const { audio, photo } = attachments
  if (audio && evaluations.some((e) => e.question_id === audio.questionId))
    form.append(
      'audio_file',
      new File([audio.blob], audio.fileName, { type: audio.blob.type || 'audio/webm' }),
    )
  if (photo) form.append('file', photo, photo.name)
  return form
}

/** POST /quiz/:id/submit as multipart with the session's bearer token; the reply is the SSE stream. */
export async function openSubmission(
  input: GradeStreamInput,
  { isReview, attachments, secondsOn }: SubmitOptions,
  signal: AbortSignal,
): Promise<Response> {
  const user = getSessionUser()
  const url = new URL(
    `/api/v1/quiz/${input.quizId}/submit`,
    globalThis.location?.origin ?? 'http://localhost',
  )
  if (isReview) url.searchParams.set('is_review', 'true')
  const response = await fetch(url, {
    method: 'POST',
    body: submissionForm(input, attachments, secondsOn),
    headers: {
      accept: 'text/event-stream',
      ...(user ? { authorization: `Bearer ${user.access_token}` } : {}),
    },
    signal,
  })
  if (response.status === 401) notifyUnauthorized()
  return response
}

/**
 * GET /quiz/:id/events with the bearer token: the rest of a marking whose stream broke, from the mark named by
 * `Last-Event-ID` (sent again, with its whole explanation) or from the first mark when there is none.
 */
export async function followSubmission(
  { quizId }: GradeStreamInput,
  lastEventId: string,
  signal: AbortSignal,
): Promise<Response> {
  const user = getSessionUser()
  const url = new URL(`/api/v1/quiz/${quizId}/events`, globalThis.location?.origin ?? 'http://localhost')
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(user ? { authorization: `Bearer ${user.access_token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal,
  })
  if (response.status === 401) notifyUnauthorized()
  return response
}

const warnInConsole: Warn = (message, detail) => console.warn(message, detail)

/**
 * The quiz session's `gradeStream` actor: the machine's stream reader (machines/quizSession.stream.ts over
 * machines/streams/sse.ts: SSE parsing, events sent one by one, abort when the actor stops; and
 * machines/streams/resume.ts: a broken stream followed with GET /quiz/:id/events) over this app's fetch.
 * Options are read when a submit starts, so the recording made last is the one sent.
 */
export function gradeStream(options: () => SubmitOptions, warn: Warn = warnInConsole) {
  return createGradeStream(
    (input, signal) => openSubmission(input, options(), signal),
    warn,
    followSubmission,
  )
}

/** Where a question sits in the worksheet (1-based), and the seconds the player counted on it. */
export type CheckOptions = {
  positionOf: (questionId: number) => number
  secondsOn: (questionId: number) => number
}

/** POST /quiz/:id/questions/:position/check as JSON with the bearer token; the reply is the SSE stream. */
export async function openCheck(
  { quizId, answer }: CheckAnswerInput,
  { positionOf, secondsOn }: CheckOptions,
  signal: AbortSignal,
): Promise<Response> {
  const user = getSessionUser()
  const questionId = Number(answer.question_id)
  const position = positionOf(questionId)
  const url = new URL(
    `/api/v1/quiz/${quizId}/questions/${position}/check`,
    globalThis.location?.origin ?? 'http://localhost',
  )
  const { question_id: _, evaluation_id: __, ...body } = answer
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ ...body, time_spent: secondsOn(questionId) }),
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${user.access_token}` } : {}),
    },
    signal,
  })
  if (response.status === 401) notifyUnauthorized()
  return response
}

/** The quiz session's `checkAnswer` actor over this app's fetch (practice mode, ADR 0062). */
export function checkStream(options: CheckOptions, warn: Warn = warnInConsole) {
  return createCheckStream((input, signal) => openCheck(input, options, signal), warn)
}
