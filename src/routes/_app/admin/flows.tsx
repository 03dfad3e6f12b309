import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { type FlowChoice, FlowsPage } from './-components/flows/FlowsPage'

const named = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 200) : undefined)

export const Route = createFileRoute('/_app/admin/flows')({
  beforeLoad: guard({ roles: ['admin', 'curriculum'] }),
  staticData: { title: 'Flows' },
  // `?machine=quizSession&state=reviewing` opens a machine at a state: recordings link their states here.
  validateSearch: (search: Record<string, unknown>): FlowChoice => ({
    machine: named(search.machine),
    state: named(search.state),
  }),
  component: Page,
})

function Page() {
  const initial = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FlowsPage initial={initial} onChoose={(choice) => navigate({ search: choice, replace: true })} />
}
