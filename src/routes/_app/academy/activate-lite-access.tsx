import { createFileRoute } from '@tanstack/react-router'
import { USER_ROLE } from '../../../../contracts/constants'
import { getSessionUser } from '../../../auth/session'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { RouteError } from '../../-components/RouteError'
import { ActivateLitePage } from './-components/redeem/ActivateLitePage'

// Signed-out visitors come back here after logging in: the route guard carries this path (spec §4).
export const Route = createFileRoute('/_app/academy/activate-lite-access')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Activate Lite' },
  loader: async () => {
    if (getSessionUser()?.user_role_id !== USER_ROLE.PARENT) return
    const [{ queryClient }, { childrenQueryOptions }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/children'),
    ])
    await queryClient.ensureQueryData(childrenQueryOptions())
  },
  pendingComponent: () => <Spinner label="Loading Lantern Lite" />,
  errorComponent: RouteError,
  component: ActivateLitePage,
})
