import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RedeemStart } from '../../_app/academy/-components/redeem/RedeemStart'

export const Route = createFileRoute('/_public/redeem/$code')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Redeem a code' },
  component: Page,
})

function Page() {
  const { code } = Route.useParams()
  return <RedeemStart code={code} />
}
