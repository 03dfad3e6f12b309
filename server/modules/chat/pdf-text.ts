import { AppError } from '../../errors'

const MAX_PAGES = 20

/**
 * The text of a PDF a student sent, for the coach to read as context (plan §7.1: its text only, never the file).
 * A PDF of more than 20 pages is refused; one we cannot read (scanned, broken) gives null, and the coach asks for
 * the question to be typed.
 */
export async function pdfText(data: Buffer, maxPages = MAX_PAGES): Promise<string | null> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    pdf = await getDocumentProxy(new Uint8Array(data))
  } catch {
    return null
  }
  try {
    if (pdf.numPages > maxPages)
      throw new AppError(
        413,
        `That PDF has ${pdf.numPages} pages: send at most ${maxPages}, or just the pages you need.`,
        'payload_too_large',
      )
    const { text } = await extractText(pdf, { mergePages: true })
    const clean = text.replace(/\s+/g, ' ').trim()
    return clean || null
  } catch (err) {
    if (err instanceof AppError) throw err
    return null
  } finally {
    await pdf.cleanup?.().catch(() => undefined)
  }
}
