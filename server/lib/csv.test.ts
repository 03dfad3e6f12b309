import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv'

describe('reading a CSV file', () => {
  it('reads fields, quoted fields with commas, quotes and line breaks, and the line each row starts on', () => {
    const text =
      '\uFEFFfirst_name,last_name,level\r\nChloe,Tan,P5\r\n\r\n"Lee, Jr",Ming,P4\n"Say ""hi""","Two\nlines",P3'
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['first_name', 'last_name', 'level'] },
      { line: 2, fields: ['Chloe', 'Tan', 'P5'] },
      { line: 4, fields: ['Lee, Jr', 'Ming', 'P4'] },
      { line: 5, fields: ['Say "hi"', 'Two\nlines', 'P3'] },
    ])
  })

  it('keeps empty fields, and ends without a final line break', () => {
    expect(parseCsv('a,,c\n,b,')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 2, fields: ['', 'b', ''] },
    ])
  })

  it('reads back whatever a spreadsheet writes', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', 'é', '1') })
    const quote = (v: string) => (/[",\n\r]/.test(v) || v.startsWith(' ') ? `"${v.replace(/"/g, '""')}"` : v)
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (table) => {
          const text = table.map((row) => row.map(quote).join(',')).join('\r\n')
          expect(parseCsv(text).map((r) => r.fields)).toEqual(table)
        },
      ),
    )
  })
})
