import { eq } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { courses, courseTaggings, difficultyLevels, passages, topics } from '../../db/schema'
import { forbidden } from '../../errors'
import type { ParsedQuestion } from './input'
import { fieldError } from './lookups'

/**
 * Checks where a question is put: its course (a teacher's own school's or a common one), and that its topic,
 * tagging and passage belong to that course and its difficulty exists. Answers the course.
 */
export async function checkPlacement(ctx: AppContext, user: UserRow, q: ParsedQuestion) {
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, q.course_id))
  if (!course) throw fieldError('question.course_id', `There is no course ${q.course_id}.`)
  if (user.userRoleId === USER_ROLE.TEACHER) {
    if (!user.schoolId)
      throw forbidden('Your teacher account is not linked to a school, so it cannot add questions yet.')
    if (course.schoolId !== null && course.schoolId !== user.schoolId) {
      throw forbidden('You can add questions only to the common courses and your school’s.')
    }
  }
  const belongs = async (
    id: number | null | undefined,
    table: typeof topics | typeof courseTaggings | typeof passages,
    field: string,
    what: string,
  ) => {
    if (!id) return
    const [row] = await ctx.db.select({ courseId: table.courseId }).from(table).where(eq(table.id, id))
    if (row?.courseId !== course.id)
      throw fieldError(`question.${field}`, `Course ${course.id} has no ${what} ${id}.`)
  }
  await belongs(q.topic_id, topics, 'topic_id', 'topic')
  await belongs(q.course_tagging_id, courseTaggings, 'course_tagging_id', 'course tagging')
  await belongs(q.passage_id, passages, 'passage_id', 'passage')
  if (q.difficulty_level_id) {
    const [level] = await ctx.db
      .select()
      .from(difficultyLevels)
      .where(eq(difficultyLevels.id, q.difficulty_level_id))
    if (!level)
      throw fieldError(
        'question.difficulty_level_id',
        `There is no difficulty level ${q.difficulty_level_id}.`,
      )
  }
  return course
}
