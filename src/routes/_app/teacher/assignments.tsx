import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/assignments')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Assignments' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Assignments" purpose="Set and track assignments for your classes." />
  )
}
