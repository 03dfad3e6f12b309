import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { messageOf } from '../api/errors'
import { leaderboardQueryOptions } from '../api/leaderboard'
import { useSessionUser } from '../auth/session'
import { pageTitle } from '../routes/-components/styles'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { singaporeToday } from './dates'
import { LeaderboardModal } from './LeaderboardModal'
import { LeaderboardView } from './LeaderboardView'

/** The student's league this week (/student/leaderboard and /student/v2/engagement/leaderboard). */
export function LeaderboardPage() {
  const user = useSessionUser()
  const id = user?.id ?? 0
  const board = useQuery({ ...leaderboardQueryOptions(id), enabled: id > 0 })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '46rem' })}>
      <div>
        <h1 className={pageTitle}>Leaderboard</h1>
        <p className={css({ color: 'fg.muted', mt: '1' })}>
          Race children at your level for points this week. Only first names and a last initial are shown.
        </p>
      </div>
      {board.isPending ? (
        <Spinner label="Loading your league" />
      ) : board.isError ? (
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
        >
          <Alert status="danger" title="Your league did not load">
            {messageOf(board.error)}
          </Alert>
          <Button onClick={() => void board.refetch()}>Try again</Button>
        </div>
      ) : (
        <LeaderboardView
          board={board.data}
          today={singaporeToday()}
          notJoined={
            <div
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                alignItems: 'flex-start',
              })}
            >
              <p>
                <strong>You have not joined this week&apos;s race yet.</strong> Finish a worksheet to earn
                points, and you will join a league of about 30 children at your level.
              </p>
              <Link to="/student/library" className={button()}>
                Find a worksheet
              </Link>
            </div>
          }
        />
      )}
      {id > 0 ? <LeaderboardModal userId={id} /> : null}
    </div>
  )
}
