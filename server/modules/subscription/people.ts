import { and, eq } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { parentChildren, users } from '../../db/schema'
import { forbidden, notFound } from '../../errors'

/**
 * The student a family call is about: a parent's own child, or a student themselves (plan §6 Q6: a student
 * buys only for themselves). Another family's child is a 404 that says nothing of them.
 */
export async function loadStudentFor(ctx: AppContext, caller: UserRow, studentId: number): Promise<UserRow> {
  if (caller.userRoleId === USER_ROLE.STUDENT) {
    if (studentId !== caller.id)
      throw forbidden('A student can only look after their own subscriptions. Ask a parent to help.')
    return caller
  }
  const [row] = await ctx.db
    .select({ child: users })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(and(eq(parentChildren.parentId, caller.id), eq(parentChildren.childId, studentId)))
  if (!row) throw notFound('You have no child with this number on Lantern.')
  return row.child
}
