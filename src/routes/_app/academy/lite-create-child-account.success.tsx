import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/academy/lite-create-child-account/success')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Your child’s account is ready' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Your child’s account is ready"
      purpose="Your child’s Lite account is ready: their login details and what to do next."
    />
  )
}
