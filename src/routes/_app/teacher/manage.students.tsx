import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { loadStudents } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'
import { StudentsPage } from '../../../teacher/students/StudentsPage'

export const Route = createFileRoute('/_app/teacher/manage/students')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Students' },
  loader: loadStudents,
  pendingComponent: () => <p role="status">Loading students…</p>,
  errorComponent: (props) => <PageError title="Students" {...props} />,
  component: StudentsPage,
})
