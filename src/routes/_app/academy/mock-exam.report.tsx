import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RouteError } from '../../-components/RouteError'
import { MockReportPage } from './-components/mock/MockReportPage'

type MockReportSearch = { child_id?: number }

export const Route = createFileRoute('/_app/academy/mock-exam/report')({
  beforeLoad: guard({ roles: ['student', 'parent'] }),
  staticData: { title: 'Mock exam report' },
  validateSearch: (search: Record<string, unknown>): MockReportSearch => {
    const id = Number(search.child_id)
    return Number.isInteger(id) && id > 0 ? { child_id: id } : {}
  },
  errorComponent: RouteError,
  component: Page,
})

function Page() {
  const { child_id } = Route.useSearch()
  return <MockReportPage childId={child_id} />
}
