import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/manage/activation-codes')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Activation codes' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Activation codes" purpose="Create activation codes for your students." />
  )
}
