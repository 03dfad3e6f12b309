import { useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { messageOf } from '../../api/errors'
import { type SignInCard, useImportStudents } from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ImportPreview } from './ImportPreview'

const MAX_BYTES = 200_000
const EXAMPLE =
  'first_name,last_name,level,class,username\nMei,Tan,P5,5 Kingfisher Maths,\nArjun,Nair,P5,,arjun.n\n'

/**
 * Children from a CSV file: the file is read here, checked by the server (a dry run that writes nothing), shown
 * row by row with each row's problems, and added only when every row can be.
 */
export function ImportStudents({ onCreated }: { onCreated: (cards: SignInCard[]) => void }) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const check = useImportStudents()
  const write = useImportStudents()
  const inputId = useId()

  async function choose(file: File | undefined) {
    check.reset()
    write.reset()
    setCsv(null)
    setFileError(null)
    if (!file) return
    if (file.size > MAX_BYTES)
      return setFileError('The file is too big: at most 200 KB (about 2,000 children) at a time.')
    const text = await file.text()
    if (!text.trim()) return setFileError('The file is empty.')
    setCsv({ name: file.name, text })
    check.mutate({ csv: text, dry_run: true })
  }

  function add() {
    if (!csv) return
    write.mutate({ csv: csv.text, dry_run: false }, { onSuccess: (reply) => onCreated(reply.created) })
  }

  const preview = check.data
  const problems = preview?.rows.filter((row) => row.problems.length > 0).length ?? 0
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p>
        Save the class list from your spreadsheet as a CSV file. Its first line names the columns{' '}
        <code>first_name</code>, <code>last_name</code> and <code>level</code> (P1 to P6); <code>class</code>{' '}
        and <code>username</code> may follow.{' '}
        <a
          download="children.csv"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE)}`}
          className={css({ textDecoration: 'underline', fontWeight: '650' })}
        >
          Download an example
        </a>
      </p>
      <div className={field().root}>
        <label htmlFor={inputId} className={field().label}>
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
          className={css({ maxWidth: '100%' })}
        />
      </div>
      {fileError ? <Alert status="danger">{fileError}</Alert> : null}
      {check.isPending ? <p role="status">Checking {csv?.name}…</p> : null}
      {check.error ? (
        <Alert status="danger" title="The file could not be checked">
          {messageOf(check.error)}
        </Alert>
      ) : null}
      {preview ? (
        <>
          {preview.rows.length === 0 ? (
            <Alert status="warning">The file has no children in it: only the first line.</Alert>
          ) : preview.can_import ? (
            <Alert status="success" title="Every row can be added">
              Check the names below, then add them.
            </Alert>
          ) : (
            <Alert status="warning" title={`${problems} of ${preview.rows.length} rows need fixing`}>
              Fix them in your spreadsheet, save it again and choose the file again. Nothing is added until
              every row is right.
            </Alert>
          )}
          <ImportPreview rows={preview.rows} />
          {write.error ? <Alert status="danger">{messageOf(write.error)}</Alert> : null}
          <div>
            <Button
              onClick={add}
              disabled={!preview.can_import || preview.rows.length === 0}
              loading={write.isPending}
              loadingText="Adding the children…"
            >
              Add {preview.rows.length} {preview.rows.length === 1 ? 'child' : 'children'}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}
