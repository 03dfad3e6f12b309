import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { PageError } from '../../../teacher/RouteStates'
import { ClassReportPage, type ClassReportSearch } from '../../../teacher/reports/ClassReportPage'
import { loadClassReport } from '../../../teacher/reports/loaders'
import { periodSearch } from '../../../teacher/reports/period'

const classId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/teacher/reports')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Class reports' },
  validateSearch: (search: Record<string, unknown>): ClassReportSearch => ({
    class: classId(search.class),
    ...periodSearch(search),
  }),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ deps }) => loadClassReport(deps),
  pendingComponent: () => <p role="status">Loading reports…</p>,
  errorComponent: (props) => <PageError title="Class reports" {...props} />,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ClassReportPage search={search} onSearch={(next) => navigate({ search: next, replace: true })} />
}
