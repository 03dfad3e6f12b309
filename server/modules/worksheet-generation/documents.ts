import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { unzipSync } from 'fflate'
import { DOCUMENT_TYPE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { generationDocuments } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { newToken } from '../../lib/crypto'
import { readMultipart, type UploadedFile } from '../../lib/multipart'
import { pdfText } from '../chat/pdf-text'

const MAX_FILES = 5
const MAX_BYTES = 15 * 1024 * 1024
const MAX_PAGES = 60
/** What a run reads of each document: enough for a unit's objectives or a chapter. */
const MAX_TEXT = 40_000

const FIELD_OF: Record<number, string> = {
  [DOCUMENT_TYPE.CURRICULUM]: 'curriculum_files[]',
  [DOCUMENT_TYPE.GENERATION]: 'source_files[]',
}
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The paragraphs of a Word document, from its main XML part; null when the file is not one. */
export function docxText(data: Buffer): string | null {
  let xml: string
  try {
    const files = unzipSync(new Uint8Array(data), { filter: (f) => f.name === 'word/document.xml' })
    const part = files['word/document.xml']
    if (!part) return null
    xml = Buffer.from(part).toString('utf8')
  } catch {
    return null
  }
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return xml
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e])
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
}

/** A PDF or a Word file and its text; anything else is refused before anything is stored. */
async function read(file: UploadedFile) {
  const head = file.data.subarray(0, 5).toString('latin1')
  if (head === '%PDF-')
    return { contentType: 'application/pdf', ext: 'pdf', text: await pdfText(file.data, MAX_PAGES) }
  if (head.startsWith('PK')) {
    const text = docxText(file.data)
    if (text !== null) return { contentType: DOCX, ext: 'docx', text }
  }
  throw new AppError(
    415,
    `“${file.filename}” is not a PDF or a Word (.docx) document. Save it as one of those and upload it again.`,
    'unsupported_media_type',
  )
}

export const presentDocument = (row: typeof generationDocuments.$inferSelect) => ({
  id: row.id,
  name: row.name,
  document_type_id: row.documentTypeId,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  created_at: row.createdAt.toISOString(),
})

/** POST /worksheets/generate/upload/{type}: the files of the type's field, read and stored for the caller. */
export async function uploadDocuments(
  ctx: AppContext,
  caller: UserRow,
  type: number,
  request: FastifyRequest,
) {
  const field = FIELD_OF[type]
  const form = await readMultipart(request, {
    fields: { maxCount: 5, maxBytes: 1024 },
    files: { [field]: { maxBytes: MAX_BYTES, what: 'document', maxCount: MAX_FILES } },
    totalBytes: MAX_FILES * MAX_BYTES + 64 * 1024,
  })
  if (!form.files.length)
    throw badRequest(`Choose at least one PDF or Word document (field ${field}).`, [
      { path: field, message: 'Choose a document.' },
    ])
  const read_ = await Promise.all(form.files.map(read))
  const stored = await Promise.all(
    form.files.map((file, i) =>
      ctx.storage.put(
        `generation/${caller.id}/${Date.now()}-${newToken().slice(0, 8)}.${read_[i].ext}`,
        file.data,
      ),
    ),
  )
  const rows = await ctx.db
    .insert(generationDocuments)
    .values(
      form.files.map((file, i) => ({
        ownerId: caller.id,
        documentTypeId: type,
        name: file.filename.slice(0, 200) || `document.${read_[i].ext}`,
        contentType: read_[i].contentType,
        sizeBytes: file.data.length,
        url: stored[i],
        text: (read_[i].text ?? '').slice(0, MAX_TEXT),
      })),
    )
    .returning()
  return { documents: rows.map(presentDocument) }
}

/** GET /worksheets/generate/uploaded/{type}: the caller's documents of that type, newest first. */
export async function listDocuments(ctx: AppContext, caller: UserRow, type: number) {
  const rows = await ctx.db
    .select()
    .from(generationDocuments)
    .where(and(eq(generationDocuments.ownerId, caller.id), eq(generationDocuments.documentTypeId, type)))
    .orderBy(desc(generationDocuments.createdAt), desc(generationDocuments.id))
    .limit(100)
  return { documents: rows.map(presentDocument) }
}

/**
 * The text of the caller's documents a run names, by type; a document that is not theirs (or not of that type)
 * is a 400 naming it, so a run never reads another teacher's file.
 */
export async function documentTexts(
  ctx: AppContext,
  caller: UserRow,
  ids: number[],
  type: number,
  field: string,
) {
  if (!ids.length) return ''
  const rows = await ctx.db
    .select({ id: generationDocuments.id, name: generationDocuments.name, text: generationDocuments.text })
    .from(generationDocuments)
    .where(
      and(
        inArray(generationDocuments.id, ids),
        eq(generationDocuments.ownerId, caller.id),
        eq(generationDocuments.documentTypeId, type),
      ),
    )
  const missing = ids.filter((id) => !rows.some((r) => r.id === id))
  if (missing.length)
    throw badRequest(`Document ${missing.join(', ')} is not one of your uploads.`, [
      { path: field, message: `Not yours: ${missing.join(', ')}` },
    ])
  return rows.map((r) => `${r.name}:\n${r.text}`).join('\n\n')
}
