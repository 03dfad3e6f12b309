import { createFileRoute } from '@tanstack/react-router'
import { BadgesPage } from '../../../rewards/pages'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/student/v2/engagement/badges')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Badges' },
  component: BadgesPage,
})
