import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { loadLocalCheckout } from './-components/pay/loaders'
import { PayPage } from './-components/pay/PayPage'

/** The built-in card checkout the server's checkout_url points to when no Stripe key is set. */
export const Route = createFileRoute('/_app/academy/pay/$sessionId')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Pay by card' },
  loader: ({ params }) => loadLocalCheckout(params.sessionId),
  pendingComponent: () => <Spinner label="Loading your checkout" />,
  component: Page,
})

function Page() {
  const { sessionId } = Route.useParams()
  return <PayPage sessionId={sessionId} />
}
