import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/checkout/success')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Payment complete' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Payment complete"
      purpose="Confirms your subscription payment and what your child can use now."
    />
  )
}
