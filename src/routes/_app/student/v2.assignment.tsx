import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/assignment')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Assignments' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Assignments" purpose="Work your teacher set for you, with due dates." />
  )
}
