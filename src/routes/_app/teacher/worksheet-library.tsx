import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadWorksheetLibrary } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'
import { WorksheetLibrary } from '../../../teacher/worksheets/WorksheetLibrary'

export type WorksheetLibrarySearch = { worksheet?: number }

const worksheetId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/teacher/worksheet-library')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Worksheet library' },
  validateSearch: (search: Record<string, unknown>): WorksheetLibrarySearch => ({
    worksheet: worksheetId(search.worksheet),
  }),
  loaderDeps: ({ search }) => ({ worksheet: search.worksheet }),
  loader: ({ deps }) => loadWorksheetLibrary(deps),
  pendingComponent: () => <p role="status">Loading worksheets…</p>,
  errorComponent: (props) => <PageError title="Worksheet library" {...props} />,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <WorksheetLibrary worksheetId={search.worksheet} />
}
