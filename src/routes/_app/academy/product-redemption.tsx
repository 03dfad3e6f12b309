import { createFileRoute } from '@tanstack/react-router'
import { USER_ROLE } from '../../../../contracts/constants'
import { getSessionUser } from '../../../auth/session'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { RouteError } from '../../-components/RouteError'
import { RedemptionPage } from './-components/redeem/RedemptionPage'

export const Route = createFileRoute('/_app/academy/product-redemption')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Redeem a code' },
  loader: async () => {
    // A parent chooses one of their children; load them with the page.
    if (getSessionUser()?.user_role_id !== USER_ROLE.PARENT) return
    const [{ queryClient }, { childrenQueryOptions }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/children'),
    ])
    await queryClient.ensureQueryData(childrenQueryOptions())
  },
  pendingComponent: () => <Spinner label="Opening your code" />,
  errorComponent: RouteError,
  component: RedemptionPage,
})
