import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { refreshAccess } from '../../../../../api/access'
import { childrenQueryOptions } from '../../../../../api/children'
import { ApiError, messageOf } from '../../../../../api/errors'
import { activateLite } from '../../../../../api/lite'
import { authActor } from '../../../../../auth/actor'
import { roleNameOf } from '../../../../../auth/roles'
import { useSessionUser } from '../../../../../auth/session'
import { Alert } from '../../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { lead, pageTitle } from '../../../../-components/styles'
import { ChildChoice } from './ChildChoice'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '46rem' })

/** PATCH /users/redeem-free-tier-access: a student for themselves, a parent for one of their children. */
export function ActivateLitePage() {
  const user = useSessionUser()
  const isParent = user ? roleNameOf(user) === 'parent' : false
  const children = useQuery({ ...childrenQueryOptions(), enabled: isParent })
  const queryClient = useQueryClient()
  const [childId, setChildId] = useState<number | null>(null)
  const [missingChild, setMissingChild] = useState(false)
  const activation = useMutation({
    mutationFn: (studentId?: number) => activateLite(studentId),
    onSuccess: () => {
      if (user && !isParent)
        authActor.send({ type: 'auth.userUpdated', user: { ...user, is_free_tier: true } })
      void refreshAccess(queryClient)
    },
  })
  const options = children.data ?? []
  // 409: the account already has Lite or unlocked subjects; nothing went wrong.
  const alreadyDone = activation.error instanceof ApiError && activation.error.status === 409
  const chosen = options.find((c) => c.id === childId)
  const who = isParent ? (chosen?.first_name ?? 'your child') : 'you'

  if (activation.isSuccess)
    return (
      <div className={stack}>
        <h1 className={pageTitle}>Lantern Lite is on</h1>
        <Alert status="success" title={isParent ? `Lite is ready for ${who}` : 'Lite is ready for you!'}>
          {isParent
            ? `${who} can now try 3 worksheets in every subject of their level and read all the notes. Ask them to log in with their username.`
            : 'You can now try 3 worksheets in every subject and read all the notes. Have fun!'}
        </Alert>
        <div>
          <ButtonLink to={isParent ? '/academy/dashboard' : '/student/library'}>
            {isParent ? 'Back to my family' : 'Go to my worksheets'}
          </ButtonLink>
        </div>
      </div>
    )

  return (
    <div className={stack}>
      <div>
        <h1 className={pageTitle}>Turn on Lantern Lite</h1>
        <p className={`${lead} ${css({ mt: '2' })}`}>
          Lite is free: 3 worksheets in every subject at {isParent ? "your child's" : 'your'} level, all the
          notes, and 5 hearts that refill one every 30 minutes. No card needed.
        </p>
      </div>
      <Card.Root as="section" aria-label="Turn on Lite">
        <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {isParent && children.isPending ? <p>Loading your children…</p> : null}
          {isParent && children.isError ? <Alert status="danger">{messageOf(children.error)}</Alert> : null}
          {isParent && children.isSuccess && options.length === 0 ? (
            <Alert status="info" title="Add your child first">
              Lite is for a child's account. Create one and Lite is switched on for it straight away.
              <div className={css({ mt: '3' })}>
                <ButtonLink to="/academy/lite-create-child-account" size="sm">
                  Create a Lite account for my child
                </ButtonLink>
              </div>
            </Alert>
          ) : null}
          {isParent && options.length > 0 ? (
            <ChildChoice
              legend="Which child gets Lantern Lite?"
              liteNote="has Lite already"
              options={options}
              value={childId}
              onChange={(id) => {
                setChildId(id)
                setMissingChild(false)
                activation.reset()
              }}
            />
          ) : null}
          {missingChild ? <Alert status="danger">Choose the child who gets Lantern Lite.</Alert> : null}
          {!isParent && user?.is_free_tier ? (
            <Alert status="info" title="You already have Lantern Lite">
              Your free worksheets are waiting in your library.
            </Alert>
          ) : null}
          {activation.isError ? (
            <Alert
              status={alreadyDone ? 'info' : 'danger'}
              title={alreadyDone ? 'Nothing to change' : 'Lite was not turned on'}
            >
              {messageOf(activation.error)}
            </Alert>
          ) : null}
          {!isParent && user?.is_free_tier ? (
            <div>
              <ButtonLink to="/student/library">Go to my worksheets</ButtonLink>
            </div>
          ) : null}
          {(!isParent && !user?.is_free_tier) || options.length > 0 ? (
            <div>
              <Button
                loading={activation.isPending}
                loadingText="Turning on…"
                onClick={() => {
                  if (!isParent) return activation.mutate(undefined)
                  if (!chosen) return setMissingChild(true)
                  activation.mutate(chosen.id)
                }}
              >
                {isParent
                  ? chosen
                    ? `Turn on Lite for ${chosen.first_name}`
                    : 'Turn on Lite'
                  : 'Turn on Lite for me'}
              </Button>
            </div>
          ) : null}
        </Card.Body>
      </Card.Root>
    </div>
  )
}
