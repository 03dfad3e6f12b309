import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/product-redemption')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Redeem a code' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Redeem a code"
      purpose="Redeem an activation code and choose which child it is for."
    />
  )
}
