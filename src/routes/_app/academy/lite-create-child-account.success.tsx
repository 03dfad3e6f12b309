import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { FamilyError } from './-components/family/FamilyError'
import { LiteSuccess } from './-components/family/LiteSuccess'
import { loadDashboard } from './-components/family/loaders'

export const Route = createFileRoute('/_app/academy/lite-create-child-account/success')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Lite account ready' },
  loader: loadDashboard,
  pendingComponent: () => <Spinner label="Loading" />,
  errorComponent: FamilyError,
  component: LiteSuccess,
})
