import { ArrowLeft, ArrowRight, Send } from 'lucide-react'
import { useEffect, useId } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { AnswerArea } from './AnswerArea'
import { ConfirmSubmit } from './ConfirmSubmit'
import { Encouragement } from './Encouragement'
import { HeartMeter, LastHeartWarning, OutOfHearts, useQuizHearts } from './Hearts'
import { PracticeCheck } from './PracticeCheck'
import { QuestionBody } from './QuestionBody'
import { QuestionMap } from './QuestionMap'
import { QuizTimer } from './QuizTimer'
import { SaveStatus } from './SaveStatus'
import { QuizSession, useQuizData } from './session'
import { questionPanel, quizHeader, quizTitle } from './styles'
import { useFocusOnChange } from './useFocusOnChange'

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

/** One question at a time, the question map, the timer and the autosave state. */
export function AnsweringView() {
  const { quiz, questionOf, numberOf, questionIds, mode, practice, questionClock } = useQuizData()
  const session = QuizSession.useActorRef()
  const index = QuizSession.useSelector((s) => s.context.currentIndex)
  const timeLimit = QuizSession.useSelector((s) => s.context.timeLimitSeconds)
  // Lite (issue 14 item 8): hearts in sight, a word before the last, and no hand-in that cannot work.
  const hearts = useQuizHearts()
  const outOfHearts = hearts?.hearts === 0
  const headingId = useId()
  // Focus follows navigation, so keyboard and screen-reader users land on the new question.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(index)
  const questionId = questionIds[index]
  const isLast = index === questionIds.length - 1
  // Time on each question is counted while it is on screen, and sent with its answer.
  useEffect(() => {
    questionClock.enter(questionId)
    return () => questionClock.enter(null)
  }, [questionClock, questionId])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header className={quizHeader}>
        <h1 className={quizTitle}>{mode === 'retry' ? `Try again: ${quiz.title}` : quiz.title}</h1>
        <div className={bar}>
          {timeLimit !== null ? <QuizTimer seconds={timeLimit} practice={practice} /> : null}
          {hearts ? <HeartMeter hearts={hearts} /> : null}
          <SaveStatus />
        </div>
        {hearts ? <LastHeartWarning hearts={hearts} practice={practice} /> : null}
        {outOfHearts && hearts ? <OutOfHearts hearts={hearts} /> : null}
        {questionIds.length > 1 ? <QuestionMap /> : null}
      </header>
      <section aria-labelledby={headingId} className={questionPanel}>
        <QuestionBody
          key={questionId}
          question={questionOf(questionId)}
          number={numberOf(questionId)}
          total={quiz.questions.length}
          headingRef={headingRef}
          headingId={headingId}
        >
          <AnswerArea question={questionOf(questionId)} />
          {practice ? <PracticeCheck questionId={questionId} /> : null}
        </QuestionBody>
      </section>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })}>
        <div className={bar}>
          {index > 0 ? (
            <Button variant="outline" onClick={() => session.send({ type: 'quiz.previous' })}>
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
          ) : null}
          {!isLast ? (
            <Button onClick={() => session.send({ type: 'quiz.next' })}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {outOfHearts ? null : (
          <Button
            variant={isLast ? 'solid' : 'outline'}
            onClick={() => session.send({ type: 'quiz.submit' })}
          >
            <Send aria-hidden="true" />
            Submit answers
          </Button>
        )}
      </div>
      <Encouragement />
      <ConfirmSubmit />
    </div>
  )
}
