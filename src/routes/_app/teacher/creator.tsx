import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadCreator } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'
import { CreatorPage } from '../../../teacher/worksheets/CreatorPage'

export const Route = createFileRoute('/_app/teacher/creator')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Make a worksheet' },
  loader: loadCreator,
  pendingComponent: () => <p role="status">Loading the question bank…</p>,
  errorComponent: (props) => <PageError title="Make a worksheet" {...props} />,
  component: CreatorPage,
})
