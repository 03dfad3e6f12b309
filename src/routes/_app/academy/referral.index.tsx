import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/referral/')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Refer a friend' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Refer a friend"
      purpose="Share your referral code and see who has joined with it."
    />
  )
}
