import { createFileRoute, notFound } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { lead, pageContainer } from '../../-components/styles'
import { LoadError } from './-components/session-logs/LoadError'
import { MissingSessionLog } from './-components/session-logs/MissingSessionLog'
import { SessionLogPage } from './-components/session-logs/SessionLogPage'

const positiveId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/admin/session-logs/$logId')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Recording' },
  loader: async ({ params }) => {
    const id = positiveId(params.logId)
    if (!id) throw notFound()
    // Loaded on demand so the API client stays out of the first page's bundle.
    const { loadSessionLog } = await import('../../../devtools/session-logs')
    if (!(await loadSessionLog(id))) throw notFound()
  },
  notFoundComponent: MissingSessionLog,
  // Plain text, not ui/Spinner: a Spinner in the route table splits it out of the entry chunk (+0.3 KB on /welcome).
  pendingComponent: () => (
    <p role="status" className={`${pageContainer} ${lead}`}>
      Loading the recording…
    </p>
  ),
  errorComponent: LoadError,
  component: Page,
})

function Page() {
  const { logId } = Route.useParams()
  // Keyed, so a replay checked on one recording is not shown on the next one opened.
  return <SessionLogPage key={logId} id={Number(logId)} />
}
