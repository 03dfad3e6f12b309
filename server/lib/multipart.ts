import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../errors'
import { findUnstorableText, unstorableTextRefused } from '../plugins/text-guard'

/** One accepted file field: the largest file, how many may come, and what to call it in messages. */
export type FileRule = { maxBytes: number; what: string; maxCount?: number }

export type MultipartRules = {
  /** Text fields: how many may come, and the longest one in bytes. */
  fields: { maxCount: number; maxBytes: number }
  /** The file fields accepted, by field name; a file in any other field is refused. */
  files: Record<string, FileRule>
  /** Fields and files together, so many parts each under its own limit cannot add up. */
  totalBytes: number
}

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer }
/** Text fields by name (a repeated field keeps every value, in order) and the files, in order. */
export type MultipartForm = { fields: Record<string, unknown[]>; files: UploadedFile[] }

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
const tooLarge = (message: string) => new AppError(413, message, 'payload_too_large')

/**
 * Reads a multipart/form-data body within `rules`, stopping at the first part past a limit, and turns every
 * way an upload can be wrong (no boundary, cut short, malformed, too big, too many parts) into a 4xx with a
 * sentence a person can act on. The one reader every upload goes through.
 */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send this as multipart/form-data.', 'unsupported_media_type')
  }
  const fileRules = Object.values(rules.files)
  const maxFiles = fileRules.reduce((n, r) => n + (r.maxCount ?? 1), 0)
  const limits = {
    // One byte over the limit lets a value of exactly maxBytes through and marks anything longer truncated.
    fieldSize: rules.fields.maxBytes + 1,
    fields: rules.fields.maxCount,
    files: maxFiles,
    fileSize: Math.max(0, ...fileRules.map((r) => r.maxBytes)) + 1,
    parts: rules.fields.maxCount + maxFiles,
    headerPairs: 20,
  }
  const form: MultipartForm = { fields: {}, files: [] }
  const parts = request.parts({ limits })[Symbol.asyncIterator]()
  // The first step pipes the request into the parser; only then may the byte count listen, or it would
  // start the flow before the parser is there to receive it.
  const first = parts.next()
  const stopCounting = capBytes(request, rules.totalBytes)
  try {
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value
      if (part.type === 'file') form.files.push(await readFile(part, rules, form.files))
      else readField(part, rules, form.fields)
    }
  } catch (err) {
    // Stop feeding the parser: the rest of the body is never read (the error reply closes the connection).
    request.raw.unpipe()
    throw uploadError(err, rules, maxFiles)
  } finally {
    stopCounting()
  }
  return form
}

/**
 * Stops reading the body once it passes `max` bytes. The parser's own limits cut a long field short but still
 * read it to its end (and a stream runs far ahead of the code taking its parts), so only a count of the raw
 * bytes, acting in the same tick, keeps a huge body from being read through. The parser learns of it as a
 * request error, which ends its parts with this 413.
 */
function capBytes(request: FastifyRequest, max: number) {
  const raw = request.raw
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= max) return
    raw.off('data', count)
    raw.unpipe()
    raw.pause()
    raw.emit('error', tooLarge(`The upload is larger than ${size(max)} in all. Send less at once.`))
  }
  raw.on('data', count)
  return () => raw.off('data', count)
}

function readField(part: MultipartValue, rules: MultipartRules, fields: MultipartForm['fields']) {
  const name = part.fieldname
  if (part.fieldnameTruncated) throw badRequest('A form field name is too long.')
  if (part.valueTruncated) {
    throw tooLarge(`The field "${name}" is longer than ${size(rules.fields.maxBytes)}.`)
  }
  const value = part.value
  const bad = findUnstorableText(value, name)
  if (bad) throw unstorableTextRefused(bad)
  const values = fields[name] ?? []
  values.push(value)
  fields[name] = values
}

async function readFile(
  part: MultipartFile,
  rules: MultipartRules,
  files: UploadedFile[],
): Promise<UploadedFile> {
  const rule = Object.hasOwn(rules.files, part.fieldname) ? rules.files[part.fieldname] : undefined
  if (!rule) {
    const accepted = Object.keys(rules.files)
    throw badRequest(
      accepted.length
        ? `Unexpected file field "${part.fieldname}"; attach files in ${accepted.map((f) => `"${f}"`).join(' or ')}.`
        : 'This call takes no files.',
    )
  }
  const maxCount = rule.maxCount ?? 1
  if (files.filter((f) => f.field === part.fieldname).length >= maxCount) {
    throw tooLarge(`Attach at most ${maxCount} ${rule.what}${maxCount === 1 ? '' : 's'}.`)
  }
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length
    if (bytes > rule.maxBytes || part.file.truncated) {
      const message = `The ${rule.what} is larger than ${size(rule.maxBytes)}. Choose a smaller one.`
      throw new AppError(413, message, 'file_too_large')
    }
    chunks.push(chunk)
  }
  return {
    field: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    data: Buffer.concat(chunks),
  }
}

/**
 * A form field that carries JSON (the ts-rest client JSON-encodes objects it puts in form data), decoded.
 * `invalid` says what to send instead; JSON escapes can spell U+0000 or a lone surrogate, so the decoded value is checked too.
 */
export function parseJsonField(value: unknown, field: string, invalid: string): unknown {
  let decoded = value
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value)
    } catch {
      throw badRequest(invalid, [{ path: field, message: 'Send valid JSON.' }])
    }
  }
  const bad = findUnstorableText(decoded, field)
  if (bad) throw unstorableTextRefused(bad)
  return decoded
}

/** The failures of @fastify/multipart and of busboy beneath it, as the 4xx each one is. */
function uploadError(err: unknown, rules: MultipartRules, maxFiles: number): unknown {
  if (err instanceof AppError) return err
  const { code, message = '' } = err as { code?: string; message?: string }
  switch (code) {
    case 'FST_FIELDS_LIMIT':
      return tooLarge(`Send at most ${rules.fields.maxCount} form fields.`)
    case 'FST_FILES_LIMIT':
      return tooLarge(maxFiles ? `Attach at most ${maxFiles} files.` : 'This call takes no files.')
    case 'FST_PARTS_LIMIT':
      return tooLarge(`Send at most ${rules.fields.maxCount + maxFiles} parts.`)
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge('A file is larger than this call accepts. Choose a smaller one.')
    case 'FST_PROTO_VIOLATION':
      return badRequest('A form field may not be named __proto__, constructor or another reserved name.')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A field sent as application/json is not valid JSON.')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'Send this as multipart/form-data.', 'unsupported_media_type')
  }
  if (/boundary/i.test(message)) {
    return badRequest(
      'The multipart body has no boundary. Let your HTTP client set the Content-Type of form data itself.',
    )
  }
  // Busboy's own errors (cut short, malformed headers, premature close) carry no status: all are the sender's.
  return badRequest(
    `The upload is not valid multipart/form-data (${message || 'it ended early'}). Send it again.`,
  )
}
