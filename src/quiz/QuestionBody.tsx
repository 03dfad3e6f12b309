import type { ReactNode, Ref } from 'react'
import { css } from '../../styled-system/css'
import type { QuizQuestion } from '../api/quiz'
import { Listening } from './Listening'
import { Markdown } from './Markdown'
import { Passage } from './Passage'

const heading = css({ fontSize: '2xl', fontWeight: '800', outline: 'none', scrollMarginTop: '24' })
const marksNote = css({ color: 'fg.muted', fontWeight: '600', fontSize: 'md' })
const figure = css({
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  p: '3',
  maxWidth: '32rem',
  '& img': { width: '100%', height: 'auto' },
})

type Props = {
  question: QuizQuestion
  number: number
  total: number
  headingRef?: Ref<HTMLHeadingElement>
  headingId: string
  children?: ReactNode
}

const marks = (n: number) => `${n} mark${n === 1 ? '' : 's'}`

/** A question: its heading (focused on navigation), text, pictures, recording and passage, then the answer. */
export function QuestionBody({ question, number, total, headingRef, headingId, children }: Props) {
  const body = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: '0' })}>
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={heading}>
          Question {number} <span className={marksNote}>of {total}</span>
        </h2>
        <p className={marksNote}>{marks(question.max_score)}</p>
      </div>
      <Markdown text={question.text} className={css({ fontSize: 'lg' })} />
      {question.question_images.map((image, i) => (
        <figure key={image.url} className={figure}>
          <img
            src={image.url}
            alt={
              image.alt ??
              `Diagram ${question.question_images.length > 1 ? `${i + 1} ` : ''}for question ${number}`
            }
          />
        </figure>
      ))}
      <Listening question={question} number={number} />
      {children}
    </div>
  )
  if (!question.passage_id) return body
  return (
    <div
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <Passage id={question.passage_id} />
      {body}
    </div>
  )
}
