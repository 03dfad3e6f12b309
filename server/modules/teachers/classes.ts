import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { academicLevels, classes, classMembers, courses, subjects, users } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../errors'
import { loadReachableClass, reachableClasses } from '../coach/engagement/reach'
import { topicsOf } from '../courses/catalog'
import { summarise } from '../users/directory'
import { presentClasses } from './present'
import { isAdmin, schoolOf } from './scope'

type ClassInput = { name: string; academic_level_id: number; subject_id: number }

/** GET /teachers/class: the classes a teacher reaches (ADR 0048; an admin: all), by name. */
export async function listTeacherClasses(ctx: AppContext, caller: UserRow) {
  return { classes: await presentClasses(ctx, isAdmin(caller) ? undefined : reachableClasses(caller)) }
}

/** GET /teachers/class/{id}: a class with its students and teachers by name, and its course's topics. */
export async function getTeacherClass(ctx: AppContext, caller: UserRow, classId: number) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const [[summary], members, [course]] = await Promise.all([
    presentClasses(ctx, eq(classes.id, classId)),
    ctx.db
      .select({ user: users })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(eq(classMembers.classId, classId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    // The class's course: the school's own for its level and subject, else the common one.
    ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.academicLevelId, klass.academicLevelId ?? 0),
          eq(courses.subjectId, klass.subjectId ?? 0),
          or(eq(courses.schoolId, klass.schoolId), isNull(courses.schoolId)),
        ),
      )
      .orderBy(sql`${courses.schoolId} is null`, asc(courses.id))
      .limit(1),
  ])
  const people = members.map(({ user }) => user)
  return {
    ...summary,
    students: people.filter((u) => u.userRoleId === USER_ROLE.STUDENT).map(summarise),
    teachers: people.filter((u) => u.userRoleId === USER_ROLE.TEACHER).map(summarise),
    topics: course ? await topicsOf(ctx.db, course.id) : [],
  }
}

async function checkLevelAndSubject(db: Executor, input: ClassInput) {
  const [[level], [subject]] = await Promise.all([
    db.select().from(academicLevels).where(eq(academicLevels.id, input.academic_level_id)),
    db.select().from(subjects).where(eq(subjects.id, input.subject_id)),
  ])
  if (!level)
    throw badRequest('academic_level_id: there is no such level.', [
      { path: 'academic_level_id', message: 'There is no such level.' },
    ])
  if (!subject)
    throw badRequest('subject_id: there is no such subject.', [
      { path: 'subject_id', message: 'There is no such subject.' },
    ])
}

/** The members a class may have: students and teachers of its own school. Anyone else is named in a 400. */
async function schoolMembers(
  db: Executor,
  schoolId: number,
  userIds: number[],
  roles: number[] = [USER_ROLE.STUDENT, USER_ROLE.TEACHER],
) {
  const unique = [...new Set(userIds)]
  if (!unique.length) return []
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.schoolId, schoolId), inArray(users.userRoleId, roles)))
  const ok = new Set(found.map((r) => r.id))
  const strangers = unique.filter((id) => !ok.has(id))
  if (strangers.length) {
    const who = roles.length === 1 ? 'students' : 'students or teachers'
    throw badRequest(`Only ${who} of the class's school can be in it; not user ${strangers.join(', ')}.`, [
      { path: 'user_ids', message: `Not ${who} of this school: ${strangers.join(', ')}` },
    ])
  }
  return unique
}

/** Creates a class in a school with its first teachers; 409 when the school already has a class of that name. */
async function insertClass(db: Executor, schoolId: number, input: ClassInput, teacherIds: number[]) {
  await checkLevelAndSubject(db, input)
  const teachers = await schoolMembers(db, schoolId, teacherIds, [USER_ROLE.TEACHER])
  const [clash] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), sql`lower(${classes.name}) = lower(${input.name})`))
  if (clash)
    throw new AppError(
      409,
      `Your school already has a class called “${input.name}”. Pick another name.`,
      'conflict',
    )
  return db.transaction(async (tx) => {
    const [klass] = await tx
      .insert(classes)
      .values({
        name: input.name,
        schoolId,
        academicLevelId: input.academic_level_id,
        subjectId: input.subject_id,
      })
      .returning()
    if (teachers.length)
      await tx.insert(classMembers).values(teachers.map((userId) => ({ classId: klass.id, userId })))
    return klass
  })
}

