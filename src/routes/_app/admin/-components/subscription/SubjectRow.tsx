import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import {
  activateSubject,
  deactivateSubject,
  type SubjectAccess,
  type SubjectTarget,
} from '../../../../../api/admin-subscriptions'
import { messageOf } from '../../../../../api/errors'
import { Button } from '../../../../../ui/Button'
import { AccessBadge } from './AccessBadge'
import { DeactivateDialog } from './DeactivateDialog'
import { outcomeOf } from './outcome'
import { TieDialog } from './TieDialog'

type Props = { parentId: number; childName: string; subject: SubjectAccess }

const rowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '8rem minmax(0, 1fr) auto' },
  gap: { base: '2', md: '4' },
  alignItems: 'center',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0' },
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: { md: 'flex-end' } })

/** A subject's access for one child, with Activate / Deactivate / Tie to a card subscription. */
export function SubjectRow({ parentId, childName, subject }: Props) {
  const target: SubjectTarget = { parentId, childId: subject.child_id, subjectId: subject.subject_id }
  const [dialog, setDialog] = useState<'deactivate' | 'tie' | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const done = (action: 'activate' | 'deactivate' | 'tie') => (state: SubjectAccess) => {
    setDialog(null)
    setNote(outcomeOf(action, state, childName))
    // An earlier failed activation no longer describes the subject.
    if (action !== 'activate') activate.reset()
  }
  const activate = useMutation({ mutationFn: () => activateSubject(target), onSuccess: done('activate') })
  const deactivate = useMutation({
    mutationFn: () => deactivateSubject(target),
    onSuccess: done('deactivate'),
  })
  const label = `${subject.subject_name} for ${childName}`
  return (
    <li className={rowStyle}>
      <span className={css({ fontWeight: '700' })}>{subject.subject_name}</span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
        <AccessBadge subject={subject} />
        {activate.isError ? (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {messageOf(activate.error)}
          </p>
        ) : note ? (
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {note}
          </p>
        ) : null}
      </div>
      <div className={actions}>
        {subject.access === 'inactive' ? (
          <Button
            size="sm"
            aria-label={`Activate ${label}`}
            loading={activate.isPending}
            loadingText="Activating…"
            onClick={() => {
              setNote(null)
              activate.mutate()
            }}
          >
            Activate
          </Button>
        ) : null}
        {subject.access === 'active' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Deactivate ${label}`}
            onClick={() => setDialog('deactivate')}
          >
            Deactivate
          </Button>
        ) : null}
        {subject.access !== 'stripe' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Tie ${label} to a card subscription`}
            onClick={() => setDialog('tie')}
          >
            Tie to a card subscription
          </Button>
        ) : null}
      </div>
      <DeactivateDialog
        open={dialog === 'deactivate'}
        subject={subject.subject_name}
        childName={childName}
        pending={deactivate.isPending}
        error={deactivate.error}
        onConfirm={() => deactivate.mutate()}
        onClose={() => {
          setDialog(null)
          deactivate.reset()
        }}
      />
      {dialog === 'tie' ? (
        <TieDialog
          target={target}
          subject={subject.subject_name}
          childName={childName}
          onTied={done('tie')}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </li>
  )
}
