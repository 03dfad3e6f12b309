import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import type { ClassSummary } from '../../api/teachers'
import {
  downloadWord,
  useDeleteWorksheet,
  useDuplicateWorksheet,
  useRenameWorksheet,
  type WorksheetDetail,
} from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { ConfirmDialog } from '../ConfirmDialog'
import { SelectField } from '../SelectField'
import { muted } from '../states'
import { AssignDialog } from './AssignDialog'
import { dayOf } from './dates'
import { NeedsAssigning } from './NeedsAssigning'
import { SaveDraft } from './SaveDraft'
import { titleStyle } from './WorksheetFrame'

/** The worksheet's title (renamed in place), its assignments, and Assign, Download, Duplicate and Delete. */
export function WorksheetActions({
  worksheet,
  classes,
}: {
  worksheet: WorksheetDetail
  classes: ClassSummary[]
}) {
  const navigate = useNavigate()
  const [assigning, setAssigning] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = useDeleteWorksheet(worksheet.id)
  const [download, setDownload] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  const className = classes.find((c) => c.id === (worksheet.owner_class_id ?? worksheet.class_id))?.name
  const save = async () => {
    setDownload({ busy: true, error: null })
    try {
      await downloadWord(
        worksheet.questions.map((q) => q.id),
        worksheet.title,
      )
      setDownload({ busy: false, error: null })
    } catch (error) {
      setDownload({ busy: false, error })
    }
  }
  return (
    <section aria-label="The worksheet" className={css({ display: 'grid', gap: '4' })}>
      <Title worksheet={worksheet} />
      <p className={muted}>
        {className ?? (worksheet.worksheet_group_type === 1 ? 'Yours, not for a class yet' : 'Question bank')}{' '}
        · {worksheet.questions.length} {worksheet.questions.length === 1 ? 'question' : 'questions'}
        {worksheet.time_limit ? ` · ${worksheet.time_limit} minutes` : ''}
        {worksheet.is_draft ? ' · Draft' : ''}
      </p>
      {worksheet.needs_reassignment ? (
        <Alert status="warning" title="Needs assigning again">
          The questions changed after it was assigned. Children have the old set until you assign it again.
        </Alert>
      ) : null}
      {worksheet.is_draft ? <SaveDraft worksheet={worksheet} /> : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant={worksheet.is_draft ? 'outline' : 'solid'}
          onClick={() => setAssigning(true)}
          disabled={worksheet.questions.length === 0}
        >
          Assign
        </Button>
        <Button
          variant="outline"
          loading={download.busy}
          loadingText="Preparing…"
          disabled={worksheet.questions.length === 0}
          onClick={save}
        >
          Download as Word
        </Button>
        <Button variant="outline" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      {download.error ? <Alert status="danger">{messageOf(download.error)}</Alert> : null}
      <Assignments worksheet={worksheet} classes={classes} />
      <Duplicate worksheetId={worksheet.id} classes={classes} />
      <AssignDialog
        worksheet={
          assigning
            ? {
                id: worksheet.id,
                title: worksheet.title,
                classId: worksheet.owner_class_id ?? worksheet.class_id,
              }
            : null
        }
        classes={classes}
        onClose={() => setAssigning(false)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete this worksheet?"
        confirmLabel="Delete worksheet"
        busyLabel="Deleting…"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate({ to: '/teacher/worksheet-library', search: {} }),
          })
        }
        onClose={() => {
          setDeleting(false)
          remove.reset()
        }}
      >
        <p>
          “{worksheet.title}” and its assignments go. Once a child has answered it, it cannot be deleted, so
          their work is kept.
        </p>
      </ConfirmDialog>
    </section>
  )
}

function Title({ worksheet }: { worksheet: WorksheetDetail }) {
  const rename = useRenameWorksheet(worksheet.id)
  const [editing, setEditing] = useState(false)
  const [title, setTitle] = useState(worksheet.title)
  if (!editing)
    return (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h1 className={titleStyle}>{worksheet.title}</h1>
        {worksheet.needs_reassignment ? <NeedsAssigning /> : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setTitle(worksheet.title)
            setEditing(true)
          }}
        >
          Rename
        </Button>
      </div>
    )
  const empty = title.trim() === ''
  return (
    <form
      noValidate
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
      onSubmit={(e) => {
        e.preventDefault()
        if (empty) return
        rename.mutate(title.trim(), { onSuccess: () => setEditing(false) })
      }}
    >
      <div className={css({ flex: '1 1 16rem' })}>
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          error={empty ? 'Give the worksheet a title.' : rename.error ? messageOf(rename.error) : null}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="submit" loading={rename.isPending} loadingText="Saving…">
        Save title
      </Button>
      <Button variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  )
}

function Assignments({ worksheet, classes }: { worksheet: WorksheetDetail; classes: ClassSummary[] }) {
  if (!worksheet.assignments.length) return <p className={muted}>Not assigned yet.</p>
  return (
    <div>
      <h2 className={css({ fontWeight: '700', mb: '1' })}>Assigned</h2>
      <ul className={css({ display: 'grid', gap: '1', pl: '5', listStyle: 'disc' })}>
        {worksheet.assignments.map((a) => (
          <li key={a.assignment_id}>
            {classes.find((c) => c.id === a.class_id)?.name ?? 'Chosen children'} ({a.student_ids.length}{' '}
            {a.student_ids.length === 1 ? 'child' : 'children'}): {dayOf(a.date_assigned)} → due{' '}
            {dayOf(a.due_date)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Duplicate({ worksheetId, classes }: { worksheetId: number; classes: ClassSummary[] }) {
  const navigate = useNavigate()
  const duplicate = useDuplicateWorksheet(worksheetId)
  const [classId, setClassId] = useState('')
  const [missing, setMissing] = useState(false)
  if (!classes.length) return null
  return (
    <form
      noValidate
      aria-label="Duplicate"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
      onSubmit={(e) => {
        e.preventDefault()
        if (!classId) return setMissing(true)
        duplicate.mutate(Number(classId), {
          onSuccess: (id) => navigate({ to: '/teacher/worksheet-library', search: { worksheet: id } }),
        })
      }}
    >
      <div className={css({ flex: '1 1 14rem', maxWidth: '22rem' })}>
        <SelectField
          label="Copy for a class"
          value={classId}
          placeholder="Choose a class"
          error={
            missing
              ? 'Choose the class to copy it for.'
              : duplicate.error
                ? messageOf(duplicate.error)
                : undefined
          }
          options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => {
            setClassId(e.target.value)
            setMissing(false)
          }}
        />
      </div>
      <Button type="submit" variant="outline" loading={duplicate.isPending} loadingText="Copying…">
        Duplicate
      </Button>
    </form>
  )
}
