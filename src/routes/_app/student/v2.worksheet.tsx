import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { loadQuizzes } from './-components/loaders'
import { WorksheetsPage } from './-components/WorksheetsPage'

export const Route = createFileRoute('/_app/student/v2/worksheet')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Worksheets' },
  loader: loadQuizzes,
  pendingComponent: () => <Spinner label="Loading your worksheets" />,
  component: WorksheetsPage,
})
