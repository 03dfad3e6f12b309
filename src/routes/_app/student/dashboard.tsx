import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/student/dashboard')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'My learning path' },
  component: () => (
    <RoleHome
      title="My learning path"
      purpose="Your learning path: lessons and worksheets in order, with your progress on each."
    />
  ),
})
