import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { lead, pageContainer } from '../../-components/styles'
import { LoadError } from './-components/session-logs/LoadError'
import { SessionLogsPage } from './-components/session-logs/SessionLogsPage'

export type SessionLogsSearch = { page?: number }

const pageNumber = (value: unknown) => {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : undefined
}

export const Route = createFileRoute('/_app/admin/session-logs/')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Recordings' },
  validateSearch: (search: Record<string, unknown>): SessionLogsSearch => ({ page: pageNumber(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => {
    // Loaded on demand so the API client stays out of the first page's bundle.
    const { loadSessionLogs } = await import('../../../devtools/session-logs')
    await loadSessionLogs(deps.page)
  },
  // Plain text, not ui/Spinner: a Spinner in the route table splits it out of the entry chunk (+0.3 KB on /welcome).
  pendingComponent: () => (
    <p role="status" className={`${pageContainer} ${lead}`}>
      Loading recordings…
    </p>
  ),
  errorComponent: LoadError,
  component: Page,
})

function Page() {
  const { page = 1 } = Route.useSearch()
  return <SessionLogsPage page={page} />
}
