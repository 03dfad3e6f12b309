import { and, asc, count, desc, eq, exists, inArray, notExists, type SQL, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { classes, classMembers, parentChildren, users } from '../../db/schema'
import { notFound } from '../../errors'
import { summarise } from '../users/directory'
import { presentClasses } from './present'
import { inCallersSchool, nameMatches, schoolOf } from './scope'

type TeacherQuery = {
  page: number
  size: number
  name_or_username?: string
  teacher_role_id?: number
  order_by: 'first_name' | 'last_name' | 'username' | 'created_at'
  desc?: boolean
  exclude_class_id?: number
}

const ORDER = {
  first_name: users.firstName,
  last_name: users.lastName,
  username: users.username,
  created_at: users.createdAt,
} as const

const classCount = sql<number>`(select count(*)::int from ${classMembers} where user_id = ${users.id})`

/** GET /teachers: the school's teachers, a page at a time, with how many classes each teaches. */
export async function listTeachers(ctx: AppContext, caller: UserRow, q: TeacherQuery) {
  const where = and(
    eq(users.userRoleId, USER_ROLE.TEACHER),
    inCallersSchool(caller),
    nameMatches(q.name_or_username),
    q.teacher_role_id ? eq(users.teacherRoleId, q.teacher_role_id) : undefined,
    q.exclude_class_id
      ? notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(classMembers)
            .where(and(eq(classMembers.userId, users.id), eq(classMembers.classId, q.exclude_class_id))),
        )
      : undefined,
  )
  const order = q.desc ? desc(ORDER[q.order_by]) : asc(ORDER[q.order_by])
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ user: users, classes: classCount })
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ total: count() }).from(users).where(where),
  ])
  return {
    items: rows.map(({ user, classes: n }) => teacherSummary(user, n)),
    total_count: total,
    page: q.page,
    size: q.size,
  }
}

const teacherSummary = (user: UserRow, classesCount: number) => ({
  ...summarise(user),
  teacher_role_id: user.teacherRoleId ?? 3,
  school_id: user.schoolId ?? 0,
  classes_count: Number(classesCount),
})

const hasParent = exists(sql`(select 1 from ${parentChildren} where ${parentChildren.childId} = ${users.id})`)

/** Students with their class ids and whether a parent is linked, for a list or a detail. */
async function studentSummaries(ctx: AppContext, where: SQL | undefined) {
  const rows = await ctx.db
    .select({
      user: users,
      classIds: sql<number[]>`coalesce((select array_agg(class_id order by class_id) from ${classMembers}
        where user_id = ${users.id}), '{}')`,
      hasParent: sql<boolean>`${hasParent}`,
    })
    .from(users)
    .where(and(eq(users.userRoleId, USER_ROLE.STUDENT), where))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  return rows.map(({ user, classIds, hasParent: linked }) => ({
    ...summarise(user),
    academic_level_id: user.academicLevelId,
    class_ids: classIds.map(Number),
    has_parent: Boolean(linked),
  }))
}

/** GET /teachers/students: the school's students (of one level; only those no parent is linked to). */
export async function listTeacherStudents(
  ctx: AppContext,
  caller: UserRow,
  q: { academic_level_id?: number; exclude_linked_child?: boolean },
) {
  return {
    students: await studentSummaries(
      ctx,
      and(
        inCallersSchool(caller),
        q.academic_level_id ? eq(users.academicLevelId, q.academic_level_id) : undefined,
        q.exclude_linked_child ? sql`not ${hasParent}` : undefined,
      ),
    ),
  }
}

/** Parents with at least one child in the caller's school, and how many children they have there. */
async function parentSummaries(ctx: AppContext, caller: UserRow, where?: SQL) {
  const school = schoolOf(caller)
  // "users"."id" spelled out: drizzle leaves a one-table select's columns unqualified, and here that would be c.id.
  const childrenHere = sql<number>`(select count(*)::int from ${parentChildren} pc join ${users} c on c.id = pc.child_id
    where pc.parent_id = "users"."id" ${school === null ? sql`` : sql`and c.school_id = ${school}`})`
  const rows = await ctx.db
    .select({ user: users, children: childrenHere })
    .from(users)
    .where(and(eq(users.userRoleId, USER_ROLE.PARENT), sql`${childrenHere} > 0`, where))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  return rows.map(({ user, children }) => ({ ...summarise(user), children_count: Number(children) }))
}

/** GET /teachers/parents */
export async function listTeacherParents(ctx: AppContext, caller: UserRow) {
  return { parents: await parentSummaries(ctx, caller) }
}

/** GET /teachers/students/{id}: a student of the school, their classes and their parents. */
export async function getTeacherStudent(ctx: AppContext, caller: UserRow, id: number) {
  const [student] = await studentSummaries(ctx, and(eq(users.id, id), inCallersSchool(caller)))
  if (!student) throw notFound('There is no such student in your school.')
  const [theirClasses, parents] = await Promise.all([
    presentClasses(ctx, inArray(classes.id, student.class_ids.length ? student.class_ids : [0])),
    ctx.db
      .select({ user: users })
      .from(parentChildren)
      .innerJoin(users, eq(users.id, parentChildren.parentId))
      .where(eq(parentChildren.childId, id))
      .orderBy(asc(users.firstName)),
  ])
  return { ...student, classes: theirClasses, parents: parents.map(({ user }) => summarise(user)) }
}

/** GET /teachers/{id}: a teacher of the school and the classes they teach. */
export async function getTeacher(ctx: AppContext, caller: UserRow, id: number) {
  const [row] = await ctx.db
    .select({ user: users, classes: classCount })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userRoleId, USER_ROLE.TEACHER), inCallersSchool(caller)))
  if (!row) throw notFound('There is no such teacher in your school.')
  const taught = ctx.db
    .select({ id: classMembers.classId })
    .from(classMembers)
    .where(eq(classMembers.userId, id))
  return {
    ...teacherSummary(row.user, row.classes),
    classes: await presentClasses(ctx, inArray(classes.id, taught)),
  }
}

/** GET /teachers/parents/{id}: a parent of the school's students, with those children. */
export async function getTeacherParent(ctx: AppContext, caller: UserRow, id: number) {
  const [parent] = await parentSummaries(ctx, caller, eq(users.id, id))
  if (!parent) throw notFound('There is no such parent in your school.')
  const children = ctx.db
    .select({ id: parentChildren.childId })
    .from(parentChildren)
    .where(eq(parentChildren.parentId, id))
  return {
    ...parent,
    children: await studentSummaries(ctx, and(inArray(users.id, children), inCallersSchool(caller))),
  }
}
