import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/engagement/leaderboard')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Leaderboard' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Leaderboard" purpose="Your league and rank this week." />
}
