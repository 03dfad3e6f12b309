import type { SnapshotFrom } from 'xstate'
import type { MarkingInboxEvent, markingInboxMachine } from '../../../machines/markingInbox.machine'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextareaField, TextField } from '../../ui/Field'
import { muted } from '../states'
import { SHORTCUTS } from './useMarkingKeys'

type Props = {
  snapshot: SnapshotFrom<typeof markingInboxMachine>
  maxScore: number
  send: (event: MarkingInboxEvent) => void
}

/** Marks, a comment, and what to do next; the keys that do the same are listed under them. */
export function MarksForm({ snapshot, maxScore, send }: Props) {
  const { context } = snapshot
  const saving = snapshot.matches('saving')
  return (
    <form
      noValidate
      aria-label="Marks and comment"
      className={css({ display: 'grid', gap: '3', maxWidth: '44rem' })}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: 'inbox.save' })
      }}
    >
      <div className={css({ maxWidth: '18rem' })}>
        <TextField
          label={`Marks (0 to ${maxScore})`}
          inputMode="decimal"
          autoComplete="off"
          value={context.marks}
          error={context.marksError}
          disabled={saving}
          onChange={(e) => send({ type: 'inbox.setMarks', marks: e.target.value })}
        />
      </div>
      <TextareaField
        label="Comment for the student (optional)"
        hint="It replaces the marker's explanation."
        rows={3}
        value={context.comment}
        disabled={saving}
        onChange={(e) => send({ type: 'inbox.setComment', comment: e.target.value })}
      />
      {snapshot.matches('saveFailed') ? (
        <Alert status="danger" title="The marks were not saved">
          <p>{context.error}</p>
          <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'inbox.retry' })}>
              Try again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'inbox.edit' })}>
              Change the marks
            </Button>
          </div>
        </Alert>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          type="submit"
          loading={saving}
          loadingText="Saving…"
          disabled={snapshot.matches('saveFailed')}
        >
          Save &amp; next
        </Button>
        <Button variant="outline" disabled={saving} onClick={() => send({ type: 'inbox.skip' })}>
          Skip
        </Button>
        <Button variant="ghost" disabled={saving} onClick={() => send({ type: 'inbox.previous' })}>
          Previous
        </Button>
        <Button variant="ghost" disabled={saving} onClick={() => send({ type: 'inbox.next' })}>
          Next
        </Button>
      </div>
      <p
        className={`${muted} ${css({ fontSize: 'sm', display: 'flex', flexWrap: 'wrap', rowGap: '1', columnGap: '3' })}`}
      >
        <span className={css({ srOnly: true })}>Keyboard shortcuts: </span>
        {SHORTCUTS.map(([keys, what]) => (
          <span key={keys} className={css({ whiteSpace: 'nowrap' })}>
            <kbd className={kbd}>{keys}</kbd> {what}
          </span>
        ))}
      </p>
    </form>
  )
}

const kbd = css({
  px: '1.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  fontFamily: 'mono',
  fontSize: 'xs',
})
