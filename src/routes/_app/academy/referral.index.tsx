import { createFileRoute } from '@tanstack/react-router'
import { queryClient } from '../../../api/queryClient'
import { referralQueryOptions } from '../../../api/referral'
import { roleNameOf } from '../../../auth/roles'
import { getSessionUser } from '../../../auth/session'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { RouteError } from '../../-components/RouteError'
import { ReferralPage } from './-components/referral/ReferralPage'

export const Route = createFileRoute('/_app/academy/referral/')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Refer a friend' },
  loader: () => {
    const user = getSessionUser()
    return user && roleNameOf(user) === 'parent' ? queryClient.ensureQueryData(referralQueryOptions()) : null
  },
  pendingComponent: () => <Spinner label="Loading your referral code" />,
  errorComponent: RouteError,
  component: ReferralPage,
})
