import type { GradeStreamInput } from '../../machines/quizSession.machine'
import { createGradeStream, type Warn } from '../../machines/quizSession.stream'
import { getSessionUser, notifyUnauthorized } from '../auth/session'

/** Files that go with a submit: one oral recording (for one oral question) and one photo of working. */
export type Attachments = {
  audio?: { questionId: number; blob: Blob; fileName: string } | null
  photo?: File | null
}
export type SubmitOptions = { isReview: boolean; attachments: Attachments }

export function submissionForm({ evaluations }: GradeStreamInput, attachments: Attachments): FormData {
  const form = new FormData()
  for (const answer of evaluations) form.append('evaluations', JSON.stringify(answer))
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
  { isReview, attachments }: SubmitOptions,
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
    body: submissionForm(input, attachments),
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
