import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { mutedText } from './styles'

type Props = { hasOlder: boolean; loading: boolean; note: string | null; onLoadOlder: () => void }

/** "Earlier messages": the next page back, while page < ceil(total_count / size) (product.md §9). */
export function HistoryPager({ hasOlder, loading, note, onLoadOlder }: Props) {
  if (!hasOlder && !note) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' })}>
      {hasOlder ? (
        <Button
          size="sm"
          variant="ghost"
          loading={loading}
          loadingText="Loading earlier messages…"
          onClick={onLoadOlder}
        >
          Earlier messages
        </Button>
      ) : null}
      {note ? (
        <p className={mutedText} role="status">
          {note}
        </p>
      ) : null}
    </div>
  )
}
