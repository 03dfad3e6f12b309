import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadMyStudents } from '../../../teacher/loaders'
import { MyStudentsPage } from '../../../teacher/my-students/MyStudentsPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/students/')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Students' },
  loader: loadMyStudents,
  pendingComponent: () => <p role="status">Loading your students…</p>,
  errorComponent: (props) => <PageError title="Students" {...props} />,
  component: MyStudentsPage,
})
