import { createFileRoute } from '@tanstack/react-router'
import { GamePage } from '../../../rewards/pages'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/student/game')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'My progress' },
  component: GamePage,
})
