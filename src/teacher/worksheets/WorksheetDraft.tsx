import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { ASSIGNMENT_GROUP_TYPE, type Question, useCreateWorksheet } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Empty } from '../states'
import type { Source } from './SourcePicker'

type Errors = { title?: string; questions?: string; course?: string; timeLimit?: string }

/** What is missing before a worksheet can be saved, in words a teacher can act on. */
export function draftErrors(draft: {
  title: string
  timeLimit: string
  questions: unknown[]
  courseId: number | null
}) {
  const errors: Errors = {}
  if (!draft.title.trim()) errors.title = 'Give the worksheet a title.'
  if (!draft.questions.length) errors.questions = 'Add at least one question from the bank.'
  if (draft.courseId === null) errors.course = 'Choose a class or a course.'
  const limit = Number(draft.timeLimit)
  if (draft.timeLimit.trim() && !(Number.isInteger(limit) && limit >= 1 && limit <= 600))
    errors.timeLimit = 'Give whole minutes, from 1 to 600, or leave it empty.'
  return errors
}

/** The worksheet being made: its questions in order, a title and a time limit, then save or save and assign. */
export function WorksheetDraft({
  source,
  chosen,
  onChange,
  onSaved,
}: {
  source: Source
  chosen: Question[]
  onChange: (questions: Question[]) => void
  onSaved: (worksheet: { id: number; title: string }, assign: boolean) => void
}) {
  const create = useCreateWorksheet()
  const [title, setTitle] = useState('')
  const [timeLimit, setTimeLimit] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState<'draft' | 'assign' | null>(null)
  const move = (from: number, to: number) => {
    const next = [...chosen]
    const [question] = next.splice(from, 1)
    next.splice(to, 0, question)
    onChange(next)
  }
  const save = (assign: boolean) => {
    const found = draftErrors({ title, timeLimit, questions: chosen, courseId: source.courseId })
    setErrors(found)
    if (Object.keys(found).length || source.courseId === null) return
    setSaving(assign ? 'assign' : 'draft')
    create.mutate(
      {
        title: title.trim(),
        course_id: source.courseId,
        worksheet_group_type: ASSIGNMENT_GROUP_TYPE,
        question_ids: chosen.map((q) => q.id),
        ...(timeLimit.trim() ? { time_limit: Number(timeLimit) } : {}),
        ...(source.classId ? { class_id: source.classId } : {}),
        is_draft: true,
      },
      { onSuccess: (worksheet) => onSaved({ id: worksheet.id, title: worksheet.title }, assign) },
    )
  }
  return (
    <section aria-labelledby="draft-title" className={panel}>
      <h2 id="draft-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Your worksheet
      </h2>
      <TextField
        label="Title"
        value={title}
        maxLength={200}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value)
          setErrors((old) => ({ ...old, title: undefined }))
        }}
      />
      <TextField
        label="Time limit in minutes (optional)"
        inputMode="numeric"
        value={timeLimit}
        error={errors.timeLimit}
        onChange={(e) => setTimeLimit(e.target.value)}
      />
      <div className={css({ display: 'grid', gap: '2' })}>
        <h3 className={css({ fontWeight: '700' })}>Questions ({chosen.length})</h3>
        {chosen.length === 0 ? <Empty>Add questions from the bank.</Empty> : null}
        {errors.questions && chosen.length === 0 ? <Alert status="danger">{errors.questions}</Alert> : null}
        <ol className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
          {chosen.map((question, i) => (
            <li key={question.id} className={item}>
              <span className={css({ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' })}>
                {i + 1}. {question.text.split('\n')[0].slice(0, 120)}
              </span>
              <span className={css({ display: 'flex', gap: '1' })}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move question ${i + 1} up`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === chosen.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move question ${i + 1} down`}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(chosen.filter((q) => q.id !== question.id))}
                  aria-label={`Remove question ${i + 1}`}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      </div>
      {errors.course ? <Alert status="danger">{errors.course}</Alert> : null}
      {create.error ? <Alert status="danger">{messageOf(create.error)}</Alert> : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant="outline"
          loading={create.isPending && saving === 'draft'}
          loadingText="Saving…"
          disabled={create.isPending}
          onClick={() => save(false)}
        >
          Save as draft
        </Button>
        <Button
          loading={create.isPending && saving === 'assign'}
          loadingText="Saving…"
          disabled={create.isPending}
          onClick={() => save(true)}
        >
          Save and assign
        </Button>
      </div>
    </section>
  )
}

const panel = css({
  display: 'grid',
  // Reached from the phone's "Your worksheet" bar: clear of the app's sticky header.
  scrollMarginTop: { base: '17rem', md: '6rem' },
  gap: '4',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.subtle',
  minWidth: 0,
  position: { lg: 'sticky' },
  top: { lg: '4' },
})
const item = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  p: '2',
  borderRadius: 'control',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
})
