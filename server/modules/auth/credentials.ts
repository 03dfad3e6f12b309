import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Tx } from '../../db/client'
import { otpCodes, users } from '../../db/schema'
import { AppError, badRequest, forbidden, tooMany } from '../../errors'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { throttleNames } from './login'
import { voidOneTimeTokens } from './one-time-tokens'
import { revokeUserSessions } from './sessions'

/**
 * Ends what the old credentials could have opened: every outstanding link of the account and its one-time
 * codes, and with `sessions` every session but `keep` (the person's own, when they change it themselves).
 */
async function endOutstandingAccess(tx: Tx, user: UserRow, ending: { sessions: boolean; keep?: number }) {
  if (ending.sessions) await revokeUserSessions(tx, user.id, ending.keep)
  await voidOneTimeTokens(tx, user.id)
  if (user.mobileNumber) {
    await tx
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(otpCodes.mobileNumber, user.mobileNumber), isNull(otpCodes.usedAt)))
  }
}

/** Sets a new password in one transaction with the end of all outstanding access, and lifts any sign-in lock. */
export async function setPassword(ctx: AppContext, user: UserRow, password: string, keepSessionId?: number) {
  const passwordHash = await hashPassword(password)
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id))
    await endOutstandingAccess(tx, user, { sessions: true, keep: keepSessionId })
  })
  await ctx.signIns.forget([...throttleNames(user), `user:${user.id}`])
}

/** Moves the account to a confirmed new email; links sent to the old one stop working. */
export async function setEmail(ctx: AppContext, user: UserRow, email: string) {
  await ctx.db.transaction(async (tx) => {
    // The new address was confirmed by its own link, so it is verified as it takes effect.
    const now = new Date()
    await tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id))
    await endOutstandingAccess(tx, user, { sessions: false })
  })
}

/**
 * Changing how one signs in needs the current password, so a borrowed, unlocked device cannot take the
 * account over. Accounts with no password (made through Google, Apple or a school's LMS) have none to give.
 */
export async function assertCurrentPassword(
  ctx: AppContext,
  user: UserRow,
  password: string | undefined,
  ip: string,
  purpose = 'to change your email or password',
) {
  if (!user.passwordHash) {
    throw forbidden(
      'This account signs in through another service, so its email and password are managed there.',
    )
  }
  if (!password) {
    const message = `Enter your current password ${purpose}.`
    throw badRequest(message, [{ path: 'current_password', message }])
  }
  // Guesses here count like wrong sign-ins, so a borrowed session cannot try passwords freely.
  const name = `user:${user.id}`
  const verdict = await ctx.signIns.begin(name, ip)
  if (!verdict.allowed) {
    throw tooMany('Too many wrong passwords. Wait a minute, then try again.')
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.signIns.failed(name, ip)
    const message = 'That is not your current password.'
    throw new AppError(403, message, 'wrong_password', [{ path: 'current_password', message }])
  }
  await ctx.signIns.succeeded(name, ip)
}
