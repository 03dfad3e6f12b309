import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { LibraryPage } from './-components/LibraryPage'
import { loadQuizzes } from './-components/loaders'

export const Route = createFileRoute('/_app/student/library')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Library' },
  loader: loadQuizzes,
  pendingComponent: () => <Spinner label="Loading your worksheets" />,
  component: LibraryPage,
})