/** POST /teachers/class: a class of the caller's school, taught by the caller. */
export async function createTeacherClass(ctx: AppContext, caller: UserRow, input: ClassInput) {
  const school = schoolOf(caller)
  if (school === null) throw badRequest('An admin creates a class with POST /classes and its school_id.')
  const klass = await insertClass(ctx.db, school, input, [caller.id])
  return { class_id: klass.id }
}

/** POST /classes: a class with its teachers; an admin names the school, a teacher creates in their own. */
export async function createClass(
  ctx: AppContext,
  caller: UserRow,
  input: ClassInput & { school_id?: number; teacher_ids?: number[] },
) {
  const own = schoolOf(caller)
  const school = own ?? input.school_id
  if (school == null)
    throw badRequest('school_id: say which school the class is for.', [
      { path: 'school_id', message: 'Required for an admin.' },
    ])
  if (own !== null && input.school_id !== undefined && input.school_id !== own)
    throw notFound('There is no such school among yours.')
  const teacherIds = [...(input.teacher_ids ?? []), ...(isAdmin(caller) ? [] : [caller.id])]
  const klass = await insertClass(ctx.db, school, input, teacherIds)
  return getTeacherClass(ctx, caller, klass.id)
}

/** POST /teachers/class/{id}/assign: students or teachers of the school join (members already in stay once). */
export async function assignClassUsers(ctx: AppContext, caller: UserRow, classId: number, userIds: number[]) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const members = await schoolMembers(ctx.db, klass.schoolId, userIds)
  await ctx.db
    .insert(classMembers)
    .values(members.map((userId) => ({ classId, userId })))
    .onConflictDoNothing()
  return getTeacherClass(ctx, caller, classId)
}

/** POST /teachers/class/{id}/unassign: members leave; the caller may not leave a class no one else teaches. */
export async function unassignClassUsers(
  ctx: AppContext,
  caller: UserRow,
  classId: number,
  userIds: number[],
) {
  await loadReachableClass(ctx.db, caller, classId)
  const leaving = [...new Set(userIds)]
  if (leaving.includes(caller.id)) {
    const [other] = await ctx.db
      .select({ id: classMembers.userId })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(
        and(
          eq(classMembers.classId, classId),
          eq(users.userRoleId, USER_ROLE.TEACHER),
          ne(users.id, caller.id),
          sql`${users.id} not in (${sql.join(
            leaving.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1)
    if (!other && !isAdmin(caller))
      throw badRequest('You are the only teacher of this class: add another teacher before you leave it.')
  }
  await ctx.db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, leaving)))
  // The caller may no longer reach the class once they have left it.
  return leaving.includes(caller.id) && !isAdmin(caller)
    ? { ...(await presentClasses(ctx, eq(classes.id, classId)))[0], students: [], teachers: [], topics: [] }
    : getTeacherClass(ctx, caller, classId)
}

/** PUT /classes/{id}/students: the class's students become exactly these (its teachers stay). */
export async function setClassStudents(ctx: AppContext, caller: UserRow, classId: number, userIds: number[]) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const students = await schoolMembers(ctx.db, klass.schoolId, userIds, [USER_ROLE.STUDENT])
  await ctx.db.transaction(async (tx) => {
    const current = tx.select({ id: users.id }).from(users).where(eq(users.userRoleId, USER_ROLE.STUDENT))
    await tx.delete(classMembers).where(
      and(
        eq(classMembers.classId, classId),
        inArray(classMembers.userId, current),
        students.length
          ? sql`${classMembers.userId} not in (${sql.join(
              students.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    if (students.length)
      await tx
        .insert(classMembers)
        .values(students.map((userId) => ({ classId, userId })))
        .onConflictDoNothing()
  })
  return getTeacherClass(ctx, caller, classId)
}
