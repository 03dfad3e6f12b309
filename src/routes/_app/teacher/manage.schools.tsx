import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { loadSchool } from '../../../teacher/loaders'
import { SchoolPage } from '../../../teacher/people/SchoolPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/manage/schools')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'School' },
  loader: loadSchool,
  pendingComponent: () => <p role="status">Loading your school…</p>,
  errorComponent: (props) => <PageError title="School" {...props} />,
  component: SchoolPage,
})
