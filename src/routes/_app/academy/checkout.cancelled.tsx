import { createFileRoute } from '@tanstack/react-router'
import { CheckoutCancelledPage } from '../../../commerce/CheckoutCancelledPage'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/academy/checkout/cancelled')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Checkout cancelled' },
  component: CheckoutCancelledPage,
})
