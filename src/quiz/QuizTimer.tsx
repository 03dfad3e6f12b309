import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css, cx } from '../../styled-system/css'
import { chip } from '../../styled-system/recipes'
import { QuizSession } from './session'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/**
 * Time left of a timed worksheet, counted from the server's start (the session was given what is left). The
 * session decides the moments: one minute left (said once, politely) and time up, when a test is handed in and
 * practice only says so (ADR 0064).
 */
export function QuizTimer({ seconds, practice }: { seconds: number; practice: boolean }) {
  const [startedAt] = useState(() => Date.now())
  const [left, setLeft] = useState(seconds)
  const oneMinuteLeft = QuizSession.useSelector((s) => s.context.oneMinuteLeft)
  const timeUp = QuizSession.useSelector((s) => s.context.timeUp)

  useEffect(() => {
    const timer = setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)))
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, startedAt])

  const lastMinute = oneMinuteLeft && !timeUp
  return (
    <>
      <p
        role="timer"
        aria-label="Time left"
        className={cx(
          chip({ tone: lastMinute ? 'warning' : 'neutral' }),
          css({ fontSize: 'md', fontVariantNumeric: 'tabular-nums' }),
        )}
      >
        <Clock aria-hidden="true" />
        {timeUp ? 'Goal time reached' : `${clock(left)} left${lastMinute ? ' — nearly time!' : ''}`}
      </p>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {timeUp
          ? 'Your goal time is up. Keep going: nobody is watching the clock.'
          : oneMinuteLeft
            ? practice
              ? 'One minute left of your goal time. Nothing is handed in when it runs out.'
              : 'One minute left. Your answers are handed in when the time is up.'
            : ''}
      </p>
    </>
  )
}
