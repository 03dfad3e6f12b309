import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { ApiError, messageOf } from '../../../api/errors'
import { ContentPage } from '../../../courses/ContentPage'
import { LockedCourse } from '../../../courses/LockedCourse'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { TextLink } from '../../../ui/TextLink'
import { RouteError } from '../../-components/RouteError'
import { lead, pageTitle } from '../../-components/styles'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '46rem' })

export const Route = createFileRoute('/_app/learning-content/$contentId')({
  beforeLoad: guard({ roles: ['student', 'teacher'] }),
  staticData: { title: 'Learning content' },
  loader: async ({ params }) => {
    const [{ queryClient }, { contentQueryOptions }] = await Promise.all([
      import('../../../api/queryClient'),
      import('../../../api/courses'),
    ])
    await queryClient.ensureQueryData(contentQueryOptions(Number(params.contentId)))
  },
  pendingComponent: () => <Spinner label="Opening the notes" />,
  errorComponent: ContentError,
  component: Page,
})

function Page() {
  const { contentId } = Route.useParams()
  return <ContentPage id={Number(contentId)} />
}

function ContentError(props: ErrorComponentProps) {
  const { error } = props
  if (error instanceof ApiError && error.status === 403 && error.code === 'course_locked')
    return (
      <div className={stack}>
        <h1 className={pageTitle}>These notes are locked</h1>
        <LockedCourse message={error.message} />
        <TextLink to="/student/library">Back to the library</TextLink>
      </div>
    )
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className={stack}>
        <h1 className={pageTitle}>We could not find these notes</h1>
        <p className={lead}>{messageOf(error)} They may have been moved or taken down.</p>
        <TextLink to="/student/library">Back to the library</TextLink>
      </div>
    )
  return <RouteError {...props} />
}
