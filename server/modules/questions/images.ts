import type { AppContext } from '../../context'
import { badRequest } from '../../errors'
import { newToken } from '../../lib/crypto'
import { cleanFilename, type ImageUpload } from './upload'

type Stored = { filename: string; url: string }
export type ImagePlan = { keep: Stored[]; add: ImageUpload[]; remove: string[] }

/**
 * The images a question ends with: the stored ones named in question_images, plus every uploaded file (an
 * upload with a stored image's name replaces it). A name that is neither stored nor uploaded is a mistake.
 */
export function planImages(existing: Stored[], names: string[], uploads: ImageUpload[]): ImagePlan {
  const uploaded = new Set<string>()
  for (const u of uploads) {
    if (uploaded.has(u.filename))
      throw badRequest(`Two uploaded images are named “${u.filename}”; give each its own name.`)
    uploaded.add(u.filename)
  }
  const wanted = new Set(names.map(cleanFilename))
  names.forEach((name, i) => {
    const clean = cleanFilename(name)
    if (!uploaded.has(clean) && !existing.some((e) => e.filename === clean)) {
      const message = `“${name}” is neither an image of this question nor a file uploaded in files[].`
      throw badRequest(message, [{ path: `question.question_images.${i}`, message }])
    }
  })
  const keep = existing.filter((e) => wanted.has(e.filename) && !uploaded.has(e.filename))
  const remove = existing.filter((e) => !keep.includes(e)).map((e) => e.filename)
  return { keep, add: uploads, remove }
}

/** Files are written before the database transaction: they are not transactional, and an orphan is harmless. */
export async function storeImages(ctx: AppContext, uploads: ImageUpload[]): Promise<Stored[]> {
  const stored: Stored[] = []
  for (const u of uploads) {
    stored.push({
      filename: u.filename,
      url: await ctx.storage.put(`questions/${newToken().slice(0, 16)}.${u.ext}`, u.data),
    })
  }
  return stored
}
