import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { AssignmentsPage } from './-components/AssignmentsPage'
import { loadQuizzes } from './-components/loaders'

export const Route = createFileRoute('/_app/student/v2/assignment')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Assignments' },
  loader: loadQuizzes,
  pendingComponent: () => <Spinner label="Loading your assignments" />,
  component: AssignmentsPage,
})
