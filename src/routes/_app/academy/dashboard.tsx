import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/academy/dashboard')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Family dashboard' },
  component: () => (
    <RoleHome
      title="Family dashboard"
      purpose="Your family dashboard: your children, their subscriptions and their progress."
    />
  ),
})
