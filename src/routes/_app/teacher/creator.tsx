import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { GeneratePanel } from '../../../teacher/generate/GeneratePanel'
import { loadCreator } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'
import { CreatorModes } from '../../../teacher/worksheets/CreatorModes'
import { CreatorPage } from '../../../teacher/worksheets/CreatorPage'
import { WorksheetFrame } from '../../../teacher/worksheets/WorksheetFrame'

export type CreatorSearch = { mode?: 'generate' }

export const Route = createFileRoute('/_app/teacher/creator')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Make a worksheet' },
  validateSearch: (search: Record<string, unknown>): CreatorSearch =>
    search.mode === 'generate' ? { mode: 'generate' } : {},
  loader: loadCreator,
  pendingComponent: () => <p role="status">Loading the question bank…</p>,
  errorComponent: (props) => <PageError title="Make a worksheet" {...props} />,
  component: Page,
})

function Page() {
  const { mode } = Route.useSearch()
  if (mode !== 'generate') return <CreatorPage />
  return (
    <WorksheetFrame
      title="Make a worksheet"
      intro="Describe what to practise and the generator writes new questions, each checked before you see it."
    >
      <CreatorModes mode="generate" />
      <GeneratePanel />
    </WorksheetFrame>
  )
}
