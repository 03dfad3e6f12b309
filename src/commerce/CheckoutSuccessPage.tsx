import { useMachine } from '@xstate/react'
import { PartyPopper } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../styled-system/css'
import { roleNameOf } from '../auth/roles'
import { useSessionUser } from '../auth/session'
import { observe } from '../devtools/observe'
import { lead, narrowContainer, pageTitle, row } from '../routes/-components/styles'
import { Alert } from '../ui/Alert'
import { Button, ButtonLink } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { appCheckoutMachine } from './checkoutHost'
import { listOf, type ReturnedPurchase, takeReturn } from './checkoutReturn'

/** Spec: checkout/success. The card went through; wait until the server shows the subjects unlocked. */
export function CheckoutSuccessPage() {
  const [purchase] = useState(() => takeReturn(location.href))
  return <div className={narrowContainer}>{purchase ? <Confirm purchase={purchase} /> : <PaidUnknown />}</div>
}

function Confirm({ purchase }: { purchase: ReturnedPurchase }) {
  const [snapshot, send] = useMachine(appCheckoutMachine, {
    input: {
      kind: 'return',
      url: location.href,
      studentId: purchase.studentId,
      courseIds: purchase.courseIds,
    },
    inspect: observe,
  })
  const user = useSessionUser()
  const isStudent = user ? roleNameOf(user) === 'student' : false
  const courses = listOf(purchase.courseNames)
  const child = purchase.childName
  if (snapshot.matches('confirming'))
    return (
      <>
        <h1 className={pageTitle}>Payment received</h1>
        <Spinner label={`Unlocking ${courses} for ${child}…`} className={css({ mt: '6' })} />
      </>
    )
  if (snapshot.matches('stillProcessing'))
    return (
      <>
        <h1 className={pageTitle}>Payment received</h1>
        <Alert status="warning" title="Almost there" className={css({ my: '6' })}>
          {snapshot.context.error} You will not be charged twice.
        </Alert>
        <div className={row}>
          <Button onClick={() => send({ type: 'checkout.retry' })}>Check again</Button>
          <ButtonLink to="/academy/dashboard" variant="outline">
            Go to my dashboard
          </ButtonLink>
        </div>
      </>
    )
  return (
    <>
      <PartyPopper
        aria-hidden="true"
        className={css({ width: '12', height: '12', color: 'brand.solid', mb: '4' })}
      />
      <h1 className={pageTitle}>
        {courses} {purchase.courseNames.length > 1 ? 'are' : 'is'} unlocked for {child}
      </h1>
      <p className={`${lead} ${css({ mt: '3', mb: '8' })}`}>
        Thank you! {child} can start right away: the worksheets are waiting the next time they log in. You can
        change or cancel the subscription any time from {child}’s page.
      </p>
      {isStudent ? (
        <ButtonLink to="/student/dashboard">Start learning</ButtonLink>
      ) : (
        <div className={row}>
          <ButtonLink to="/academy/child/$childId/manage" params={{ childId: String(purchase.studentId) }}>
            Manage {child}’s subscription
          </ButtonLink>
          <ButtonLink to="/academy/dashboard" variant="outline">
            Go to my dashboard
          </ButtonLink>
        </div>
      )}
    </>
  )
}

/** The payment is done but this browser no longer knows what was bought (another device, cleared storage). */
function PaidUnknown() {
  return (
    <>
      <h1 className={pageTitle}>Payment complete</h1>
      <p className={`${lead} ${css({ mt: '3', mb: '8' })}`}>
        Thank you! The subjects unlock in your child’s account within a minute. You can see them on your
        dashboard.
      </p>
      <ButtonLink to="/academy/dashboard">Go to my dashboard</ButtonLink>
    </>
  )
}
