import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/demo/leaderboard')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Demo leaderboard' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Demo leaderboard"
      purpose="See how leagues and leaderboards work, with demo data."
    />
  )
}
