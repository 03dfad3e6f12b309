import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { courses, passages, questions } from '../../db/schema'
import { notFound } from '../../errors'
import { studentCourseIds } from '../quiz/catalog'
import { readableScope } from './access'

/**
 * A question anyone may see on the public demo pages: an enabled, approved top-level question of the common
 * bank (no school, in a course of no school). Its passage is public too.
 */
export const demoVisible = and(
  isNull(questions.parentId),
  eq(questions.isEnabled, true),
  eq(questions.needApprove, false),
  isNull(questions.schoolId),
  isNull(courses.schoolId),
)

async function studentScope(ctx: AppContext, student: UserRow): Promise<SQL | undefined> {
  const courseIds = await studentCourseIds(ctx.db, student)
  if (!courseIds.length) return eq(questions.id, -1)
  return and(
    inArray(questions.courseId, courseIds),
    eq(questions.isEnabled, true),
    student.schoolId
      ? or(isNull(questions.schoolId), eq(questions.schoolId, student.schoolId))
      : isNull(questions.schoolId),
  )
}

async function passageWith(ctx: AppContext, id: number, scope: SQL | undefined) {
  const [passage] = await ctx.db
    .select({ p: passages, courseSchoolId: courses.schoolId })
    .from(passages)
    .innerJoin(courses, eq(courses.id, passages.courseId))
    .where(eq(passages.id, id))
  if (!passage) return null
  const rows = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(eq(questions.passageId, id), isNull(questions.parentId), scope))
    .orderBy(asc(questions.id))
  return { ...passage, questionIds: rows.map((r) => r.id) }
}

const present = (p: typeof passages.$inferSelect, questionIds: number[]) => ({
  id: p.id,
  title: p.title,
  text: p.text,
  images: [],
  audio_url: p.audioUrl,
  question_ids: questionIds,
})

export async function getPassage(ctx: AppContext, user: UserRow, id: number) {
  const isStudent = user.userRoleId === USER_ROLE.STUDENT
  const found = await passageWith(ctx, id, isStudent ? await studentScope(ctx, user) : readableScope(user))
  const readable =
    found &&
    (isStudent
      ? found.questionIds.length > 0
      : user.userRoleId !== USER_ROLE.TEACHER ||
        found.courseSchoolId === null ||
        found.courseSchoolId === user.schoolId)
  if (!found || !readable) throw notFound(`There is no passage ${id}.`)
  return present(found.p, found.questionIds)
}

/** Public: only a passage that a demo-visible question uses, listing only those questions. */
export async function getDemoPassage(ctx: AppContext, id: number) {
  const found = await passageWith(ctx, id, demoVisible)
  if (!found?.questionIds.length) throw notFound(`There is no demo passage ${id}.`)
  return present(found.p, found.questionIds)
}
