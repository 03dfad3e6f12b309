import { createFileRoute } from '@tanstack/react-router'
import { useAuthUser } from '../../../auth/actor'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { FamilyError } from './-components/family/FamilyError'
import { loadDashboard } from './-components/family/loaders'
import { ParentDashboard } from './-components/family/ParentDashboard'
import { StudentDashboard } from './-components/family/StudentDashboard'

export const Route = createFileRoute('/_app/academy/dashboard')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Family dashboard' },
  loader: loadDashboard,
  pendingComponent: () => <Spinner label="Loading your family’s page" />,
  errorComponent: FamilyError,
  component: Page,
})

function Page() {
  const user = useAuthUser()
  return user?.user_role_id === 1 ? <StudentDashboard /> : <ParentDashboard />
}
