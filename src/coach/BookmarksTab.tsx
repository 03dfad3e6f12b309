import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LIMITS } from '../../contracts/constants'
import { css } from '../../styled-system/css'
import { bookmarksQueryOptions } from '../api/chat'
import { messageOf } from '../api/errors'
import { formatDate } from '../dates'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { ChatMarkdown } from './Markdown'
import { coachBubble, messageColumn, mutedText, rowBetween } from './styles'

/** The messages the student bookmarked, newest bookmark first (GET /chat?type=bookmarked), a page at a time. */
export function BookmarksTab() {
  const [page, setPage] = useState(1)
  const query = useQuery(bookmarksQueryOptions(page))
  if (query.isPending) return <Spinner label="Loading your bookmarks" />
  if (query.isError)
    return (
      <Alert status="danger" title="Your bookmarks could not be loaded.">
        {messageOf(query.error)}{' '}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  const { items, total_count } = query.data
  const pages = Math.ceil(total_count / LIMITS.CHAT_PAGE_SIZE)
  if (!items.length)
    return (
      <p className={mutedText}>Nothing bookmarked yet. Press the bookmark under a reply to keep it here.</p>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ol className={messageColumn}>
        {items.map((m) => (
          <li key={m.id} className={coachBubble} style={{ maxWidth: '100%' }}>
            <p className={mutedText}>
              {m.from_user ? 'You' : 'Coach'} · {formatDate(m.created_at)}
            </p>
            <ChatMarkdown text={m.text} />
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Bookmark pages" className={rowBetween}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className={mutedText}>
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
