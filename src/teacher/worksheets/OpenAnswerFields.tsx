import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { TextareaField } from '../../ui/Field'
import { muted } from '../states'
import { type ContentDraft, type ContentErrors, schemeTally } from './question-draft'

/** Whether the stored scheme has been read: it can be edited only then (until then it stays as stored). */
export type SchemeStatus = 'loading' | 'failed' | 'ready'

const markWord = (n: number) => (n === 1 ? '1 mark' : `${n} marks`)

/** An open-ended question's (or part's) model answer and the marking scheme its marks are given by. */
export function OpenAnswerFields({
  value,
  errors,
  maxScore,
  status,
  prefix,
  onChange,
}: {
  value: ContentDraft
  errors: ContentErrors
  maxScore: number
  status: SchemeStatus
  /** Read before each label by screen readers only ("Part (b) "), where the section heading says it already. */
  prefix?: ReactNode
  onChange: (next: ContentDraft) => void
}) {
  const { marks, lines } = schemeTally(value.scheme)
  const label = (text: string) => (
    <>
      {prefix ? <span className={css({ srOnly: true })}>{prefix}</span> : null}
      {text}
    </>
  )
  return (
    <>
      <TextareaField
        label={label('Model answer (optional)')}
        hint="What a full-mark answer says; shown to teachers beside the children’s answers."
        rows={3}
        value={value.answer}
        error={errors.answer}
        maxLength={20000}
        onChange={(e) => onChange({ ...value, answer: e.target.value })}
      />
      {status === 'failed' ? (
        <p className={`${muted} ${css({ fontSize: 'sm' })}`}>
          The marking scheme could not be read just now, so it stays as it is. Close and open the dialog to
          change it.
        </p>
      ) : (
        <TextareaField
          label={label('Marking scheme')}
          hint={
            status === 'loading'
              ? 'Reading the marking scheme…'
              : `One criterion a line, e.g. “- 1 mark: The water evaporates (key ideas: evaporate / evaporation + heat)”: “/” between words that mean the same, “+” between ideas that must all be there. ${lines ? `These lines give ${markWord(marks)} of ${maxScore}.` : `The lines must give ${markWord(maxScore)} in all.`}`
          }
          rows={5}
          disabled={status === 'loading'}
          value={value.scheme}
          error={errors.scheme}
          maxLength={20000}
          onChange={(e) => onChange({ ...value, scheme: e.target.value })}
        />
      )}
    </>
  )
}
