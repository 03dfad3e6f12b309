import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/subscription')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Subscriptions' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Subscriptions"
      purpose="Manage subscriptions and parents’ subject access for their children."
    />
  )
}
