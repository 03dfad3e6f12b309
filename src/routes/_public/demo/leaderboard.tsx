import { createFileRoute } from '@tanstack/react-router'
import { DemoLeaderboardPage } from '../../../leaderboard/DemoLeaderboardPage'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_public/demo/leaderboard')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Demo leaderboard' },
  component: DemoLeaderboardPage,
})
