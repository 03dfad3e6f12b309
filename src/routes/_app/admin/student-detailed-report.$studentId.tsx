import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/student-detailed-report/$studentId')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Student report' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Student report" purpose="A detailed report of one student’s work." />
  )
}
