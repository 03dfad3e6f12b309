import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/checkout/cancelled')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Checkout cancelled' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Checkout cancelled"
      purpose="Your checkout was cancelled: nothing was charged and your cart is kept."
    />
  )
}
