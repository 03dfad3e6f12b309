import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { badRequest } from '../errors'
import { findUnstorableText, unstorableTextRefused } from '../plugins/text-guard'
import { type MultipartRules, readMultipart, type UploadedFile } from './multipart'

/** A text field as the ts-rest client sends it (JSON-encoded) or as a plain form does (as typed). */
function decode(value: unknown, field: string) {
  let decoded = value
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value)
    } catch {
      decoded = value
    }
  }
  const bad = findUnstorableText(decoded, field)
  if (bad) throw unstorableTextRefused(bad)
  return decoded
}

/**
 * The fields of a multipart form (or the same fields as a JSON body), checked against `schema`: `repeated` fields
 * become lists (the ts-rest client sends each item under the same name), the others take their one value. A 400
 * names the first field that is wrong.
 */
export async function readFormFields<S extends z.ZodTypeAny>(
  request: FastifyRequest,
  rules: MultipartRules,
  schema: S,
  repeated: string[],
): Promise<{ fields: z.output<S>; files: UploadedFile[] }> {
  let raw: Record<string, unknown[]>
  let files: UploadedFile[] = []
  if (request.isMultipart()) {
    const form = await readMultipart(request, rules)
    raw = Object.fromEntries(Object.entries(form.fields).map(([k, vs]) => [k, vs.map((v) => decode(v, k))]))
    files = form.files
  } else {
    const body = (request.body ?? {}) as Record<string, unknown>
    raw = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]))
  }
  const decoded = Object.fromEntries(
    Object.entries(raw).map(([k, vs]) => [
      k.replace(/\[\]$/, ''),
      repeated.includes(k.replace(/\[\]$/, '')) ? vs.flat() : vs[0],
    ]),
  )
  const parsed = schema.safeParse(decoded)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw badRequest(issues[0].path ? `${issues[0].path}: ${issues[0].message}` : issues[0].message, issues)
  }
  return { fields: parsed.data, files }
}
