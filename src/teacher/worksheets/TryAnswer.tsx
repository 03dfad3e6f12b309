import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { type EditableQuestion, usePreviewMark } from '../../api/worksheet-generation'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { shownLabel } from '../../ui/OptionList'
import { RichText } from '../../ui/rich-text/RichText'
import { partLetter } from './PartsRules'

/**
 * "Try an answer": the teacher's own answer marked by the rules as they stand in the dialog, saved or not,
 * with the feedback a child would read. Nothing is stored.
 */
export function TryAnswer({
  edit,
  blocked,
  onBlocked,
}: {
  edit: EditableQuestion
  /** Why the answer cannot be marked yet (rules to fix), shown instead of marking. */
  blocked: string | null
  onBlocked: () => void
}) {
  const q = edit.question
  const preview = usePreviewMark()
  const [value, setValue] = useState('')
  const [optionId, setOptionId] = useState<number | null>(null)
  const [parts, setParts] = useState<string[]>(() => q.sub_questions.map(() => ''))
  const [problem, setProblem] = useState<string | null>(null)
  const choice = q.question_type_id === 1
  const multi = q.sub_questions.length > 0
  const labels = edit.rules?.option_labels ?? q.option_labels
  const mark = () => {
    setProblem(null)
    if (blocked) {
      onBlocked()
      return setProblem(blocked)
    }
    if (choice && optionId === null) return setProblem('Pick the option to try.')
    if (!choice && !multi && !value.trim()) return setProblem('Write an answer to try.')
    preview.mutate({
      edit,
      tried: choice ? { optionId: optionId ?? undefined } : multi ? { parts } : { value },
    })
  }
  const result = preview.data
  return (
    <section
      aria-label="Try an answer"
      className={css({
        display: 'grid',
        gap: '3',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'l2',
        p: '3',
      })}
    >
      <h3 className={css({ fontWeight: '650' })}>Try an answer</h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Marked by the rules above, as a child’s would be. Nothing is saved.
      </p>
      {choice ? (
        <fieldset className={css({ display: 'grid', gap: '1', border: 'none', p: 0, m: 0 })}>
          <legend className={css({ fontWeight: '600', mb: '1' })}>The option to try</legend>
          {q.options.map((option, i) => (
            <label key={option.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="radio"
                name="tried-option"
                checked={optionId === option.id}
                onChange={() => setOptionId(option.id)}
              />
              {shownLabel(i, labels)} {option.text}
            </label>
          ))}
        </fieldset>
      ) : multi ? (
        q.sub_questions.map((part, i) => (
          <TextField
            key={part.id}
            label={`Answer to part (${partLetter(i)})`}
            value={parts[i] ?? ''}
            maxLength={2000}
            onChange={(e) => setParts(parts.map((p, k) => (k === i ? e.target.value : p)))}
          />
        ))
      ) : (
        <TextField
          label="An answer to try"
          hint="e.g. an answer in another form, without its unit, or with a spelling slip."
          value={value}
          maxLength={2000}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <div>
        <Button variant="outline" size="sm" loading={preview.isPending} loadingText="Marking…" onClick={mark}>
          Mark it
        </Button>
      </div>
      {problem ? <Alert status="warning">{problem}</Alert> : null}
      {preview.error ? <Alert status="danger">{messageOf(preview.error)}</Alert> : null}
      {result && !preview.isPending && !preview.error ? (
        <div role="status" className={css({ display: 'grid', gap: '1' })}>
          <p className={css({ fontWeight: '700' })}>
            {result.marks_given} of {result.max_score} {result.max_score === 1 ? 'mark' : 'marks'}
          </p>
          {result.explanation ? <RichText text={result.explanation} /> : null}
        </div>
      ) : null}
    </section>
  )
}
