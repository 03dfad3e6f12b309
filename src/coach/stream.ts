import type { ChatStreamInput } from '../../machines/chatSession.context'
import { createChatStream, type Warn } from '../../machines/chatSession.stream'
import { getSessionUser, notifyUnauthorized } from '../auth/session'

const origin = () => globalThis.location?.origin ?? 'http://localhost'
const userMessages = (text: string) => (text ? [{ role: 'user' as const, content: text }] : [])

/**
 * The fields of POST /chat/stream as multipart, the ts-rest contract's encoding: every field JSON-encoded,
 * `messages` repeated once per message, files as `file[]` (the server also accepts the same fields as JSON).
 */
export function studentStreamForm({ turn, quizId, questionPosition }: ChatStreamInput): FormData {
  const form = new FormData()
  for (const message of userMessages(turn.text)) form.append('messages', JSON.stringify(message))
  const fields: Record<string, unknown> = { ...(turn.nudge ?? {}), turn_id: turn.turnId }
  if (quizId !== null) fields.quiz_id = quizId
  if (quizId !== null && questionPosition !== null) fields.question_position = questionPosition
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(key, JSON.stringify(value))
  for (const file of turn.attachments) if (file instanceof Blob) form.append('file[]', file, file.name)
  return form
}

function requestOf(input: ChatStreamInput): { path: string; body: BodyInit; json: boolean } {
  const { kind, turn } = input
  if (kind === 'public')
    return {
      path: '/api/v1/chat/public/stream',
      json: true,
      body: JSON.stringify({
        session_id: input.sessionId,
        locale: 'en',
        messages: userMessages(turn.text),
        turn_id: turn.turnId,
        ...(input.quizId !== null ? { quiz_id: input.quizId } : {}),
      }),
    }
  if (kind === 'teacher' || kind === 'admin')
    return {
      path: '/api/v1/chat/teacher/stream',
      json: true,
      body: JSON.stringify({
        messages: userMessages(turn.text),
        turn_id: turn.turnId,
        ...(input.classId !== null ? { class_id: input.classId } : {}),
      }),
    }
  return { path: '/api/v1/chat/stream', json: false, body: studentStreamForm(input) }
}

/** Opens the reply stream of one turn with the session's bearer token; the machine reads the SSE body. */
export async function openChatStream(input: ChatStreamInput, signal: AbortSignal): Promise<Response> {
  const { path, body, json } = requestOf(input)
  const url = new URL(path, origin())
  if (input.threadId) url.searchParams.set('thread_id', input.threadId)
  const user = getSessionUser()
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      accept: 'text/event-stream',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(user && input.kind !== 'public' ? { authorization: `Bearer ${user.access_token}` } : {}),
    },
    signal,
  })
  if (response.status === 401 && input.kind !== 'public') notifyUnauthorized()
  return response
}

const warnInConsole: Warn = (message, detail) => console.warn(message, detail)

/** The chat session's `chatStream` actor over this app's fetch. */
export const chatStream = (warn: Warn = warnInConsole) => createChatStream(openChatStream, warn)
