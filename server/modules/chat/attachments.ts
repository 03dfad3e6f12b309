import { LIMITS } from '../../../contracts/constants'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { newToken } from '../../lib/crypto'
import type { UploadedFile } from '../../lib/multipart'
import { imageExtension } from '../users/account'
import { pdfText } from './pdf-text'

export type StoredAttachment = {
  name: string
  contentType: string
  url: string
  bytes: number
  extractedText: string | null
}

const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-'
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}
const unsupported = () =>
  new AppError(415, 'Send pictures (PNG, JPEG, GIF or WebP) or PDF files only.', 'unsupported_media_type')
const tooLarge = (what: string, max: number) =>
  new AppError(
    413,
    `${what} is too large: the most is ${Math.round(max / 1024 / 1024)} MB.`,
    'payload_too_large',
  )

/** Checks every file (by its bytes, not its name) before anything is stored. */
function classify(file: UploadedFile) {
  if (isPdf(file.data)) {
    if (file.data.length > LIMITS.CHAT_PDF_MAX_BYTES)
      throw tooLarge(`"${file.filename}"`, LIMITS.CHAT_PDF_MAX_BYTES)
    return { ext: 'pdf', contentType: 'application/pdf' }
  }
  const ext = imageExtension(file.data)
  if (!ext || !IMAGE_TYPES[ext]) throw unsupported()
  if (file.data.length > LIMITS.CHAT_IMAGE_MAX_BYTES)
    throw tooLarge(`"${file.filename}"`, LIMITS.CHAT_IMAGE_MAX_BYTES)
  return { ext, contentType: IMAGE_TYPES[ext] }
}

/**
 * Stores a student's files for their message. A PDF's text (personal details removed, at most 6,000
 * characters) becomes context for the coach; a picture is kept for the child's history (ADR 0036).
 */
export async function storeAttachments(ctx: AppContext, userId: number, files: UploadedFile[]) {
  const kinds = files.map(classify)
  const stamp = `${Date.now()}-${newToken().slice(0, 8)}`
  const stored: StoredAttachment[] = []
  for (const [i, file] of files.entries()) {
    const { ext, contentType } = kinds[i]
    const url = await ctx.storage.put(`chat/${userId}/${stamp}-${i}.${ext}`, file.data)
    const text = ext === 'pdf' ? await pdfText(file.data) : null
    stored.push({
      name: file.filename.slice(0, 200) || `file-${i + 1}.${ext}`,
      contentType,
      url,
      bytes: file.data.length,
      extractedText: text ? redactPersonalInfo(text).slice(0, 6000) : null,
    })
  }
  return stored
}
