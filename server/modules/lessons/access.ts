import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { TEACHER_ROLE, USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { lessons } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { accessibleCourseIds } from '../courses/entitlement'

export type LessonRow = typeof lessons.$inferSelect

/** Admins and the curriculum team look after every lesson, the common ones included (ADR 0056). */
export const looksAfterAll = (u: UserRow) =>
  u.userRoleId === USER_ROLE.ADMIN || u.userRoleId === USER_ROLE.CURRICULUM
const readsAll = (u: UserRow) => looksAfterAll(u) || u.userRoleId === USER_ROLE.CURRICULUM_GUEST
const isSchoolOwner = (u: UserRow) =>
  u.userRoleId === USER_ROLE.TEACHER && u.teacherRoleId === TEACHER_ROLE.OWNER

/** Lessons set for a student: one of their worksheet assignments came from a lesson assignment of it. */
export const assignedTo = (studentId: number) =>
  sql`${lessons.id} in (select la.lesson_id from lesson_assignments la
    join assignments a on a.lesson_assignment_id = la.id
    join assignment_students s on s.assignment_id = a.id where s.student_id = ${studentId})`

/**
 * Lessons the caller may read: staff the common ones and their school's; a student those set for them and the
 * common ones of courses they hold.
 */
export async function readableBy(db: Executor, caller: UserRow): Promise<SQL | undefined> {
  if (readsAll(caller)) return undefined
  if (caller.userRoleId === USER_ROLE.STUDENT) {
    const courses = await accessibleCourseIds(db, caller)
    return or(
      assignedTo(caller.id),
      courses.length ? and(isNull(lessons.schoolId), inArray(lessons.courseId, courses)) : undefined,
    )
  }
  return caller.schoolId
    ? or(isNull(lessons.schoolId), eq(lessons.schoolId, caller.schoolId))
    : isNull(lessons.schoolId)
}

/** Lessons the caller may change: a teacher the ones they made (the school's owner: the school's). */
export function changeableBy(caller: UserRow): SQL | undefined {
  if (looksAfterAll(caller)) return undefined
  if (caller.userRoleId !== USER_ROLE.TEACHER || caller.schoolId == null) return sql`false`
  return and(
    eq(lessons.schoolId, caller.schoolId),
    isSchoolOwner(caller) ? undefined : eq(lessons.ownerId, caller.id),
  )
}

export const canChange = (caller: UserRow, lesson: LessonRow) =>
  looksAfterAll(caller) ||
  (caller.userRoleId === USER_ROLE.TEACHER &&
    caller.schoolId != null &&
    lesson.schoolId === caller.schoolId &&
    (isSchoolOwner(caller) || lesson.ownerId === caller.id))

/**
 * A lesson the caller may read (`read`) or change (`change`), or 404: another school's lesson is not theirs to
 * know about. A colleague's or a common lesson is read-only: a 403 says to duplicate it.
 */
export async function loadLessonFor(ctx: AppContext, caller: UserRow, id: number, use: 'read' | 'change') {
  const [row] = await ctx.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), await readableBy(ctx.db, caller)))
  if (!row) throw notFound('There is no such lesson among yours.')
  if (use === 'change' && !canChange(caller, row))
    throw forbidden(
      row.schoolId == null
        ? "This is one of Lantern's lessons: duplicate it to change it for your classes."
        : 'A colleague made this lesson: duplicate it to make your own, or ask your school admin.',
    )
  return row
}
