import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/profile')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Profile' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Profile" purpose="Your profile, picture and settings." />
}
