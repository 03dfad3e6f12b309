import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../commerce/CheckoutSuccessPage'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/academy/checkout/success')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Payment complete' },
  component: CheckoutSuccessPage,
})
