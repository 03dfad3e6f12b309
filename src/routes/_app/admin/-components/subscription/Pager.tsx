import { css } from '../../../../../../styled-system/css'
import { Button } from '../../../../../ui/Button'
import { muted } from './styles'

type Props = { page: number; size: number; total: number; onPage: (page: number) => void }

/** Previous / next through a paged list, with where we are; hidden when everything fits on one page. */
export function Pager({ page, size, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1 && page <= 1) return null
  return (
    <nav
      aria-label="Pages of parents"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mt: '4' })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={muted}>
        Page {page} of {pages} ({total} parents)
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
