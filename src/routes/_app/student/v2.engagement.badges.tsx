import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/engagement/badges')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Badges' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Badges" purpose="The badges you have earned." />
}
