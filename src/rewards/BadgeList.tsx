import { useQuery } from '@tanstack/react-query'
import { css } from '../../styled-system/css'
import { badgesQueryOptions } from '../api/rewards'
import { useSessionUser } from '../auth/session'
import { emptyBox } from '../routes/_app/student/-components/StudentPage'
import { QueryStatus } from './QueryStatus'
import { RewardGrid } from './RewardTile'

/** The badges earned, then those still to earn with what earns each. */
export function BadgeList() {
  const userId = useSessionUser()?.id ?? 0
  const query = useQuery({ ...badgesQueryOptions(userId), enabled: userId > 0 })
  const badges = query.data?.badges ?? []
  const earned = badges.filter((b) => b.earned)
  const toEarn = badges.filter((b) => !b.earned)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <QueryStatus query={query} loading="Loading your badges" failure="Your badges did not load" />
      {query.data && badges.length === 0 ? (
        <div className={emptyBox}>
          <p>There are no badges yet. Check back soon!</p>
        </div>
      ) : null}
      {query.data && badges.length > 0 ? (
        <>
          <section
            aria-labelledby="badges-earned"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id="badges-earned" className={css({ fontSize: '2xl', fontWeight: '800' })}>
              Earned ({earned.length})
            </h2>
            {earned.length ? (
              <RewardGrid rewards={earned} />
            ) : (
              <p className={css({ color: 'fg.muted' })}>
                None yet. Finish your first worksheet to earn your first badge!
              </p>
            )}
          </section>
          {toEarn.length ? (
            <section
              aria-labelledby="badges-to-earn"
              className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
            >
              <h2 id="badges-to-earn" className={css({ fontSize: '2xl', fontWeight: '800' })}>
                Still to earn ({toEarn.length})
              </h2>
              <RewardGrid rewards={toEarn} />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
