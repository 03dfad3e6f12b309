import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { assignmentStudents, assignments, courses, worksheets } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { reachableClasses } from '../coach/engagement/reach'

export type WorksheetRow = typeof worksheets.$inferSelect

const isAdmin = (u: UserRow) => u.userRoleId === USER_ROLE.ADMIN

/** Teachers' worksheets the caller may change: their classes' (ADR 0048 reach), or their own without a class. */
export function changeableBy(caller: UserRow): SQL | undefined {
  // An admin looks after every worksheet.
  if (isAdmin(caller)) return undefined
  const classes = sql`(select id from classes where ${reachableClasses(caller)})`
  return or(
    sql`${worksheets.ownerClassId} in ${classes}`,
    and(isNull(worksheets.ownerClassId), eq(worksheets.ownerId, caller.id)),
  )
}

/** Courses a staff member may make worksheets in: the common ones and their school's (an admin: all). */
export function usableCourses(caller: UserRow): SQL | undefined {
  if (isAdmin(caller)) return undefined
  return caller.schoolId
    ? or(isNull(courses.schoolId), eq(courses.schoolId, caller.schoolId))
    : isNull(courses.schoolId)
}

/** The bank's worksheets (no owner) in courses the staff member sees: the common ones and their school's. */
function bankFor(caller: UserRow): SQL | undefined {
  const visibleCourse = caller.schoolId
    ? sql`(${courses.schoolId} is null or ${courses.schoolId} = ${caller.schoolId})`
    : sql`${courses.schoolId} is null`
  return and(
    isNull(worksheets.ownerId),
    isNull(worksheets.ownerClassId),
    sql`exists (select 1 from ${courses} where ${courses.id} = ${worksheets.courseId} and ${visibleCourse})`,
  )
}

/** Worksheets a staff member may read: the bank's in their courses, and the teachers' worksheets they reach. */
export const readableBy = (caller: UserRow) =>
  isAdmin(caller) ? undefined : or(bankFor(caller), changeableBy(caller))

/** Worksheets assigned to a student (in any assignment that still lists them). */
export const assignedTo = (studentId: number) =>
  exists(
    sql`(select 1 from ${assignments} a join ${assignmentStudents} s on s.assignment_id = a.id
      where a.worksheet_id = ${worksheets.id} and s.student_id = ${studentId})`,
  )

/**
 * A worksheet the caller may read (`read`) or change (`change`), or 404: another school's or another teacher's
 * worksheet is not theirs to know about. The bank's worksheets are read-only: a 403 says to duplicate one.
 */
export async function loadWorksheetFor(ctx: AppContext, caller: UserRow, id: number, use: 'read' | 'change') {
  if (caller.userRoleId === USER_ROLE.STUDENT) {
    const [row] = await ctx.db
      .select()
      .from(worksheets)
      .where(and(eq(worksheets.id, id), assignedTo(caller.id)))
    if (!row || use === 'change') throw notFound('There is no such worksheet among yours.')
    return row
  }
  const [row] = await ctx.db
    .select()
    .from(worksheets)
    .where(and(eq(worksheets.id, id), readableBy(caller)))
  if (!row) throw notFound('There is no such worksheet among yours.')
  if (use === 'change') {
    const [mine] = await ctx.db
      .select({ id: worksheets.id })
      .from(worksheets)
      .where(and(eq(worksheets.id, id), changeableBy(caller)))
    if (!mine)
      throw forbidden('This worksheet is from the question bank: duplicate it for your class to change it.')
  }
  return row
}
