import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../../errors'
import { type MultipartRules, parseJsonField, readMultipart, type UploadedFile } from '../../lib/multipart'
import { imageExtension } from '../users/account'

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const MAX_FILES = 10

export type ImageUpload = { filename: string; data: Buffer; ext: string }
export type QuestionUpload = { question: unknown; files: ImageUpload[] }

const UNSAFE_SVG = /<script|<foreignobject|<iframe|<embed|<object|<!entity|\son[a-z]+\s*=|javascript:/i

/** An SVG is text whose first element is <svg>; one that could run code or pull in other content is refused. */
function svgVerdict(data: Buffer): 'svg' | 'unsafe' | null {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
    .trimStart()
  if (!/^<svg[\s>]/i.test(head)) return null
  return UNSAFE_SVG.test(data.toString('utf8')) ? 'unsafe' : 'svg'
}

/** A file name safe to keep and to show: its base name with plain characters only. */
export function cleanFilename(name: string) {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120)
  return clean || 'image'
}

/** Judges an uploaded image by its bytes: a PNG, JPEG, GIF, WebP or plain SVG, whatever its name says. */
function checkImage(file: UploadedFile): ImageUpload {
  const filename = cleanFilename(file.filename)
  const { data } = file
  const svg = svgVerdict(data)
  if (svg === 'unsafe') {
    throw new AppError(
      415,
      `The SVG “${filename}” contains scripts or embedded content. Save it as a plain SVG, or as PNG.`,
      'unsupported_media_type',
    )
  }
  const ext = imageExtension(data) ?? svg
  if (!ext) {
    throw new AppError(
      415,
      `“${filename}” is not a PNG, JPEG, GIF, WebP or SVG image.`,
      'unsupported_media_type',
    )
  }
  return { filename, data, ext }
}

const parseQuestion = (value: unknown) =>
  parseJsonField(value, 'question', 'The "question" field must be the question as JSON.')

/** The question JSON (up to ~200 KB of text) and up to ten images of 5 MB. */
const QUESTION_UPLOAD_LIMITS: MultipartRules = {
  fields: { maxCount: 10, maxBytes: 512 * 1024 },
  files: {
    'files[]': { maxBytes: IMAGE_MAX_BYTES, what: 'image', maxCount: MAX_FILES },
    files: { maxBytes: IMAGE_MAX_BYTES, what: 'image', maxCount: MAX_FILES },
  },
  totalBytes: MAX_FILES * IMAGE_MAX_BYTES + 1024 * 1024,
}

/** Reads PUT /questions: the "question" JSON field and images in "files[]" (or the question as a JSON body). */
export async function readQuestionUpload(request: FastifyRequest): Promise<QuestionUpload> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { question?: unknown }
    if (body.question === undefined)
      throw badRequest('Send the question as JSON in a field named "question".')
    return { question: parseQuestion(body.question), files: [] }
  }
  const { fields, files } = await readMultipart(request, QUESTION_UPLOAD_LIMITS)
  if (files.length > MAX_FILES)
    throw new AppError(413, `Attach at most ${MAX_FILES} images.`, 'payload_too_large')
  const [question, ...more] = fields.question ?? []
  if (question === undefined) throw badRequest('Send the question as JSON in a field named "question".')
  if (more.length) throw badRequest('Send one "question" field.')
  return { question: parseQuestion(question), files: files.map(checkImage) }
}
