import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../../errors'
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

async function readImage(part: MultipartFile): Promise<ImageUpload> {
  const filename = cleanFilename(part.filename)
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        `The image “${filename}” is larger than 5 MB. Choose a smaller one.`,
        'file_too_large',
      )
    }
    throw err
  })
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

function parseQuestion(value: unknown) {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    throw badRequest('The "question" field must be the question as JSON.', [
      { path: 'question', message: 'Send valid JSON.' },
    ])
  }
}

/** Reads PUT /questions: the "question" JSON field and images in "files[]" (or the question as a JSON body). */
export async function readQuestionUpload(request: FastifyRequest): Promise<QuestionUpload> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { question?: unknown }
    if (body.question === undefined)
      throw badRequest('Send the question as JSON in a field named "question".')
    return { question: parseQuestion(body.question), files: [] }
  }
  const upload: QuestionUpload = { question: undefined, files: [] }
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: MAX_FILES } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
        throw badRequest(`Unexpected file field "${part.fieldname}"; attach images in "files[]".`)
      }
      upload.files.push(await readImage(part))
    } else if (part.fieldname === 'question') {
      if (upload.question !== undefined) throw badRequest('Send one "question" field.')
      upload.question = parseQuestion(part.value)
    }
  }
  if (upload.question === undefined)
    throw badRequest('Send the question as JSON in a field named "question".')
  return upload
}
