import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/statistics/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Statistics' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Statistics" purpose="Usage analytics across schools and students." />
  )
}
