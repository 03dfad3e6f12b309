import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/mock-exam/$mockExamId')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Mock exam' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Mock exam" purpose="Take a mock exam." />
}
