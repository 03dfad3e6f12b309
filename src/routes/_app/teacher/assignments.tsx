import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadAssignments } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'
import { AssignmentsPage } from '../../../teacher/worksheets/AssignmentsPage'

export const Route = createFileRoute('/_app/teacher/assignments')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Assignments' },
  loader: loadAssignments,
  pendingComponent: () => <p role="status">Loading assignments…</p>,
  errorComponent: (props) => <PageError title="Assignments" {...props} />,
  component: AssignmentsPage,
})
