import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/admin/logsheet')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Log sheet' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Log sheet" purpose="A log of recent activity for support and audits." />
  )
}
