import { CircleCheck, RotateCcw } from 'lucide-react'
import { evaluationFor, isAnswered, selectExplanation } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { AttemptHistory } from './AttemptHistory'
import { useQuizHearts } from './Hearts'
import { HintPanel } from './HintPanel'
import { MarkChip } from './MarkChip'
import { Markdown } from './Markdown'
import { QuizSession, useQuizData } from './session'

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.subtle',
  borderRadius: 'control',
  p: '4',
})

/**
 * Practice mode under the answer (ADR 0062): "Check my answer" marks it now and streams its explanation; a wrong
 * answer can be tried again (its try is kept); hints before checking.
 */
export function PracticeCheck({ questionId }: { questionId: number }) {
  const { quiz, questionOf, numberOf } = useQuizData()
  const session = QuizSession.useActorRef()
  const checking = QuizSession.useSelector((s) => s.matches({ attempting: 'checking' }))
  const evaluation = QuizSession.useSelector((s) => evaluationFor(s.context, questionId))
  const answered = QuizSession.useSelector((s) => isAnswered(s.context.answers[questionId]))
  const checkError = QuizSession.useSelector((s) => s.context.checkError)
  const explanation = QuizSession.useSelector((s) =>
    evaluation ? selectExplanation(evaluation.id)(s) : null,
  )
  const marked = evaluation?.grading_completed === true
  // With no hearts a check is refused: the player says when the next heart comes instead (Hearts.tsx).
  const outOfHearts = useQuizHearts()?.hearts === 0
  const position = numberOf(questionId)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <AttemptHistory question={questionOf(questionId)} evaluation={evaluation} />
      {!marked && !checking ? (
        <>
          <div>
            <Button disabled={!answered || outOfHearts} onClick={() => session.send({ type: 'quiz.check' })}>
              <CircleCheck aria-hidden="true" />
              Check my answer
            </Button>
          </div>
          <HintPanel
            key={`${questionId}-${evaluation?.attempts?.length ?? 0}`}
            quizId={quiz.id}
            position={position}
            used={evaluation?.hints_used ?? 0}
          />
        </>
      ) : null}
      {checkError && !checking && !marked ? (
        <Alert status="danger" title="Not checked yet">
          <p>{checkError}</p>
        </Alert>
      ) : null}
      <div aria-live="polite" className={css({ display: 'contents' })}>
        {checking && !evaluation?.grading_completed ? (
          <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Spinner size="sm" label={null} />
            Checking your answer…
          </p>
        ) : null}
        {marked ? (
          <section aria-label="Your mark" className={panel}>
            <div>
              <MarkChip evaluation={evaluation} />
            </div>
            {explanation ? <Markdown text={explanation} /> : null}
            {!checking && !evaluation?.is_full_marks ? (
              <div>
                <Button
                  variant="outline"
                  onClick={() => session.send({ type: 'quiz.clearSubmission', questionId })}
                >
                  <RotateCcw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}
