import { and, asc, count, eq } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { classes, classMembers, subjects, users } from '../../db/schema'
import { reachableClasses } from '../coach/engagement/reach'

/**
 * GET /teachers/class: the classes a teacher teaches (an owner: every class of the school; an admin: all), with
 * the number of students in each, by name.
 */
export async function listTeacherClasses(ctx: AppContext, caller: UserRow) {
  const students = ctx.db
    .select({ classId: classMembers.classId, n: count().as('n') })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(users.userRoleId, USER_ROLE.STUDENT))
    .groupBy(classMembers.classId)
    .as('students')
  const rows = await ctx.db
    .select({ klass: classes, subject: subjects.name, students: students.n })
    .from(classes)
    .leftJoin(subjects, eq(subjects.id, classes.subjectId))
    .leftJoin(students, eq(students.classId, classes.id))
    .where(caller.userRoleId === USER_ROLE.ADMIN ? undefined : and(reachableClasses(caller)))
    .orderBy(asc(classes.name))
  return {
    classes: rows.map(({ klass, subject, students: n }) => ({
      id: klass.id,
      name: klass.name,
      school_id: klass.schoolId,
      academic_level_id: klass.academicLevelId ?? 0,
      subject_id: klass.subjectId ?? 0,
      subject_name: subject ?? '',
      students_count: Number(n ?? 0),
      is_active: klass.isActive,
    })),
  }
}
