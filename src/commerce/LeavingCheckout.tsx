import { useSelector } from '@xstate/react'
import { css } from '../../styled-system/css'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import type { CheckoutActor } from './checkoutHost'

/** What came of the checkout the cart just started: opening, could not start, or already subscribed. */
export function LeavingCheckout({ actor }: { actor: CheckoutActor }) {
  const state = useSelector(actor, (s) => s.value)
  const error = useSelector(actor, (s) => s.context.error)
  const url = useSelector(actor, (s) => s.context.checkoutUrl)
  if (state === 'creating') return <Spinner label="Opening the secure checkout…" />
  if (state === 'redirecting')
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        Taking you to the checkout… If nothing happens, <a href={url ?? '#'}>open the checkout</a>.
      </p>
    )
  if (state === 'failed')
    return (
      <Alert status="danger" title="We could not open the checkout">
        <p>{error} Nothing was charged.</p>
        <div className={css({ display: 'flex', gap: '2', mt: '2', flexWrap: 'wrap' })}>
          <Button size="sm" onClick={() => actor.send({ type: 'checkout.retry' })}>
            Try again
          </Button>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'checkout.back' })}>
            Back to my cart
          </Button>
        </div>
      </Alert>
    )
  if (state === 'alreadySubscribed')
    return (
      <Alert status="warning" title="Already subscribed">
        <p>{error} Nothing was charged.</p>
        <Button
          size="sm"
          variant="outline"
          className={css({ mt: '2' })}
          onClick={() => actor.send({ type: 'checkout.back' })}
        >
          Back to my cart
        </Button>
      </Alert>
    )
  return null
}
