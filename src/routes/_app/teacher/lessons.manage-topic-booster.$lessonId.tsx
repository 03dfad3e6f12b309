import { createFileRoute, notFound } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { loadTopicBooster } from '../../../teacher/lessons/EditorLoaders'
import { TopicBoosterPage } from '../../../teacher/lessons/TopicBoosterPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/lessons/manage-topic-booster/$lessonId')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Edit topic booster' },
  loader: ({ params }) => {
    const lessonId = Number(params.lessonId)
    if (!Number.isInteger(lessonId) || lessonId <= 0) throw notFound()
    return loadTopicBooster({ lessonId })
  },
  pendingComponent: () => <p role="status">Loading the topic booster…</p>,
  errorComponent: (props) => <PageError title="Edit topic booster" {...props} />,
  component: Page,
})

function Page() {
  const { lessonId } = Route.useParams()
  return <TopicBoosterPage key={lessonId} lessonId={Number(lessonId)} />
}
