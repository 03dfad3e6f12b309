import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { assignmentStudents, assignments, classes, classMembers, worksheets } from '../../db/schema'
import { notFound } from '../../errors'
import { reachableClasses } from '../coach/engagement/reach'
import { loadVisibleCourse } from '../courses/catalog'
import { assertCourseAccess } from '../courses/entitlement'
import { localDate } from '../progress/dates'
import { assignedTo, readableBy } from './access'
import { SCHOOL_TIME_ZONE } from './assign'
import { presentWorksheets } from './present'

/**
 * GET /worksheets/courses/{courseId}: a course's worksheets the caller may see: for staff the bank's and their
 * classes' (only that class's with `class_id`); for a student the bank's of a course they hold and those assigned
 * to them.
 */
export async function listCourseWorksheets(
  ctx: AppContext,
  caller: UserRow,
  courseId: number,
  classId?: number,
) {
  // Another school's course is not the caller's to know about.
  await loadVisibleCourse(ctx.db, caller, courseId)
  const bank = and(isNull(worksheets.ownerId), isNull(worksheets.ownerClassId))
  let scope: SQL | undefined
  if (caller.userRoleId === USER_ROLE.STUDENT) {
    const holds = await assertCourseAccess(ctx.db, caller, courseId).then(
      () => true,
      () => false,
    )
    scope = holds ? or(assignedTo(caller.id), bank) : assignedTo(caller.id)
  } else
    scope = and(
      readableBy(caller),
      classId ? or(eq(worksheets.ownerClassId, classId), isNull(worksheets.ownerClassId)) : undefined,
    )
  const rows = await ctx.db
    .select()
    .from(worksheets)
    .where(and(eq(worksheets.courseId, courseId), eq(worksheets.isDraft, false), scope))
    .orderBy(asc(worksheets.id))
  return { worksheets: await presentWorksheets(ctx.db, rows) }
}

/**
 * GET /worksheets/classes/{classId}: what the class has been set, newest first, and whether each can be done now
 * (from the day assigned to the due day, in the school's time). A student sees their own class's, for them.
 */
export async function classAvailability(ctx: AppContext, caller: UserRow, classId: number) {
  const student = caller.userRoleId === USER_ROLE.STUDENT
  const [klass] = await ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        student
          ? sql`${classes.id} in (select ${classMembers.classId} from ${classMembers} where ${classMembers.userId} = ${caller.id})`
          : caller.userRoleId === USER_ROLE.ADMIN
            ? undefined
            : reachableClasses(caller),
      ),
    )
  if (!klass) throw notFound('There is no such class among yours.')
  const rows = await ctx.db
    .select({ assignment: assignments, title: worksheets.title })
    .from(assignments)
    .innerJoin(worksheets, eq(worksheets.id, assignments.worksheetId))
    .where(
      and(
        eq(assignments.classId, classId),
        student
          ? sql`exists (select 1 from ${assignmentStudents} s where s.assignment_id = ${assignments.id} and s.student_id = ${caller.id})`
          : undefined,
      ),
    )
    .orderBy(desc(assignments.dueDate), desc(assignments.id))
  const students = rows.length
    ? await ctx.db
        .select()
        .from(assignmentStudents)
        .where(
          sql`${assignmentStudents.assignmentId} in (${sql.join(
            rows.map((r) => sql`${r.assignment.id}`),
            sql`, `,
          )})`,
        )
    : []
  const today = localDate(new Date(), SCHOOL_TIME_ZONE)
  return {
    availability: rows.map(({ assignment, title }) => ({
      assignment_id: assignment.id,
      class_id: assignment.classId,
      student_ids: student
        ? [caller.id]
        : students.filter((s) => s.assignmentId === assignment.id).map((s) => s.studentId),
      date_assigned: assignment.dateAssigned,
      due_date: assignment.dueDate,
      worksheet_id: assignment.worksheetId,
      title,
      is_available: assignment.dateAssigned <= today && today <= assignment.dueDate,
    })),
  }
}
