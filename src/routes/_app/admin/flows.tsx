import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { FlowsPage } from './-components/flows/FlowsPage'

export const Route = createFileRoute('/_app/admin/flows')({
  beforeLoad: guard({ roles: ['admin', 'curriculum'] }),
  staticData: { title: 'Flows' },
  component: Page,
})

function Page() {
  return <FlowsPage />
}
