import { asc, count, eq, type SQL } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext } from '../../context'
import { classes, classMembers, subjects, users } from '../../db/schema'

/** Classes as the teacher calls list them: with their subject's name and how many students each has, by name. */
export async function presentClasses(ctx: AppContext, where: SQL | undefined) {
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
    .where(where)
    .orderBy(asc(classes.name), asc(classes.id))
  return rows.map(({ klass, subject, students: n }) => ({
    id: klass.id,
    name: klass.name,
    school_id: klass.schoolId,
    academic_level_id: klass.academicLevelId ?? 0,
    subject_id: klass.subjectId ?? 0,
    subject_name: subject ?? '',
    students_count: Number(n ?? 0),
    is_active: klass.isActive,
  }))
}
