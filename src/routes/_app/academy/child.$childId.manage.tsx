import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/child/$childId/manage')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Manage child' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Manage child"
      purpose="Manage a child’s account: details, subjects and subscriptions."
    />
  )
}
