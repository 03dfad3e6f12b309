import { useState } from 'react'
import { css } from '../../styled-system/css'
import { lead, narrowContainer, pageTitle, row } from '../routes/-components/styles'
import { Button, ButtonLink } from '../ui/Button'
import { openCart } from './cartDrawer'
import { takeReturn } from './checkoutReturn'

/** Spec: checkout/cancelled. Nothing was charged; the cart is whole again. */
export function CheckoutCancelledPage() {
  // Tells the cart the checkout came back cancelled, which unlocks it with every item kept.
  useState(() => takeReturn(location.href))
  return (
    <div className={narrowContainer}>
      <h1 className={pageTitle}>Checkout cancelled</h1>
      <p className={`${lead} ${css({ mt: '3', mb: '8' })}`}>
        Nothing was charged. Your cart is just as you left it, so you can pay whenever you are ready.
      </p>
      <div className={row}>
        <Button onClick={openCart}>Back to my cart</Button>
        <ButtonLink to="/courses" variant="outline">
          Keep browsing
        </ButtonLink>
      </div>
    </div>
  )
}
