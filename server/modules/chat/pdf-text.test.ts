import { describe, expect, it } from 'vitest'
import { makePdf } from '../../../tests/pdf'
import { pdfText } from './pdf-text'

describe('reading the text of a PDF a student sends', () => {
  it('reads every page of a real PDF', async () => {
    const text = await pdfText(
      makePdf(['Question 4: A shirt costs $24 after a discount.', 'What was the price before?']),
    )
    expect(text).toContain('A shirt costs $24 after a discount.')
    expect(text).toContain('What was the price before?')
  })

  it('gives null for bytes that only look like a PDF, and refuses a very long one', async () => {
    expect(await pdfText(Buffer.from('%PDF-1.4 not really a pdf'))).toBeNull()
    await expect(
      pdfText(makePdf(Array.from({ length: 21 }, (_, i) => `Page ${i + 1}`))),
    ).rejects.toMatchObject({
      status: 413,
    })
  })
})
