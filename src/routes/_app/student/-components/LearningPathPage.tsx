import { css } from '../../../../../styled-system/css'
import { useSessionUser } from '../../../../auth/session'
import { LeaderboardModal } from '../../../../leaderboard/LeaderboardModal'
import { Spinner } from '../../../../ui/Spinner'
import { lead, pageTitle } from '../../../-components/styles'
import { LearningPath, LearningPathEmpty, LoadFailedRetry } from './LearningPath'
import { courseLabelOf, LearningPathCoursePicker, usePathCourse } from './LearningPathCoursePicker'
import { ProgressStrip } from './ProgressStrip'

function Courses() {
  const { query, courses, course, select } = usePathCourse()
  if (query.isPending) return <Spinner label="Loading your subjects" />
  if (!query.data)
    return (
      <LoadFailedRetry
        title="We couldn't load your subjects"
        error={query.error}
        retrying={query.isFetching}
        retry={() => query.refetch()}
      />
    )
  if (!course)
    return (
      <LearningPathEmpty title="No lessons yet">
        When your teacher sets you a lesson, it will show up here, step by step. For now, you could pick a
        worksheet in the library or do your assignments.
      </LearningPathEmpty>
    )
  const subject = courseLabelOf(course, courses)
  return (
    <>
      <LearningPathCoursePicker courses={courses} value={course.id} onChange={select} />
      <section
        aria-labelledby="path-title"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <h2 id="path-title" className={css({ fontSize: '2xl', fontWeight: '800' })}>
          {subject} lessons
        </h2>
        <LearningPath key={course.id} courseId={course.id} subject={subject} />
      </section>
    </>
  )
}

/** The student's home: their progress, then the lessons their teacher set in one subject, in order. */
export function LearningPathPage() {
  const user = useSessionUser()
  const name = user?.first_name
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {/* A new week's results, or the new league to join, greet the child once where she starts her day. */}
      {user ? <LeaderboardModal userId={user.id} /> : null}
      <ProgressStrip />
      <div>
        <h1 className={pageTitle}>My learning path</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>
          {name ? `Hi, ${name}! ` : ''}Here are the lessons your teacher set for you. Start at the top and
          take your time.
        </p>
      </div>
      <Courses />
    </div>
  )
}
