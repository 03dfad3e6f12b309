import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { link } from '../../../../../../styled-system/recipes'
import { sessionLogQueryOptions } from '../../../../../devtools/session-logs'
import { pageContainer, pageTitle } from '../../../../-components/styles'
import { EntriesTable } from './EntriesTable'
import { dateTime, machinesOf, recordedFor } from './format'
import { ReplayCommand } from './ReplayCommand'
import { ReplayPanel } from './ReplayPanel'
import type { ReplayCheck } from './replay-check'

/** Staff page: one recorded session, its entries, a replay check in the page and how to replay it elsewhere. */
export function SessionLogPage({ id }: { id: number }) {
  const { data: log } = useSuspenseQuery(sessionLogQueryOptions(id))
  const [check, setCheck] = useState<ReplayCheck | null>(null)
  const facts: [string, string][] = [
    ['Who', recordedFor(log)],
    ['Started', dateTime(log.started_at)],
    ['Last entries arrived', dateTime(log.updated_at)],
    ['Deleted after', dateTime(log.expires_at)],
    ['Entries', String(log.entry_count)],
    ['Server', log.environment],
  ]
  return (
    <div className={`${pageContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '8' })}`}>
      <div>
        <Link to="/admin/session-logs" className={link()}>
          All recordings
        </Link>
        <h1 className={`${pageTitle} ${css({ mt: '3' })}`}>Recording #{log.id}</h1>
        <dl className={facts$}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{term}</dt>
              <dd className={css({ fontWeight: '650' })}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={css({ mt: '4' })}>
          Machines:{' '}
          {machinesOf(log.actors).map((machine, index) => (
            <span key={machine}>
              {index ? ', ' : null}
              <span className={css({ fontFamily: 'mono' })}>{machine}</span>
            </span>
          ))}
          . Their charts are on the{' '}
          <Link to="/admin/flows" className={link()}>
            Flows page
          </Link>
          .
        </p>
      </div>
      <ReplayCommand log={log} />
      <ReplayPanel log={log} check={check} onCheck={setCheck} />
      <EntriesTable entries={log.entries} steps={check?.bySeq ?? null} />
    </div>
  )
}

const facts$ = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  mt: '4',
})
