import { useId, useState } from 'react'
import type { SessionLogEntry } from '../../../../../../contracts/session-logs'
import { css } from '../../../../../../styled-system/css'
import type { ReplayStep } from '../../../../../devtools/replay/replay'
import { Button } from '../../../../../ui/Button'
import { EntryRow } from './EntryRow'
import { sectionTitle, table, tableScroller } from './styles'

const EVERY_ACTOR = ''
/** Rows drawn at a time: a recording holds up to 20,000 entries, too many for one table. */
const ROWS = 300

type Props = { entries: SessionLogEntry[]; steps: Map<number, ReplayStep> | null }

/** The recording's entries in order, one actor or all, each with its ✓ or ✗ once the replay has been checked. */
export function EntriesTable({ entries, steps }: Props) {
  const [actor, setActor] = useState(EVERY_ACTOR)
  const [shown, setShown] = useState(ROWS)
  const selectId = useId()
  const actors = [...new Set(entries.map((entry) => entry.actor))]
  const rows = actor === EVERY_ACTOR ? entries : entries.filter((entry) => entry.actor === actor)
  return (
    <section
      aria-labelledby="entries-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="entries-title" className={sectionTitle}>
        Entries
      </h2>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <label htmlFor={selectId} className={css({ fontWeight: '650' })}>
          Show the entries of
        </label>
        <select
          id={selectId}
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          className={select}
        >
          <option value={EVERY_ACTOR}>every actor ({entries.length})</option>
          {actors.map((name) => (
            <option key={name} value={name}>
              {name} ({entries.filter((entry) => entry.actor === name).length})
            </option>
          ))}
        </select>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className={tableScroller} tabIndex={0} aria-label="Table of entries">
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Event</th>
              <th scope="col">Sent by</th>
              <th scope="col">State after</th>
              {steps ? <th scope="col">Replay</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((entry) => (
              <EntryRow
                key={entry.seq}
                entry={entry}
                step={steps ? (steps.get(entry.seq) ?? null) : undefined}
              />
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > shown ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setShown(shown + ROWS)}>
            Show {Math.min(ROWS, rows.length - shown)} more of {rows.length - shown}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

const select = css({
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  bg: 'bg.surface',
  px: '2',
  py: '1',
  maxWidth: '100%',
})
