import { Clock, ListOrdered, Play } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { css } from '../../styled-system/css'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { durationWords } from './clock'
import { HeartMeter, OutOfHearts, useQuizHearts } from './Hearts'
import { QuizSession, useQuizData } from './session'
import { questionPanel, quizTitle } from './styles'

const fact = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'lg', fontWeight: '650' })

/**
 * "Ready?" before a timed worksheet (issue 14 item 6): how many questions and how long; the clock starts on the
 * server when the child presses Start, so nothing is counted while they read this.
 */
export function ReadyScreen() {
  const { quiz, practice } = useQuizData()
  const session = QuizSession.useActorRef()
  const starting = QuizSession.useSelector((s) => s.matches('starting'))
  const startError = QuizSession.useSelector((s) => s.context.startError)
  const hearts = useQuizHearts()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const count = quiz.questions.length
  const minutes = quiz.time_limit ?? 0
  const outOfHearts = hearts !== null && hearts.hearts === 0

  return (
    <section
      aria-labelledby="ready-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <h1 className={quizTitle}>{quiz.title}</h1>
      <div className={questionPanel}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '38rem' })}>
          <h2
            id="ready-heading"
            ref={heading}
            tabIndex={-1}
            className={css({ fontSize: '2xl', fontWeight: '800', outline: 'none' })}
          >
            Ready?
          </h2>
          <ul
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })}
          >
            <li className={fact}>
              <ListOrdered aria-hidden="true" />
              {count} {count === 1 ? 'question' : 'questions'}
            </li>
            <li className={fact}>
              <Clock aria-hidden="true" />
              {durationWords(minutes)}
            </li>
          </ul>
          {practice ? (
            <p>
              The time is a goal just for you: nobody is watching the clock, and nothing is handed in when it
              runs out. Check each answer as you go.
            </p>
          ) : (
            <p>
              The clock starts when you press Start. We tell you when one minute is left, and hand in your
              answers for you when the time is up.
            </p>
          )}
          {hearts ? <HeartMeter hearts={hearts} /> : null}
          {startError ? (
            <Alert status="danger" title="The clock did not start">
              <p>{startError} Nothing has been counted yet, so press Start again.</p>
            </Alert>
          ) : null}
          {outOfHearts ? (
            <OutOfHearts hearts={hearts} />
          ) : (
            <div>
              <Button
                size="lg"
                loading={starting}
                loadingText="Starting the clock…"
                onClick={() => session.send({ type: 'quiz.start' })}
              >
                <Play aria-hidden="true" />
                Start
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
