import { createFileRoute } from '@tanstack/react-router'
import { roleNameOf } from '../../../auth/roles'
import { getSessionUser } from '../../../auth/session'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { RouteError } from '../../-components/RouteError'
import { ReferralPage } from './-components/referral/ReferralPage'

export const Route = createFileRoute('/_app/academy/referral/')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Refer a friend' },
  // The API is imported on demand, so the client and the contract stay out of the first page's bundle.
  loader: async () => {
    const user = getSessionUser()
    if (!user || roleNameOf(user) !== 'parent') return
    const [{ queryClient }, { referralQueryOptions }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/referral'),
    ])
    await queryClient.ensureQueryData(referralQueryOptions())
  },
  pendingComponent: () => <Spinner label="Loading your referral code" />,
  errorComponent: RouteError,
  component: ReferralPage,
})
