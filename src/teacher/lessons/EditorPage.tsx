import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LESSON_TYPE } from '../../../contracts/constants'
import { css } from '../../../styled-system/css'
import { type Lesson, lessonQueryOptions } from '../../api/lessons'
import { schoolCoursesQueryOptions } from '../../api/teachers'
import { Alert } from '../../ui/Alert'
import { EditorActions } from './EditorActions'
import { courseChoices, EditorDetails } from './EditorDetails'
import { useLessonEditor } from './EditorFlow'
import { EditorForm, EditorFrame, NotYours } from './EditorFrame'
import { EditorSections } from './EditorSections'

/** Where a lesson opens in the lessons page. */
export const lessonHref = (id?: number) => (id ? `/teacher/lessons?lesson=${id}` : '/teacher/lessons')

/** `/teacher/lessons/manage`: make a lesson, or change the one `lessonId` names. */
export function EditorPage({ lessonId }: { lessonId?: number }) {
  const lesson = useQuery({ ...lessonQueryOptions(lessonId ?? 0), enabled: lessonId !== undefined })
  if (lessonId === undefined) return <Editor lesson={null} />
  // The route's loader has it; a test or a slow reload may still be waiting.
  if (lesson.data) return <Editor lesson={lesson.data} />
  if (lesson.error) throw lesson.error
  return <p role="status">Loading the lesson…</p>
}

function Editor({ lesson }: { lesson: Lesson | null }) {
  const navigate = useNavigate()
  const { data: courses } = useSuspenseQuery(schoolCoursesQueryOptions())
  const [snapshot, send] = useLessonEditor({
    lesson,
    onSaved: (saved, wasNew) =>
      saved.lesson_type_id === LESSON_TYPE.TOPIC_BOOSTER && wasNew
        ? navigate({
            to: '/teacher/lessons/manage-topic-booster/$lessonId',
            params: { lessonId: String(saved.id) },
          })
        : navigate({ href: lessonHref(saved.id) }),
  })
  const { draft, errors } = snapshot.context
  const booster = draft.lessonTypeId === LESSON_TYPE.TOPIC_BOOSTER
  return (
    <EditorFrame
      title={lesson ? 'Edit lesson' : 'Make a lesson'}
      intro="Give the lesson a title and a course, then put its sections in order, each with worksheets and notes to work through."
    >
      {lesson && !lesson.can_edit ? <NotYours noun="lesson" /> : null}
      <EditorForm snapshot={snapshot} send={send} maxWidth="56rem">
        <EditorDetails
          draft={draft}
          errors={errors}
          courses={courseChoices(courses, lesson)}
          typeLocked={lesson !== null}
          send={send}
        />
        {booster ? (
          <Alert status="info" title="A topic booster">
            {lesson ? (
              <p>
                Its sections are topics of the course.{' '}
                <Link
                  to="/teacher/lessons/manage-topic-booster/$lessonId"
                  params={{ lessonId: String(lesson.id) }}
                  className={css({ textDecoration: 'underline', fontWeight: '650' })}
                >
                  Choose its topics and worksheets
                </Link>
              </p>
            ) : (
              <p>Save it, then choose the topics to practise and the worksheets for each.</p>
            )}
          </Alert>
        ) : (
          <EditorSections draft={draft} errors={errors} send={send} />
        )}
        <EditorActions
          snapshot={snapshot}
          send={send}
          saveLabel={booster && !lesson ? 'Save and choose topics' : 'Save lesson'}
          onLeave={() => navigate({ href: lessonHref(lesson?.id) })}
        />
      </EditorForm>
    </EditorFrame>
  )
}
