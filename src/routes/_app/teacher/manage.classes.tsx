import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/manage/classes')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Classes' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Classes"
      purpose="Create classes and assign teachers and students to them."
    />
  )
}
