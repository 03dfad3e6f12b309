import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { activationMachine } from '../../../../../../machines/activation.machine'
import { css } from '../../../../../../styled-system/css'
import { refreshAccess } from '../../../../../api/access'
import {
  checkActivationCode,
  forgetActivationCode,
  redeemActivationCode,
  storedActivationCode,
} from '../../../../../api/activation'
import { childrenQueryOptions } from '../../../../../api/children'
import { messageOf } from '../../../../../api/errors'
import { roleNameOf } from '../../../../../auth/roles'
import { useSessionUser } from '../../../../../auth/session'
import { observe } from '../../../../../devtools/observe'
import { useSearchParams } from '../../../../../router/useSearchParams'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { Spinner } from '../../../../../ui/Spinner'
import { lead, pageTitle } from '../../../../-components/styles'
import { CheckedPanel } from './CheckedPanel'
import { CodeForm } from './CodeForm'
import { normalizeCode } from './format'
import { RedeemedPanel } from './RedeemedPanel'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '46rem' })

/** /academy/product-redemption: check a code, choose the child, redeem, then forget the code. */
export function RedemptionPage() {
  const search = useSearchParams()
  const carried = search.activation_code ?? storedActivationCode()
  const [round, setRound] = useState(0)
  const user = useSessionUser()
  const forChild = user ? roleNameOf(user) === 'parent' : true
  return (
    <div className={stack}>
      <div>
        <h1 className={pageTitle}>Redeem a code</h1>
        <p className={`${lead} ${css({ mt: '2' })}`}>
          An activation code unlocks subjects{forChild ? ' for your child' : ''}. Codes come from schools,
          friends and our offers.
        </p>
      </div>
      <Redemption
        key={round}
        code={round === 0 && carried ? normalizeCode(carried) : null}
        onAnother={() => setRound((n) => n + 1)}
      />
    </div>
  )
}

function Redemption({ code, onAnother }: { code: string | null; onAnother: () => void }) {
  const user = useSessionUser()
  const isParent = user ? roleNameOf(user) === 'parent' : false
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const children = useQuery({ ...childrenQueryOptions(), enabled: isParent })
  const [state, send] = useMachine(
    activationMachine.provide({
      actors: {
        checkActivationCode: fromPromise(({ input }) => checkActivationCode(input)),
        redeemActivationCode: fromPromise(({ input }) => redeemActivationCode(input)),
      },
      actions: {
        clearStoredCode: () => {
          forgetActivationCode()
          void navigate({ to: '.', search: {}, replace: true })
        },
      },
    }),
    { input: { code }, inspect: observe },
  )
  const { checked, redeemed, error, childId } = state.context
  const check = (next: string) => send({ type: 'activation.check', code: next })

  useEffect(() => {
    if (!redeemed) return
    void refreshAccess(queryClient)
  }, [redeemed, queryClient])

  if (state.matches('opening') || state.matches('checking'))
    return <Spinner label={`Checking code ${state.context.code ?? ''}`} />
  if (state.matches('redeemed') && redeemed) {
    const child = children.data?.find((c) => c.id === redeemed.child_id)
    return (
      <RedeemedPanel
        redeemed={redeemed}
        childName={child?.first_name ?? 'your child'}
        opened={checked?.courses.map((c) => c.course_id) ?? []}
        onAnother={onAnother}
      />
    )
  }
  if (checked && (state.matches('checked') || state.matches('redeeming') || state.matches('redeemFailed'))) {
    if (isParent && children.isPending) return <Spinner label="Loading your children" />
    if (isParent && children.isError) return <Alert status="danger">{messageOf(children.error)}</Alert>
    return (
      <>
        <CheckedPanel
          checked={checked}
          options={isParent ? (children.data ?? []) : null}
          busy={state.matches('redeeming')}
          error={state.matches('redeemFailed') ? error : null}
          initialChildId={childId}
          onRedeem={(id) => send({ type: 'activation.redeem', childId: id })}
        />
        <div>
          <Button variant="ghost" onClick={onAnother}>
            Use a different code
          </Button>
        </div>
      </>
    )
  }
  return (
    <section
      aria-labelledby="code-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="code-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        {state.matches('invalid') ? 'Try another code' : 'Enter your code'}
      </h2>
      {error ? (
        <Alert
          status="danger"
          title={state.matches('invalid') ? 'This code cannot be used' : 'We could not check the code'}
        >
          {error}
          {state.matches('checkFailed') ? (
            <div className={css({ mt: '3' })}>
              <Button size="sm" variant="outline" onClick={() => send({ type: 'activation.retry' })}>
                Try again
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      <CodeForm initialCode={state.context.code ?? ''} onSubmit={check} />
    </section>
  )
}
