import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/school/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Schools' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Schools"
      purpose="Manage schools: create, activate or deactivate them and set their white-label branding."
    />
  )
}
