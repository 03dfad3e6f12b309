import { eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { revokeUserSessions } from '../auth/sessions'

/** Switches an account on or off; switching off also ends its sessions at once. */
export async function setUserActive(ctx: AppContext, admin: UserRow, userId: number, active: boolean) {
  if (!active && userId === admin.id) {
    throw new AppError(409, 'You cannot switch off your own account. Ask another admin.', 'conflict')
  }
  const [row] = await ctx.db
    .update(users)
    .set({ isActive: active, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, isActive: users.isActive })
  if (!row) throw notFound('There is no such user.')
  if (!active) await revokeUserSessions(ctx.db, userId)
  return { id: row.id, is_active: row.isActive }
}
