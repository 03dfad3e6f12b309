import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { loadQuizzes } from './-components/loaders'
import { RevisionPage } from './-components/RevisionPage'

export const Route = createFileRoute('/_app/student/v2/revise')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Revise' },
  loader: loadQuizzes,
  pendingComponent: () => <Spinner label="Loading your worksheets" />,
  component: RevisionPage,
})
