import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css, cx } from '../../styled-system/css'
import { chip } from '../../styled-system/recipes'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

/** What is said aloud, politely, at these points; the clock itself is not read every second. */
function announcementAt(left: number): string | null {
  if (left === 300) return 'Five minutes left.'
  if (left === 60) return 'One minute left. Your answers are handed in when the time is up.'
  return null
}

/** Time left of a timed worksheet; the session hands the answers in when it reaches zero. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const [startedAt] = useState(() => Date.now())
  const [left, setLeft] = useState(seconds)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000))
      setLeft(next)
      const said = announcementAt(next)
      if (said) setAnnouncement(said)
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, startedAt])

  const lastMinute = left <= 60
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
        {clock(left)} left{lastMinute ? ' — nearly time!' : ''}
      </p>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </>
  )
}
