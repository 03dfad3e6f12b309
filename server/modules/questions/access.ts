import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Db } from '../../db/client'
import { courses, questions } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { studentCourseIds } from '../quiz/catalog'

type QuestionRow = typeof questions.$inferSelect
/** A question row with what access and prompts need from its course. */
export type ScopedQuestion = QuestionRow & {
  subjectId: number
  academicLevelId: number
  courseSchoolId: number | null
}

/** Teachers, admins and curriculum staff may read answers; a curriculum guest reads questions only. */
export const canSeeAnswers = (user: UserRow) =>
  user.userRoleId === USER_ROLE.TEACHER ||
  user.userRoleId === USER_ROLE.ADMIN ||
  user.userRoleId === USER_ROLE.CURRICULUM

/**
 * Which questions a staff member may read, as a condition over questions joined with their courses: a teacher
 * reads the common bank, their school's questions and their own; admin and curriculum staff read everything.
 */
export function readableScope(user: UserRow): SQL | undefined {
  if (user.userRoleId !== USER_ROLE.TEACHER) return undefined
  const school = user.schoolId
  return or(
    and(
      isNull(questions.schoolId),
      school ? or(isNull(courses.schoolId), eq(courses.schoolId, school)) : isNull(courses.schoolId),
    ),
    school ? eq(questions.schoolId, school) : undefined,
    eq(questions.createdBy, user.id),
  )
}

/**
 * The one rule for which questions a student may be given, wherever questions are chosen for them: enabled,
 * and from the common bank or their own school (a school's own questions are private to it).
 */
export function learnerQuestionScope(student: Pick<UserRow, 'schoolId'>): SQL {
  const school = student.schoolId
  return and(
    eq(questions.isEnabled, true),
    school ? or(isNull(questions.schoolId), eq(questions.schoolId, school)) : isNull(questions.schoolId),
  ) as SQL
}

/** The same rule for one question already loaded. */
export const isGivableTo = (
  student: Pick<UserRow, 'schoolId'>,
  q: Pick<QuestionRow, 'isEnabled' | 'schoolId'>,
) => q.isEnabled && (q.schoolId === null || q.schoolId === student.schoolId)

async function loadScoped(db: Db, id: number): Promise<ScopedQuestion | null> {
  const [row] = await db
    .select({
      q: questions,
      subjectId: courses.subjectId,
      academicLevelId: courses.academicLevelId,
      courseSchoolId: courses.schoolId,
    })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(questions.id, id))
  return row
    ? {
        ...row.q,
        subjectId: row.subjectId,
        academicLevelId: row.academicLevelId,
        courseSchoolId: row.courseSchoolId,
      }
    : null
}

async function canRead(ctx: AppContext, user: UserRow, root: ScopedQuestion) {
  switch (user.userRoleId) {
    case USER_ROLE.STUDENT: {
      if (!isGivableTo(user, root)) return false
      return (await studentCourseIds(ctx.db, user)).includes(root.courseId)
    }
    case USER_ROLE.TEACHER: {
      if (root.createdBy === user.id) return true
      if (root.schoolId !== null) return root.schoolId === user.schoolId
      return root.courseSchoolId === null || root.courseSchoolId === user.schoolId
    }
    case USER_ROLE.PARENT:
      return false
    default:
      return true
  }
}

/** A teacher edits their own questions and their school's; admin and curriculum staff edit any. */
export function canEdit(user: UserRow, root: Pick<QuestionRow, 'schoolId' | 'createdBy'>) {
  if (user.userRoleId === USER_ROLE.ADMIN || user.userRoleId === USER_ROLE.CURRICULUM) return true
  if (user.userRoleId !== USER_ROLE.TEACHER) return false
  return root.createdBy === user.id || (root.schoolId !== null && root.schoolId === user.schoolId)
}

export function assertCanEdit(user: UserRow, root: Pick<QuestionRow, 'schoolId' | 'createdBy'>) {
  if (!canEdit(user, root)) {
    throw forbidden(
      'You can change only your own questions and your school’s, not the common bank or another school’s.',
    )
  }
}

/**
 * The question (a part too) and the top-level question it belongs to, or 404 when it does not exist or the
 * caller may not read it. With `edit`, a caller who may read but not change it gets 403.
 */
export async function loadQuestionFor(
  ctx: AppContext,
  user: UserRow,
  id: number,
  opts: { edit?: boolean } = {},
) {
  const row = await loadScoped(ctx.db, id)
  const root = row?.parentId ? await loadScoped(ctx.db, row.parentId) : row
  if (!row || !root || !(await canRead(ctx, user, root))) throw notFound(`There is no question ${id}.`)
  if (opts.edit) assertCanEdit(user, root)
  return { row, root }
}
