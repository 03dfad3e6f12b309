// CSV files a teacher opens in Excel or Sheets, built in the browser from the data the page shows (RFC 4180).

export type CsvValue = string | number | null | undefined

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text starting with = + - @
 * is prefixed with ' so a spreadsheet shows it rather than running it as a formula; numbers are left alone.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined with CRLF, the header first. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')
}

/** Saves the file. A byte-order mark first, so Excel reads names in Chinese or with accents as UTF-8. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}\r\n`], { type: 'text/csv;charset=utf-8' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = filename
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A file name from words: "5-kingfisher-maths-students-2026-11-01-to-2026-11-30.csv". */
export function csvName(...parts: (string | undefined)[]): string {
  const words = parts
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
  return `${words || 'report'}.csv`
}
