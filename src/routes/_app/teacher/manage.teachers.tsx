import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { loadTeachers } from '../../../teacher/loaders'
import { TeachersPage } from '../../../teacher/people/TeachersPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/manage/teachers')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Teachers' },
  loader: loadTeachers,
  pendingComponent: () => <p role="status">Loading teachers…</p>,
  errorComponent: (props) => <PageError title="Teachers" {...props} />,
  component: TeachersPage,
})
