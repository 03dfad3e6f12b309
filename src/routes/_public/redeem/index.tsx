import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RedeemStart } from '../../_app/academy/-components/redeem/RedeemStart'

export const Route = createFileRoute('/_public/redeem/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Redeem a code' },
  component: () => <RedeemStart />,
})
