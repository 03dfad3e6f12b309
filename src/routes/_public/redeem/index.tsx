import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/redeem/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Redeem a code' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Redeem a code"
      purpose="Enter an activation code to unlock subjects for your child."
    />
  )
}
