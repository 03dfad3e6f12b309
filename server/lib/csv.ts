/**
 * Parses CSV text as spreadsheets save it (RFC 4180): fields separated by commas, quoted with double quotes
 * when they hold commas, quotes (doubled) or line breaks; lines end with CRLF or LF. A byte-order mark at the start
 * (Excel's "CSV UTF-8") is dropped, and blank lines are skipped. Answers rows with the line each starts on.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = []
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  let fieldStarted = false
  const endField = () => {
    fields.push(field)
    field = ''
    fieldStarted = false
  }
  const endRow = () => {
    endField()
    if (fields.length > 1 || fields[0].trim() !== '') rows.push({ line: rowLine, fields })
    fields = []
  }
  for (let i = 0; i < input.length; i++) {
    const c = input[i]
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"' && !fieldStarted) {
      quoted = true
      fieldStarted = true
    } else if (c === ',') endField()
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i++
      endRow()
      line++
      rowLine = line
    } else {
      field += c
      fieldStarted = true
    }
  }
  if (field !== '' || fields.length) endRow()
  return rows
}
