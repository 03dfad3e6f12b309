import { useCallback } from 'react'
import { evaluationFor, selectAnswer } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import type { QuizQuestion } from '../api/quiz'
import { ChoiceInput } from './inputs/ChoiceInput'
import { isFractionQuestion } from './inputs/fraction'
import { OralRecorder } from './inputs/OralRecorder'
import { PartsInput } from './inputs/PartsInput'
import { TypedAnswer } from './inputs/TypedAnswer'
import { Working } from './inputs/Working'
import { kindOf } from './kinds'
import { QuizSession, useQuizData } from './session'

const EMPTY = { value: null, selectedOptionIds: [], methodAnswer: null }

/** The inputs for one question's kind; every change goes to the session, which autosaves it. */
export function AnswerArea({ question }: { question: QuizQuestion }) {
  const session = QuizSession.useActorRef()
  const answer = QuizSession.useSelector(selectAnswer(question.id)) ?? EMPTY
  const handedIn = QuizSession.useSelector(
    (s) => evaluationFor(s.context, question.id)?.is_submitted === true,
  )
  const answerWith = useCallback(
    (change: { value?: string | null; selectedOptionIds?: number[]; methodAnswer?: string | null }) =>
      session.send({ type: 'quiz.answer', questionId: question.id, ...change }),
    [session, question.id],
  )
  const onValue = useCallback((value: string | null) => answerWith({ value }), [answerWith])
  const text = (value: string) => answerWith({ value: value === '' ? null : value })
  // Enter checks the answer in practice and goes on to the next question in a test (or once checked); on the
  // last it never hands in, so a child never hands in the whole worksheet by accident (issue 14 item 9).
  const isLast = QuizSession.useSelector((s) => s.context.currentIndex >= s.context.questionIds.length - 1)
  const { practice } = useQuizData()
  const checked = QuizSession.useSelector(
    (s) => evaluationFor(s.context, question.id)?.grading_completed === true,
  )
  const onEnter =
    practice && !checked
      ? () => session.send({ type: 'quiz.check' })
      : isLast
        ? undefined
        : () => session.send({ type: 'quiz.next' })
  const kind = kindOf(question)
  const value = answer.value ?? ''

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {handedIn ? (
        <p className={css({ color: 'fg.muted', fontWeight: '600' })}>
          This answer has been handed in and is waiting for its marks.
        </p>
      ) : null}
      {kind === 'choice' ? (
        <ChoiceInput
          name={`question-${question.id}`}
          legend="Choose one answer"
          options={question.options}
          labels={question.option_labels}
          selectedId={answer.selectedOptionIds[0] ?? null}
          // The option's text goes too: it keeps the saved draft from reading as an empty (cleared) answer.
          onChoose={(option) => answerWith({ selectedOptionIds: [option.id], value: option.text })}
          disabled={handedIn}
        />
      ) : null}
      {kind === 'number' || kind === 'text' || kind === 'open' ? (
        <TypedAnswer
          fractionBoxes={isFractionQuestion(question.text)}
          kind={kind}
          label="Your answer"
          value={value}
          onChange={text}
          disabled={handedIn}
          onEnter={onEnter}
        />
      ) : null}
      {kind === 'parts' ? (
        <PartsInput question={question} value={answer.value} onChange={onValue} disabled={handedIn} />
      ) : null}
      {kind === 'oral' ? (
        <OralRecorder questionId={question.id} onAnswer={onValue} disabled={handedIn} />
      ) : null}
      {kind === 'oral' || kind === 'choice' ? null : (
        <Working
          methodAnswer={answer.methodAnswer ?? ''}
          onMethodAnswer={(methodAnswer) =>
            answerWith({ methodAnswer: methodAnswer === '' ? null : methodAnswer })
          }
          disabled={handedIn}
        />
      )}
    </div>
  )
}
