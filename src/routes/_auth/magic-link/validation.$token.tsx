import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { MagicLinkValidationPage } from '../-components/links/MagicLinkValidationPage'

export const Route = createFileRoute('/_auth/magic-link/validation/$token')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Log in with your magic link' },
  component: Page,
})

function Page() {
  const { token } = Route.useParams()
  return <MagicLinkValidationPage key={token} token={token} />
}
