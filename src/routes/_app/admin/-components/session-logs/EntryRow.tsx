import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import type { LogValue, SessionLogEntry } from '../../../../../../contracts/session-logs'
import { css } from '../../../../../../styled-system/css'
import { type ReplayStep, show } from '../../../../../devtools/replay/replay'
import { Cell } from '../../../../../ui/TableCell'
import { offset } from './format'
import { json, mono, muted, nowrap } from './styles'

/** `step` is undefined before the replay is checked, null for an entry the replay did not reach. */
export function EntryRow({ entry, step }: { entry: SessionLogEntry; step: ReplayStep | null | undefined }) {
  return (
    <tr aria-label={`Entry ${entry.seq}`}>
      <Cell label="Time" className={`${mono} ${nowrap}`}>
        {offset(entry.at)}
      </Cell>
      <Cell label="Actor" className={`${mono} ${nowrap}`}>
        {entry.actor}
      </Cell>
      <Cell label="Event">
        {entry.kind === 'event' ? null : <span className={kind}>{entry.kind}</span>}
        <span className={mono}>
          <Dotted text={entry.event.type} />
        </span>
        {entry.event.data === undefined ? null : <EventData data={entry.event.data} />}
      </Cell>
      <Cell label="Sent by" className={mono}>
        {entry.from === 'child' ? `child ${entry.child ?? ''}` : entry.from}
      </Cell>
      <Cell label="State after" className={mono}>
        <StateLink machine={entry.machine} state={show(entry.value)} />
        {entry.status === 'active' ? null : <span className={muted}> ({entry.status})</span>}
      </Cell>
      {step === undefined ? null : <ReplayMark step={step} />}
    </tr>
  )
}

/** A state of one region links to the machine's chart on the flows page, opened at that state. */
function StateLink({ machine, state }: { machine: string; state: string }) {
  if (!/^[\w.-]+$/.test(state)) return <Dotted text={state} />
  return (
    <Link to="/admin/flows" search={{ machine, state }} title={`${state} on the chart of ${machine}`}>
      <Dotted text={state} />
    </Link>
  )
}

/**
 * Event types and state paths (`xstate.after.autosaveMs.quizSession.attempting.answering.dirty`) may wrap after
 * their dots, so the table fits beside the replay's marks instead of pushing them out of sight.
 */
function Dotted({ text }: { text: string }) {
  const parts = text.split('.')
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ))
}

const PREVIEW = 80

/** An event's redacted data; a long one (a start's whole input) folds away behind its first characters. */
function EventData({ data }: { data: LogValue }) {
  const text = JSON.stringify(data)
  if (text.length <= PREVIEW) return <code className={`${json} ${css({ display: 'block' })}`}>{text}</code>
  return (
    <details>
      <summary className={`${json} ${css({ cursor: 'pointer' })}`}>{text.slice(0, PREVIEW)}…</summary>
      <code className={json}>{text}</code>
    </details>
  )
}

function ReplayMark({ step }: { step: ReplayStep | null }) {
  if (!step)
    return (
      <Cell label="Replay" className={muted}>
        not replayed: its actor stopped at a difference
      </Cell>
    )
  if (step.ok)
    return (
      <Cell label="Replay" aria-label="Replayed the same">
        ✓
      </Cell>
    )
  return (
    <Cell label="Replay" className={css({ color: 'danger.fg' })}>
      ✗ <span className={mono}>{step.problem}</span>
    </Cell>
  )
}

const kind = css({
  display: 'inline-block',
  me: '1',
  px: '1.5',
  borderRadius: 'sm',
  bg: 'info.bg',
  color: 'info.fg',
  fontSize: 'xs',
  fontWeight: '700',
})
