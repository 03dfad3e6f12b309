import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../styled-system/css'
import { collectiblesQueryOptions, themesQueryOptions } from '../api/rewards'
import { useSessionUser } from '../auth/session'
import { emptyBox } from '../routes/_app/student/-components/StudentPage'
import { QueryStatus } from './QueryStatus'
import { RewardGrid } from './RewardTile'

function ThemePage({
  userId,
  theme,
}: {
  userId: number
  theme: { id: number; name: string; description: string; total: number; earned: number }
}) {
  const query = useQuery(collectiblesQueryOptions(userId, theme.id))
  const headingId = `theme-${theme.id}`
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div>
        <h2 id={headingId} className={css({ fontSize: '2xl', fontWeight: '800' })}>
          {theme.name}
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {theme.description} You have {theme.earned} of {theme.total} stickers.
        </p>
      </div>
      <QueryStatus
        query={query}
        loading={`Loading the ${theme.name} stickers`}
        failure="Your stickers did not load"
      />
      {query.data ? <RewardGrid rewards={query.data.collectibles} /> : null}
    </section>
  )
}

/** Every theme's stickers: collected ones in colour, the rest greyed with what earns them. */
export function StickerBook() {
  const userId = useSessionUser()?.id ?? 0
  const themes = useQuery({ ...themesQueryOptions(userId), enabled: userId > 0 })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <QueryStatus
        query={themes}
        loading="Opening your sticker book"
        failure="Your sticker book did not open"
      />
      {themes.data && themes.data.themes.length === 0 ? (
        <div className={emptyBox}>
          <p className={css({ fontWeight: '700' })}>Your sticker book is still empty.</p>
          <p>New sticker pages are on their way. Until then, finish worksheets to earn badges.</p>
          <Link to="/student/library">Find a worksheet</Link>
        </div>
      ) : null}
      {themes.data?.themes.map((theme) => (
        <ThemePage key={theme.id} userId={userId} theme={theme} />
      ))}
    </div>
  )
}
