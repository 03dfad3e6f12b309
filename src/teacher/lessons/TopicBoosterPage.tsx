import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { courseQueryOptions } from '../../api/courses'
import { type Lesson, lessonQueryOptions } from '../../api/lessons'
import { EditorActions } from './EditorActions'
import { useLessonEditor } from './EditorFlow'
import { EditorForm, EditorFrame, NotYours } from './EditorFrame'
import { lessonHref } from './EditorPage'
import { TopicBoosterSections } from './TopicBoosterSections'
import { TopicBoosterTopics } from './TopicBoosterTopics'

/** `/teacher/lessons/manage-topic-booster/{id}`: the topics a topic booster practises, each with its worksheets. */
export function TopicBoosterPage({ lessonId }: { lessonId: number }) {
  const { data: lesson } = useSuspenseQuery(lessonQueryOptions(lessonId))
  return <TopicBooster lesson={lesson} />
}

function TopicBooster({ lesson }: { lesson: Lesson }) {
  const navigate = useNavigate()
  const { data: course } = useSuspenseQuery(courseQueryOptions(lesson.course_id))
  const [snapshot, send] = useLessonEditor({
    lesson,
    onSaved: (saved) => navigate({ href: lessonHref(saved.id) }),
  })
  const { draft } = snapshot.context
  const others = draft.sections.filter((section) => section.topicId === null).length
  return (
    <EditorFrame
      title={`Topic booster: ${draft.title}`}
      intro={
        <>
          Tick the topics of {course.name} to practise; each becomes a section. Then tick the worksheets for
          each topic.{' '}
          <Link
            to="/teacher/lessons/manage"
            search={{ lessonId: lesson.id }}
            className={css({ textDecoration: 'underline', fontWeight: '650' })}
          >
            Change its title or course
          </Link>
        </>
      }
    >
      {!lesson.can_edit ? <NotYours noun="topic booster" /> : null}
      <EditorForm snapshot={snapshot} send={send} maxWidth="64rem">
        <div className={layout}>
          <TopicBoosterTopics topics={course.topics} sections={draft.sections} send={send} />
          <TopicBoosterSections
            courseId={lesson.course_id}
            topics={course.topics}
            draft={draft}
            send={send}
          />
        </div>
        {others ? (
          <p className={css({ color: 'fg.muted' })}>
            {others === 1 ? 'One other section' : `${others} other sections`} without a topic{' '}
            {others === 1 ? 'is' : 'are'} kept as {others === 1 ? 'it is' : 'they are'}.
          </p>
        ) : null}
        <EditorActions
          snapshot={snapshot}
          send={send}
          saveLabel="Save topic booster"
          onLeave={() => navigate({ href: lessonHref(lesson.id) })}
        />
      </EditorForm>
    </EditorFrame>
  )
}

const layout = css({
  display: 'grid',
  gap: '6',
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
})
