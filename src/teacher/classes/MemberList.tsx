import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import type { ClassDetail } from '../../api/teachers'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../ConfirmDialog'
import { fullName } from '../format'
import { Empty } from '../states'

type Person = ClassDetail['students'][number]

type Props = {
  noun: string
  className: string
  people: Person[]
  remove: UseMutationResult<ClassDetail, Error, number[]>
}

/** The class's students or teachers, each with "Remove" (asked first). */
export function MemberList({ noun, className, people, remove }: Props) {
  const [leaving, setLeaving] = useState<Person | null>(null)
  const close = () => {
    setLeaving(null)
    remove.reset()
  }
  if (people.length === 0) return <Empty>No {noun} in this class yet.</Empty>
  return (
    <>
      <ul aria-label={`${noun} in ${className}`} className={list}>
        {[...people]
          .sort((a, b) => fullName(a).localeCompare(fullName(b)))
          .map((person) => (
            <li key={person.id} className={row}>
              <span>
                {fullName(person)}{' '}
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {person.username ?? person.email ?? ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${fullName(person)}`}
                onClick={() => setLeaving(person)}
              >
                Remove
              </Button>
            </li>
          ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? `Remove ${fullName(leaving)} from ${className}?` : ''}
        confirmLabel="Remove"
        busyLabel="Removing…"
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => leaving && remove.mutate([leaving.id], { onSuccess: close })}
      >
        <p>They leave this class only: their account and work stay. You can add them again later.</p>
      </ConfirmDialog>
    </>
  )
}

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none' })
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})
