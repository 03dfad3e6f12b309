import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { LoadError } from './-components/subscription/LoadError'
import { SubscriptionAdminPage } from './-components/subscription/SubscriptionAdminPage'

export const Route = createFileRoute('/_app/admin/subscription')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Subscriptions' },
  loader: async () => {
    // Loaded on demand so the API client stays out of the first page's bundle.
    const [{ queryClient }, { parentsQueryOptions }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/admin-subscriptions'),
    ])
    await queryClient.ensureQueryData(parentsQueryOptions('', 1))
  },
  pendingComponent: () => <Spinner label="Loading parents" />,
  errorComponent: LoadError,
  component: SubscriptionAdminPage,
})
