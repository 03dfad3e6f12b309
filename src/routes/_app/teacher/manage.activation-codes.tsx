import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { CodesPage } from '../../../teacher/codes/CodesPage'
import { loadCodes } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/manage/activation-codes')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Activation codes' },
  loader: loadCodes,
  pendingComponent: () => <p role="status">Loading activation codes…</p>,
  errorComponent: (props) => <PageError title="Activation codes" {...props} />,
  component: CodesPage,
})
