import { Link } from '@tanstack/react-router'
import { Clock, Sparkles, Star } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { selectScore } from '../../machines/quizSession.machine'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { RewardMoments } from '../rewards/RewardMoments'
import { Button } from '../ui/Button'
import { LevelBar } from './LevelBar'
import { durationText } from './marks'
import { scoreBand } from './scoreBands'
import { QuizSession, useQuizData } from './session'

const stat = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'lg',
  fontWeight: '700',
  '& svg': { width: '6', height: '6', color: 'brand.accent' },
})

type Props = { onReview: () => void }

/** The end of marking: score, time spent, XP earned, and where to go next. Focus lands on its heading. */
export function ResultSummary({ onReview }: Props) {
  const { mode } = useQuizData()
  const summary = QuizSession.useSelector((s) => s.context.summary)
  const score = QuizSession.useSelector(selectScore, (a, b) => a.marks === b.marks && a.max === b.max)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const band = scoreBand(score.percent)
  return (
    <section
      aria-labelledby="result-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        bg: 'bg.surface',
        borderRadius: 'card',
        borderWidth: '2px',
        borderColor: 'brand.accent',
        p: { base: '5', md: '8' },
      })}
    >
      <h2
        id="result-title"
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: '2xl', fontWeight: '800', outline: 'none' })}
      >
        {band.heading}
      </h2>
      <p className={css({ fontSize: 'lg' })}>{band.line}</p>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: { base: '3', md: '8' },
          listStyle: 'none',
          p: '0',
        })}
      >
        <li className={stat}>
          <Star aria-hidden="true" />
          Score: {score.marks} out of {score.max ?? '?'} marks
          {score.percent !== null ? ` (${score.percent}%)` : ''}
        </li>
        {summary ? (
          <li className={stat}>
            <Clock aria-hidden="true" />
            Time spent: {durationText(summary.time_spent)}
          </li>
        ) : null}
        {summary ? (
          <li className={stat}>
            <Sparkles aria-hidden="true" />
            {summary.xp_earned > 0 ? `You earned ${summary.xp_earned} XP` : 'No new XP this time'}
          </li>
        ) : null}
      </ul>
      {summary ? <LevelBar xpEarned={summary.xp_earned} /> : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button onClick={onReview}>{mode === 'retry' ? 'Back to review' : 'Review answers'}</Button>
        <Link to="/student/library" className={button({ variant: 'outline' })}>
          Back to library
        </Link>
      </div>
      <RewardMoments />
    </section>
  )
}
