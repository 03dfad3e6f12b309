import { useState } from 'react'
import type { DraftErrors } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import type { EditorSend, EditorSnapshot } from './EditorFlow'

/** Every problem at once beside the buttons: on a phone the fields they belong to may be far above. */
export function problemsOf(errors: DraftErrors) {
  return [errors.title, errors.course, errors.lesson, ...Object.values(errors.sections ?? {})].filter(
    (problem, i, all): problem is string => Boolean(problem) && all.indexOf(problem) === i,
  )
}

/** The problems found, the server's reason, then "Save" and "Cancel" (which asks before losing changes). */
export function EditorActions({
  snapshot,
  send,
  saveLabel,
  onLeave,
}: {
  snapshot: EditorSnapshot
  send: EditorSend
  saveLabel: string
  onLeave: () => void
}) {
  const [asking, setAsking] = useState(false)
  const problems = problemsOf(snapshot.context.errors)
  const saving = snapshot.matches('saving')
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {problems.length ? (
        <Alert status="danger" title="Put these right before saving:">
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {snapshot.matches('failed') ? (
        <Alert status="danger" title="The lesson was not saved">
          <p>{snapshot.context.error}</p>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2' })}>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'lesson.retry' })}>
              Try again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => send({ type: 'lesson.edit' })}>
              Keep editing
            </Button>
          </div>
        </Alert>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          type="submit"
          loading={saving}
          loadingText="Saving…"
          disabled={!snapshot.matches('editing') && !saving}
        >
          {saveLabel}
        </Button>
        <Button
          variant="ghost"
          disabled={saving}
          onClick={() => (snapshot.context.dirty ? setAsking(true) : onLeave())}
        >
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        busyLabel="Leaving…"
        cancelLabel="Keep editing"
        danger
        pending={false}
        error={null}
        onConfirm={() => {
          setAsking(false)
          onLeave()
        }}
        onClose={() => setAsking(false)}
      >
        <p>Your changes to this lesson have not been saved and will be lost.</p>
      </ConfirmDialog>
    </div>
  )
}
