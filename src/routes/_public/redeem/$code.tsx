import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/redeem/$code')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Redeem a code' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Redeem a code"
      purpose="Redeem the activation code in this link to unlock subjects for your child."
    />
  )
}
