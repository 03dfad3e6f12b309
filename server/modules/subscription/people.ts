import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { forbidden } from '../../errors'
import { loadOwnChild } from '../children/accounts'

/**
 * The student a family call is about: a parent's own child, or a student themselves (plan §6 Q6: a student
 * buys only for themselves). Another family's child is a 404 that says nothing of them.
 */
export async function loadStudentFor(
  ctx: AppContext,
  caller: UserRow,
  studentId: number,
  refusal = 'A student can only look after their own subscriptions. Ask a parent to help.',
): Promise<UserRow> {
  if (caller.userRoleId === USER_ROLE.STUDENT) {
    if (studentId !== caller.id) throw forbidden(refusal)
    return caller
  }
  return loadOwnChild(ctx, caller, studentId)
}
