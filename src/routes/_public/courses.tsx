import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { Spinner } from '../../ui/Spinner'
import { CoursesPage } from './-components/courses/CoursesPage'
import { loadCatalogue } from './-components/courses/loaders'

export type CoursesSearch = { child_id?: number }

export const Route = createFileRoute('/_public/courses')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Courses' },
  validateSearch: (search: Record<string, unknown>): CoursesSearch => {
    const id = Number(search.child_id)
    return Number.isInteger(id) && id > 0 ? { child_id: id } : {}
  },
  loader: loadCatalogue,
  pendingComponent: () => <Spinner label="Loading the courses" />,
  component: Page,
})

function Page() {
  const { child_id } = Route.useSearch()
  return <CoursesPage childId={child_id} />
}
