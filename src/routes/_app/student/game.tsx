import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/game')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Games' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Games" purpose="Learning games that earn you XP." />
}
