import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { LoginLinkPage } from '../-components/links/LoginLinkPage'

export const Route = createFileRoute('/_auth/login/validation/$token')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Logging you in' },
  component: Page,
})

function Page() {
  const { token } = Route.useParams()
  return <LoginLinkPage key={token} id={token} />
}
