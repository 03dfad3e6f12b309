import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { LoadError } from '../../-components/LoadError'
import { RewardsAdminPage } from './-components/rewards/RewardsAdminPage'

export const Route = createFileRoute('/_app/admin/rewards')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Rewards' },
  loader: async () => {
    // Loaded on demand so the API client stays out of the first page's bundle.
    const [{ queryClient }, rewards] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/admin-rewards'),
    ])
    await Promise.all([
      queryClient.ensureQueryData(rewards.adminBadgesQueryOptions()),
      queryClient.ensureQueryData(rewards.adminThemesQueryOptions()),
    ])
  },
  pendingComponent: () => <Spinner label="Loading rewards" />,
  errorComponent: (props) => (
    <LoadError title="Rewards" failure="The badges and the sticker book could not be loaded" {...props} />
  ),
  component: RewardsAdminPage,
})
