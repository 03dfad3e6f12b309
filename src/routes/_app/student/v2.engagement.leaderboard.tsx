import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '../../../leaderboard/LeaderboardPage'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/student/v2/engagement/leaderboard')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Leaderboard' },
  component: LeaderboardPage,
})
