import type { FastifyRequest } from 'fastify'
import { ChatStreamFieldsSchema } from '../../../contracts/chat'
import { LIMITS } from '../../../contracts/constants'
import type { CoachNudge } from '../../ai/coach-types'
import { type MultipartRules, parseJsonField, readMultipart, type UploadedFile } from '../../lib/multipart'
import { findUnstorableText, unstorableTextRefused } from '../../plugins/text-guard'
import { parseWith } from './serve-turn'

const RULES: MultipartRules = {
  fields: { maxCount: 70, maxBytes: 64 * 1024 },
  files: { 'file[]': { maxBytes: LIMITS.CHAT_PDF_MAX_BYTES, what: 'file', maxCount: LIMITS.CHAT_FILES_MAX } },
  totalBytes: 3 * LIMITS.CHAT_PDF_MAX_BYTES + 1024 * 1024,
}

/**
 * A multipart field as the ts-rest client sends it (JSON-encoded: `"trigger"`, `{"role": …}`) or as a plain
 * form sends it (`trigger`, `3`): messages are JSON objects, a quoted value is a JSON string, anything else is
 * taken as typed (the contract's schemas read numbers from text).
 */
function decode(value: unknown, field: string) {
  if (typeof value === 'string' && (field === 'messages' || value.startsWith('"')))
    return parseJsonField(value, field, `${field} must be valid JSON.`)
  const bad = findUnstorableText(value, field)
  if (bad) throw unstorableTextRefused(bad)
  return value
}

/** The student chat stream's fields (multipart, or the same as JSON) and files, checked against the contract. */
export async function readStreamFields(request: FastifyRequest) {
  let raw: Record<string, unknown[]>
  let files: UploadedFile[] = []
  if (request.isMultipart()) {
    const form = await readMultipart(request, RULES)
    raw = form.fields
    files = form.files
  } else {
    const body = (request.body ?? {}) as Record<string, unknown>
    raw = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]))
  }
  const decoded: Record<string, unknown> = {}
  for (const [field, values] of Object.entries(raw)) {
    // A JSON body is typed already; only multipart text needs decoding.
    const items = request.isMultipart() ? values.map((v) => decode(v, field)) : values
    decoded[field] = field === 'messages' ? items : items[0]
  }
  const fields = parseWith(ChatStreamFieldsSchema, decoded)
  return { fields, files }
}

export type StreamFields = Awaited<ReturnType<typeof readStreamFields>>['fields']

/** The person's new message: the last one from them (the server keeps the history, not the client). */
export const lastUserText = (messages: { role: string; content: string }[]) =>
  [...messages].reverse().find((m) => m.role === 'user')?.content ?? ''

/** What started a turn with no text, from the stream's fields. */
export function nudgeOf(fields: StreamFields): CoachNudge | null {
  if (fields.onboarding_state) return { group: 'onboarding', step: fields.onboarding_state as 1 | 2 | 3 | 4 }
  if (fields.seven_day_plan_action)
    return {
      group: 'plan',
      action: fields.seven_day_plan_action,
      questionsCompleted: fields.questions_completed,
      xpEarned: fields.xp_earned,
    }
  if (fields.nudging_group && fields.nudging_group !== 'onboarding' && fields.nudging_group !== 'plan')
    return { group: fields.nudging_group, type: fields.nudging_type ?? '' }
  return null
}
