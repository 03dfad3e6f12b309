import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SESSION_LOG_LIMITS } from '../../../../../../contracts/session-log-limits'
import { css } from '../../../../../../styled-system/css'
import { link } from '../../../../../../styled-system/recipes'
import { type SessionLogSummary, sessionLogsQueryOptions } from '../../../../../devtools/session-logs'
import { Cell } from '../../../../../ui/TableCell'
import { lead, pageContainer, pageTitle } from '../../../../-components/styles'
import { dateTime, machinesOf, recordedFor } from './format'
import { muted, nowrap, table, tableScroller } from './styles'

/** Staff page: the recorded sessions of the last 30 days, newest first, a page at a time. */
export function SessionLogsPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(sessionLogsQueryOptions(page))
  const pages = Math.max(1, Math.ceil(data.total_count / data.size))
  return (
    <div className={pageContainer}>
      <h1 className={pageTitle}>Recordings</h1>
      <p className={`${lead} ${css({ mt: '2', mb: '6' })}`}>
        Sessions recorded in the last {SESSION_LOG_LIMITS.keepDays} days, newest first: what the app’s
        machines did, step by step, with nothing anyone typed. Open one to read it and check that it replays.
      </p>
      {data.items.length === 0 ? (
        <p role="status" className={muted}>
          {page > 1 ? 'There are no recordings on this page.' : 'No sessions have been recorded yet.'}
        </p>
      ) : (
        <LogTable logs={data.items} />
      )}
      {pages > 1 || page > 1 ? <Pager page={page} pages={pages} total={data.total_count} /> : null}
    </div>
  )
}

function LogTable({ logs }: { logs: SessionLogSummary[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Recordings">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Recording</th>
            <th scope="col">Who</th>
            <th scope="col">Started</th>
            <th scope="col">Entries</th>
            <th scope="col">Machines</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <Cell label="Recording">
                <Link to="/admin/session-logs/$logId" params={{ logId: String(log.id) }} className={link()}>
                  #{log.id}
                </Link>
              </Cell>
              <Cell label="Who">{recordedFor(log)}</Cell>
              <Cell label="Started" className={nowrap}>
                {dateTime(log.started_at)}
              </Cell>
              <Cell label="Entries">{log.entry_count}</Cell>
              <Cell label="Machines">{machinesOf(log.actors).join(', ')}</Cell>
              <Cell label="Expires" className={nowrap}>
                {dateTime(log.expires_at)}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  return (
    <nav aria-label="Pages of recordings" className={css({ display: 'flex', gap: '4', mt: '4' })}>
      {page > 1 ? (
        <Link to="/admin/session-logs" search={{ page: page > 2 ? page - 1 : undefined }} className={link()}>
          Newer
        </Link>
      ) : null}
      <span className={muted}>
        Page {page} of {pages} ({total} recordings)
      </span>
      {page < pages ? (
        <Link to="/admin/session-logs" search={{ page: page + 1 }} className={link()}>
          Older
        </Link>
      ) : null}
    </nav>
  )
}
