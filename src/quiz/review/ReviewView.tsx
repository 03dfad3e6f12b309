import { useMutation } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { evaluationFor, selectExplanation, selectScore } from '../../../machines/quizSession.machine'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { clearSubmission } from '../../api/quiz'
import { Button } from '../../ui/Button'
import { MathText } from '../../ui/maths/MathText'
import { AttemptHistory } from '../AttemptHistory'
import { answerText } from '../answerText'
import { MarkChip } from '../MarkChip'
import { Markdown } from '../Markdown'
import { QuestionBody } from '../QuestionBody'
import { QuestionMap } from '../QuestionMap'
import { QuizSession, useQuizData } from '../session'
import { questionPanel, quizHeader, quizTitle, wrappingButton } from '../styles'
import { useFocusOnChange } from '../useFocusOnChange'
import { BookmarkButton } from './BookmarkButton'
import { Feedback } from './Feedback'
import { ReportQuestion } from './ReportQuestion'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.subtle',
  borderRadius: 'control',
  p: '4',
})

type Props = { onRetry: (questionId: number) => void }

/** Answers with their marks and explanations, one question at a time; any question can be tried again. */
export function ReviewView({ onRetry }: Props) {
  const { quiz, questionIds, questionOf, numberOf } = useQuizData()
  const session = QuizSession.useActorRef()
  const index = QuizSession.useSelector((s) => s.context.currentIndex)
  const score = QuizSession.useSelector(selectScore, (a, b) => a.marks === b.marks && a.max === b.max)
  const questionId = questionIds[index]
  const question = questionOf(questionId)
  const evaluation = QuizSession.useSelector((s) => evaluationFor(s.context, questionId))
  const explanation = QuizSession.useSelector((s) =>
    evaluation ? selectExplanation(evaluation.id)(s) : null,
  )
  const stored = quiz.evaluations.find((e) => e.question_id === questionId)
  const headingId = useId()
  // Focus follows navigation, so keyboard and screen-reader users land on the new question.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index)

  const retry = useMutation({
    mutationFn: () => clearSubmission(quiz.id, evaluation!.id),
    onSuccess: () => onRetry(questionId),
  })
  const given = answerText(question, null, evaluation)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header className={quizHeader}>
        <h1 className={quizTitle}>Review: {quiz.title}</h1>
        <p className={css({ fontSize: 'lg', fontWeight: '650' })}>
          Score: {score.marks} out of {score.max ?? '?'} marks
          {score.percent !== null ? ` (${score.percent}%)` : ''}
        </p>
        <QuestionMap />
      </header>
      <section aria-labelledby={headingId} className={questionPanel}>
        <QuestionBody
          key={questionId}
          question={question}
          number={numberOf(questionId)}
          total={quiz.questions.length}
          headingRef={headingRef}
          headingId={headingId}
        >
          <div className={box}>
            <p>
              <span className={css({ fontWeight: '700' })}>Your answer: </span>
              {given ? (
                <MathText text={given} />
              ) : (
                <span className={css({ color: 'fg.muted' })}>no answer</span>
              )}
            </p>
            {evaluation?.method_answer ? (
              <p>
                <span className={css({ fontWeight: '700' })}>Your working: </span>
                {evaluation.method_answer}
              </p>
            ) : null}
            {stored?.audio_url ? (
              // biome-ignore lint/a11y/useMediaCaption: the child's own recording has no transcript
              <audio controls src={stored.audio_url} aria-label="Your recording" />
            ) : null}
            {stored?.file_url ? (
              <img
                src={stored.file_url}
                alt="Your handwritten working"
                className={css({ maxWidth: '20rem' })}
              />
            ) : null}
            <div>
              <MarkChip evaluation={evaluation} waiting="Not marked yet" />
            </div>
            {evaluation?.hints_used ? (
              <p className={css({ color: 'fg.muted' })}>
                Used {evaluation.hints_used} {evaluation.hints_used === 1 ? 'hint' : 'hints'}
              </p>
            ) : null}
          </div>
          <AttemptHistory question={question} evaluation={evaluation} />
          {explanation ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h3 className={css({ fontSize: 'lg' })}>Explanation</h3>
              <Markdown text={explanation} />
            </div>
          ) : null}
          {evaluation && stored ? (
            <Feedback
              key={evaluation.id}
              quizId={quiz.id}
              evaluationId={evaluation.id}
              liked={stored.liked}
              disliked={stored.disliked}
            />
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            {/* Full marks: nothing to try again. */}
            {evaluation && !evaluation.is_full_marks ? (
              <Button
                variant="outline"
                className={wrappingButton}
                loading={retry.isPending}
                loadingText="Getting it ready…"
                onClick={() => retry.mutate()}
              >
                <RotateCcw aria-hidden="true" />
                Try this question again
              </Button>
            ) : null}
            {evaluation ? <BookmarkButton evaluationId={evaluation.id} /> : null}
            <ReportQuestion key={questionId} questionId={questionId} number={numberOf(questionId)} />
          </div>
          {retry.isError ? (
            <p role="alert" className={css({ color: 'danger.fg' })}>
              {messageOf(retry.error)}
            </p>
          ) : null}
        </QuestionBody>
      </section>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {index > 0 ? (
          <Button variant="outline" onClick={() => session.send({ type: 'quiz.previous' })}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
        ) : null}
        {index < questionIds.length - 1 ? (
          <Button onClick={() => session.send({ type: 'quiz.next' })}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  )
}
