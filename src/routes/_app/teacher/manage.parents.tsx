import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { loadParents } from '../../../teacher/loaders'
import { ParentsPage } from '../../../teacher/people/ParentsPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/manage/parents')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Parents' },
  loader: loadParents,
  pendingComponent: () => <p role="status">Loading parents…</p>,
  errorComponent: (props) => <PageError title="Parents" {...props} />,
  component: ParentsPage,
})
