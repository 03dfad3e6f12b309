import { evaluationFor, selectAnswer, selectExplanation } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import { MathText } from '../ui/maths/MathText'
import { answerText } from './answerText'
import { MarkChip } from './MarkChip'
import { Markdown } from './Markdown'
import { QuizSession, useQuizData } from './session'

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text)

/** One question as it is marked: its mark arrives, then its explanation streams in (read out politely). */
export function GradingItem({ questionId, marking }: { questionId: number; marking: boolean }) {
  const { questionOf, numberOf } = useQuizData()
  const question = questionOf(questionId)
  const number = numberOf(questionId)
  const evaluation = QuizSession.useSelector((s) => evaluationFor(s.context, questionId))
  const answer = QuizSession.useSelector(selectAnswer(questionId))
  const explanation = QuizSession.useSelector((s) =>
    evaluation ? selectExplanation(evaluation.id)(s) : null,
  )
  const given = answerText(question, answer, evaluation)
  const headingId = `graded-${questionId}`

  return (
    <li>
      <article aria-labelledby={headingId} className={item}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '3',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '800' })}>
            Question {number}
          </h2>
        </div>
        <p className={css({ color: 'fg.muted' })}>{excerpt(question.text.replace(/\*\*/g, ''))}</p>
        <p>
          <span className={css({ fontWeight: '700' })}>Your answer: </span>
          {given ? <MathText text={given} /> : <span className={css({ color: 'fg.muted' })}>no answer</span>}
        </p>
        <div aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div>
            <MarkChip evaluation={evaluation} waiting={marking ? 'Waiting to be marked' : 'Not marked'} />
          </div>
          {explanation ? (
            <section
              aria-labelledby={`${headingId}-explanation`}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
                bg: 'bg.subtle',
                borderRadius: 'control',
                p: '4',
              })}
            >
              <h3 id={`${headingId}-explanation`} className={css({ fontSize: 'md', fontWeight: '750' })}>
                Explanation
              </h3>
              <Markdown text={explanation} />
            </section>
          ) : null}
        </div>
      </article>
    </li>
  )
}
