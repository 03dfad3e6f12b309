import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { Question } from '../../api/worksheets'
import { OptionList } from '../../ui/OptionList'
import { RichText } from '../../ui/rich-text/RichText'
import { muted } from '../states'

export const DIFFICULTIES: Record<number, string> = { 1: 'Easy', 2: 'Medium', 3: 'Hard' }
export const QUESTION_TYPES: Record<number, string> = {
  1: 'Multiple choice',
  2: 'Number',
  3: 'Short answer',
  4: 'Open-ended',
  5: 'Spoken',
  6: 'In parts',
}

/** A question as a teacher reads it: its text, options and the answer (staff see answers). */
export function QuestionCard({
  question,
  number,
  actions,
}: {
  question: Question
  number?: number
  actions?: ReactNode
}) {
  return (
    <article className={card} aria-label={number ? `Question ${number}` : 'Question'}>
      <div
        className={css({
          display: 'flex',
          gap: '3',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
        })}
      >
        <p className={`${muted} ${css({ fontSize: 'sm', flex: '1', minWidth: 0 })}`}>
          {number ? `${number}. ` : ''}
          {QUESTION_TYPES[question.question_type_id] ?? 'Question'}
          {question.difficulty_level_id ? ` · ${DIFFICULTIES[question.difficulty_level_id] ?? ''}` : ''} ·{' '}
          {question.max_score} {question.max_score === 1 ? 'mark' : 'marks'}
        </p>
        {actions ? <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>{actions}</div> : null}
      </div>
      <RichText text={question.text} />
      {question.options.length ? (
        <OptionList options={question.options} labels={question.option_labels} />
      ) : null}
      {question.sub_questions.length ? (
        <ol className={css({ display: 'grid', gap: '1', pl: '5', listStyle: 'lower-alpha' })}>
          {question.sub_questions.map((part) => (
            <li key={part.id}>
              {part.text}
              {part.answer ? <span className={muted}> — answer: {part.answer}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {question.answer ? (
        <p className={css({ fontSize: 'sm' })}>
          <strong>Answer:</strong> {question.answer}
        </p>
      ) : null}
    </article>
  )
}

const card = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
  minWidth: 0,
  overflowWrap: 'anywhere',
})
