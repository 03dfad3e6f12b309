import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/students/$studentId/class/$classId/reports')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Student report' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Student report" purpose="One student’s reports within a class." />
}
