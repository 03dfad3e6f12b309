import { and, eq } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { users } from '../../db/schema'
import { badRequest, conflict, forbidden } from '../../errors'
import { loadOwnChild } from '../children/accounts'
import { courseAccessOf } from '../courses/entitlement'

/** Whose Lite is turned on: a student's own, or a parent's own child's (another family's is 404). */
async function liteStudent(ctx: AppContext, caller: UserRow, studentId: number | undefined) {
  if (caller.userRoleId === USER_ROLE.PARENT) {
    if (studentId == null) {
      const message = 'Choose which of your children gets Lantern Lite.'
      throw badRequest(message, [{ path: 'student_id', message }])
    }
    return loadOwnChild(ctx, caller, studentId)
  }
  if (studentId != null && studentId !== caller.id)
    throw forbidden('You can turn on Lantern Lite only for yourself.')
  return caller
}

/**
 * Turns Lite on (ADR 0028): the free tier of the student's level, which `courses/entitlement.ts` opens.
 * A paid account does not need it, and Lite never expires on its own.
 */
export async function redeemFreeTierAccess(
  ctx: AppContext,
  caller: UserRow,
  studentId: number | undefined,
  now = new Date(),
) {
  const student = await liteStudent(ctx, caller, studentId)
  const self = student.id === caller.id
  if (student.isFreeTier)
    throw conflict(self ? 'You already have Lantern Lite.' : `${student.firstName} already has Lantern Lite.`)
  const access = await courseAccessOf(ctx.db, student, now)
  if ([...access.values()].some((a) => a.source === 'subscription'))
    throw conflict(
      self
        ? 'Your subjects are already unlocked, so you do not need Lantern Lite.'
        : `${student.firstName} already has unlocked subjects, so Lantern Lite is not needed.`,
    )
  if (!student.academicLevelId)
    throw conflict(
      self
        ? 'Choose your school level in your profile first, so Lantern Lite knows which subjects to open.'
        : `Choose ${student.firstName}'s school level first, so Lantern Lite knows which subjects to open.`,
    )
  // Only a row still without Lite changes, so two taps at once answer 200 and 409, never two 200s.
  const [updated] = await ctx.db
    .update(users)
    .set({ isFreeTier: true })
    .where(and(eq(users.id, student.id), eq(users.isFreeTier, false)))
    .returning({ id: users.id })
  if (!updated)
    throw conflict(self ? 'You already have Lantern Lite.' : `${student.firstName} already has Lantern Lite.`)
  return { student_id: student.id, is_free_tier: true, access_expires_at: null }
}
