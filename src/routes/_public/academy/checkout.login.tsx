import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_public/academy/checkout/login')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Log in to check out' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Log in to check out"
      purpose="Log in or create an account to finish buying a subscription."
    />
  )
}
