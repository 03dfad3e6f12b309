import { describe, expect, it } from 'vitest'
import { csvField, csvName, toCsv } from './csv'
import { progressCsv, questionsCsv, studentsCsv, topicsCsv } from './exports'
import { assignment, classReport, progressRow, topicReport } from './testing'

/** A reader of RFC 4180 CSV, to read files back the way a spreadsheet does. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += ch
  }
  row.push(field)
  rows.push(row)
  return rows
}

describe('CSV files', () => {
  it('quotes commas, quotes and line breaks, and reads back the same', () => {
    const rows = [
      ['Tan, Chloe', 'She said "hi"', 'two\r\nlines', 'plain', '华文'],
      [1.5, null, undefined, 0, ''],
    ]
    const csv = toCsv(['a', 'b', 'c', 'd', 'e'], rows)
    expect(csv).toContain('\r\n"Tan, Chloe","She said ""hi""","two\r\nlines",plain,华文\r\n')
    expect(parseCsv(csv)).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['Tan, Chloe', 'She said "hi"', 'two\r\nlines', 'plain', '华文'],
      ['1.5', '', '', '0', ''],
    ])
  })

  it('keeps text a spreadsheet would run as a formula from running, but not numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('-3')).toBe("'-3")
    expect(csvField(-3)).toBe('-3')
  })

  it('names files from their words', () => {
    expect(csvName('5 Kingfisher Maths', 'students', '2026-11-01', '2026-11-30')).toBe(
      '5-kingfisher-maths-students-2026-11-01-2026-11-30.csv',
    )
    expect(csvName()).toBe('report.csv')
  })

  it('exports the class report’s tables with their figures', () => {
    const report = classReport()
    expect(parseCsv(topicsCsv(report.topics))).toEqual([
      ['Topic', 'Answers', 'Marks', 'Out of', 'Average %', 'Level'],
      ['Fractions', '8', '3', '8', '37.5', 'Needs help'],
      ['Whole numbers', '10', '9', '10', '90', 'Secure'],
    ])
    const work = [
      assignment(1, 'Week 1', { set: '2026-11-02', due: '2026-11-06' }, [
        progressRow(21, 'Chloe', 'Tan', 'completed', '2026-11-07T02:00:00.000Z'),
        progressRow(22, 'Ravi', 'Kumar', 'overdue'),
      ]),
      assignment(2, 'Week 2, fractions', { set: '2026-11-09', due: '2026-12-20' }, [
        progressRow(21, 'Chloe', 'Tan', 'completed', '2026-11-10T02:00:00.000Z'),
        progressRow(22, 'Ravi', 'Kumar', 'not_started'),
      ]),
    ]
    expect(parseCsv(studentsCsv(report.students, work)).slice(1)).toEqual([
      ['Chloe', 'Tan', '2', '2', '0', '0', '1', '71.4'],
      ['Ravi', 'Kumar', '2', '0', '1', '1', '0', ''],
    ])
    const progress = parseCsv(progressCsv(work))
    expect(progress).toHaveLength(5)
    expect(progress[1]).toEqual([
      'Week 1',
      '2026-11-02',
      '2026-11-06',
      'Chloe',
      'Tan',
      'Done late',
      '3',
      '4',
      '2026-11-07T02:00:00.000Z',
    ])
    expect(progress[4].slice(0, 6)).toEqual([
      'Week 2, fractions',
      '2026-11-09',
      '2026-12-20',
      'Ravi',
      'Kumar',
      'Not started',
    ])
    expect(parseCsv(questionsCsv(topicReport()))[1]).toEqual([
      'Fractions',
      'What is 1/2 + 1/4?',
      '4',
      '25',
      '2/6 (2); 1, 2 and "3" (1)',
    ])
  })
})
