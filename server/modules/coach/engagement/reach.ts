import { and, eq, type SQL, sql } from 'drizzle-orm'
import { TEACHER_ROLE, USER_ROLE } from '../../../../contracts/constants'
import type { UserRow } from '../../../context'
import type { Executor } from '../../../db/client'
import { classes, classMembers, parentChildren } from '../../../db/schema'
import { notFound } from '../../../errors'

/**
 * Who may see a child's flagged messages (plan §6.5): their parent, a teacher of a class the child is in (a
 * school's owner: any class of the school), and admins. Everyone else is told there is nothing there.
 */
const isOwner = (user: UserRow) =>
  user.userRoleId === USER_ROLE.TEACHER && user.teacherRoleId === TEACHER_ROLE.OWNER

/**
 * Classes the staff member may look into: those they teach; for an owner every class of their school; for a
 * department head every class of their school in the subjects they head (ADR 0048).
 */
export function reachableClasses(caller: UserRow): SQL {
  const taught = sql`${classes.id} in (select class_id from class_members where user_id = ${caller.id})`
  if (caller.userRoleId !== USER_ROLE.TEACHER || caller.schoolId == null) return taught
  if (isOwner(caller)) return sql`(${taught} or ${classes.schoolId} = ${caller.schoolId})`
  if (caller.teacherRoleId === TEACHER_ROLE.DEPARTMENT_HEAD)
    return sql`(${taught} or (${classes.schoolId} = ${caller.schoolId} and ${classes.subjectId} in
      (select subject_id from department_heads where user_id = ${caller.id})))`
  return taught
}

/** A class the staff member reaches (an admin: any), or 404: another teacher's class is not theirs to know about. */
export async function loadReachableClass(db: Executor, caller: UserRow, classId: number) {
  const [row] = await db
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        caller.userRoleId === USER_ROLE.ADMIN ? undefined : reachableClasses(caller),
      ),
    )
  if (!row) throw notFound('There is no such class among yours.')
  return row
}

export async function reachesClass(db: Executor, caller: UserRow, classId: number) {
  if (caller.userRoleId === USER_ROLE.ADMIN) return true
  if (caller.userRoleId !== USER_ROLE.TEACHER) return false
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), reachableClasses(caller)))
  return Boolean(row)
}

export async function childrenOf(db: Executor, parentId: number) {
  const rows = await db
    .select({ id: parentChildren.childId })
    .from(parentChildren)
    .where(eq(parentChildren.parentId, parentId))
  return rows.map((r) => r.id)
}

/** Whether the caller may see this student's flagged messages. */
export async function reachesStudent(db: Executor, caller: UserRow, studentId: number) {
  if (caller.userRoleId === USER_ROLE.ADMIN) return true
  if (caller.userRoleId === USER_ROLE.PARENT) return (await childrenOf(db, caller.id)).includes(studentId)
  if (caller.userRoleId !== USER_ROLE.TEACHER) return false
  const [row] = await db
    .select({ id: classes.id })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.userId, studentId), reachableClasses(caller)))
    .limit(1)
  return Boolean(row)
}
