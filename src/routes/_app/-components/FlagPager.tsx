import { css } from '../../../../styled-system/css'
import { Button } from '../../../ui/Button'

type Props = {
  page: number
  total: number
  size: number
  onPage: (page: number) => void
  label: string
  /** False when the page is filtered after reading, so the server's count is not what the reader sees. */
  counted?: boolean
}

/** Newer / older pages of flags (newest first); nothing when one page holds them all. */
export function FlagPager({ page, total, size, onPage, label, counted = true }: Props) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1 && page <= 1) return null
  return (
    <nav
      aria-label={label}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Page {page} of {pages}
        {counted ? ` (${total} ${total === 1 ? 'message' : 'messages'})` : null}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </nav>
  )
}
