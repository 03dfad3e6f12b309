import { useState } from 'react'
import type { CheckedCode } from '../../../../../../machines/activation.machine'
import { css } from '../../../../../../styled-system/css'
import { Alert } from '../../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { ChildChoice, type ChildOption } from './ChildChoice'
import { ConfirmRedeem } from './ConfirmRedeem'
import { CourseList } from './CourseList'
import { dateText, listText } from './format'

type Props = {
  checked: CheckedCode
  /** The parent's children; null for a student, who asks a parent to redeem. */
  options: ChildOption[] | null
  busy: boolean
  error: string | null
  initialChildId?: number | null
  onRedeem: (childId: number) => void
}

/** What a good code opens, and (for a parent) which child gets it. */
export function CheckedPanel({ checked, options, busy, error, initialChildId = null, onRedeem }: Props) {
  const [childId, setChildId] = useState<number | null>(
    initialChildId ?? (options?.length === 1 ? options[0].id : null),
  )
  const [confirming, setConfirming] = useState(false)
  const [missingChild, setMissingChild] = useState(false)
  const subjects = listText(checked.courses.map((c) => c.subject_name))
  const child = options?.find((c) => c.id === childId)

  return (
    <Card.Root as="section" aria-labelledby="checked-title">
      <Card.Header>
        <Card.Title id="checked-title">Code {checked.code} is ready to use</Card.Title>
        <Card.Description>
          It unlocks {subjects || 'no subjects yet'}.
          {checked.expires_at ? ` Use it by ${dateText(checked.expires_at)}.` : null}
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <CourseList courses={checked.courses} label="Subjects this code unlocks" />
        {options === null ? (
          <Alert status="info" title="Ask a parent to use this code">
            Only a parent can use a code. Ask them to log in to Lantern on their own account and enter{' '}
            {checked.code}. Then these subjects open for you.
          </Alert>
        ) : options.length === 0 ? (
          <Alert status="info" title="Add your child first">
            A code is used for one child. Create your child's account, then come back to this page.
            <div className={css({ mt: '3' })}>
              <ButtonLink to="/academy/create-child-account" size="sm">
                Add a child
              </ButtonLink>
            </div>
          </Alert>
        ) : (
          <>
            <ChildChoice
              options={options}
              value={childId}
              onChange={(id) => {
                setChildId(id)
                setMissingChild(false)
              }}
            />
            {missingChild ? <Alert status="danger">Choose the child who gets these subjects.</Alert> : null}
            {error ? <Alert status="danger">{error}</Alert> : null}
            <div>
              <Button
                loading={busy}
                loadingText="Unlocking…"
                onClick={() => (child ? setConfirming(true) : setMissingChild(true))}
              >
                {child ? `Unlock for ${child.first_name}` : 'Unlock subjects'}
              </Button>
            </div>
            {child ? (
              <ConfirmRedeem
                open={confirming}
                code={checked.code}
                childName={child.first_name}
                subjects={subjects}
                onCancel={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false)
                  onRedeem(child.id)
                }}
              />
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
