import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadLessonEditor } from '../../../teacher/lessons/EditorLoaders'
import { EditorPage } from '../../../teacher/lessons/EditorPage'
import { PageError } from '../../../teacher/RouteStates'

export type LessonEditorSearch = { lessonId?: number }

const lessonIdOf = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/teacher/lessons/manage')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Edit lesson' },
  validateSearch: (search: Record<string, unknown>): LessonEditorSearch => ({
    lessonId: lessonIdOf(search.lessonId),
  }),
  loaderDeps: ({ search }) => ({ lessonId: search.lessonId }),
  loader: ({ deps }) => loadLessonEditor(deps),
  pendingComponent: () => <p role="status">Loading the lesson…</p>,
  errorComponent: (props) => <PageError title="Edit lesson" {...props} />,
  component: Page,
})

function Page() {
  const { lessonId } = Route.useSearch()
  // A new key for another lesson: the editor starts afresh rather than keeping the last one's draft.
  return <EditorPage key={lessonId ?? 'new'} lessonId={lessonId} />
}
