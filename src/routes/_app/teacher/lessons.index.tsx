import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { LessonsPage } from '../../../teacher/lessons/LessonsPage'
import { loadLessons } from '../../../teacher/lessons/loaders'
import { PageError } from '../../../teacher/RouteStates'

export type LessonsSearch = { lesson?: number }

const lessonId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/teacher/lessons/')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Lessons' },
  validateSearch: (search: Record<string, unknown>): LessonsSearch => ({ lesson: lessonId(search.lesson) }),
  loaderDeps: ({ search }) => ({ lesson: search.lesson }),
  loader: ({ deps }) => loadLessons(deps),
  pendingComponent: () => <p role="status">Loading lessons…</p>,
  errorComponent: (props) => <PageError title="Lessons" {...props} />,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <LessonsPage lessonId={search.lesson} />
}
