import { Link } from '@tanstack/react-router'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { lead, narrowContainer, pageTitle } from '../routes/-components/styles'
import { singaporeToday } from './dates'
import { demoLeaderboard } from './demo'
import { LeaderboardView } from './LeaderboardView'

/** /demo/leaderboard: how leagues work, with made-up children (no account, nothing sent anywhere). */
export function DemoLeaderboardPage() {
  const today = singaporeToday()
  return (
    <div className={`${narrowContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '5' })}`}>
      <div>
        <h1 className={pageTitle}>Demo leaderboard</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>
          Every week, children at the same level race in a league of about 30 for points. The best move up
          from Bronze to Silver to Gold. These demo children are made up; a demo league lasts 7 days.
        </p>
      </div>
      <LeaderboardView board={demoLeaderboard(today)} today={today} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link to="/demo/guided-demo" className={button()}>
          Try the guided demo
        </Link>
        <Link to="/academy/signup" className={button({ variant: 'outline' })}>
          Make an account
        </Link>
      </div>
    </div>
  )
}
