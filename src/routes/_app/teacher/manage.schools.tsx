import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/manage/schools')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'School' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="School" purpose="Your school’s details." />
}
