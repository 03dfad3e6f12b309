import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/psle-hub')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'PSLE hub' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="PSLE hub" purpose="Everything for the PSLE in one place." />
}
