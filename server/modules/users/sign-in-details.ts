import { and, eq, ne } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { users } from '../../db/schema'
import { conflict, gone } from '../../errors'
import { assertCurrentPassword, setEmail, setPassword } from '../auth/credentials'
import { consumeOneTimeTokenRow, issueOneTimeToken, voidOneTimeTokens } from '../auth/one-time-tokens'
import { assertPasswordAllowed } from '../auth/password-policy'

const EMAIL_CHANGE_TTL_MINUTES = 24 * 60

export type SignInChanges = { email?: string; current_password?: string; new_password?: string }
type Caller = { ip: string; sessionId: number | null }

/** "ava.tan@example.com" → "a***@example.com": enough for the owner to recognise, little for anyone else. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, '$1***')

async function emailTaken(ctx: AppContext, email: string, userId: number) {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return Boolean(row)
}

/**
 * A new email takes effect only when its owner opens the link mailed to it, and the old address is told at
 * once. The reply is the same whether or not another account already uses the new address.
 */
async function requestEmailChange(ctx: AppContext, user: UserRow, email: string) {
  await voidOneTimeTokens(ctx.db, user.id, 'email_change')
  const token = await issueOneTimeToken(ctx, 'email_change', user.id, EMAIL_CHANGE_TTL_MINUTES, email)
  ctx.tasks.run('email change', async () => {
    if (await emailTaken(ctx, email, user.id)) {
      await ctx.mailer.send({
        to: email,
        subject: 'Someone tried to use this email on Lantern',
        text: `Hello,\n\nSomeone asked to move a Lantern account to this email, but another Lantern account already uses it, so nothing changed.\n\nIf this was you, sign in with this email instead, or reset its password at ${ctx.config.appUrl}/academy/forget-password.`,
      })
      return
    }
    await ctx.mailer.send({
      to: email,
      subject: 'Confirm your new Lantern email',
      text: `Hello ${user.firstName},\n\nOpen this link to use this email for your Lantern account. It works once and expires in 24 hours:\n\n${ctx.config.appUrl}/confirm-email?token=${token}\n\nIf you did not ask for this, ignore this email: nothing changes.`,
    })
    if (user.email) {
      await ctx.mailer.send({
        to: user.email,
        subject: 'Your Lantern email is about to change',
        text: `Hello ${user.firstName},\n\nSomeone signed in to your Lantern account asked to change its email to ${masked(email)}. It changes only when the link sent there is opened.\n\nIf this was not you, reset your password now at ${ctx.config.appUrl}/academy/forget-password: that also cancels the change.`,
      })
    }
  })
}

async function changePassword(ctx: AppContext, user: UserRow, password: string, caller: Caller) {
  assertPasswordAllowed(
    password,
    { email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName },
    'new_password',
  )
  await setPassword(ctx, user, password, caller.sessionId ?? undefined)
  if (user.email) {
    const to = user.email
    ctx.tasks.run('password change notice', () =>
      ctx.mailer.send({
        to,
        subject: 'Your Lantern password was changed',
        text: `Hello ${user.firstName},\n\nThe password of your Lantern account was just changed, and every other device was signed out.\n\nIf this was not you, reset your password now at ${ctx.config.appUrl}/academy/forget-password and write to ${ctx.config.supportEmail}.`,
      }),
    )
  }
}

/**
 * Applies the sign-in part of a profile change: both need the current password. Answers the address waiting
 * for confirmation, if any.
 */
export async function applySignInChanges(
  ctx: AppContext,
  user: UserRow,
  changes: SignInChanges,
  caller: Caller,
): Promise<string | null> {
  const emailChanges = Boolean(changes.email && changes.email !== user.email)
  if (!emailChanges && !changes.new_password) return null
  await assertCurrentPassword(ctx, user, changes.current_password, caller.ip)
  if (changes.new_password) await changePassword(ctx, user, changes.new_password, caller)
  if (emailChanges && changes.email) {
    await requestEmailChange(ctx, user, changes.email)
    return changes.email
  }
  return null
}

/** Opens the link mailed to a new address: the account moves to it, and the old address is told. */
export async function confirmEmailChange(ctx: AppContext, token: string) {
  const row = await consumeOneTimeTokenRow(ctx, 'email_change', token)
  if (!row?.detail)
    throw gone('This link has expired or was already used. Change the email again to get a new one.')
  const email = row.detail
  if (await emailTaken(ctx, email, row.userId)) {
    throw conflict('Another account started using this email meanwhile, so it cannot move to yours.')
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId))
  await setEmail(ctx, user, email)
  if (user.email && user.email !== email) {
    const old = user.email
    ctx.tasks.run('email changed notice', () =>
      ctx.mailer.send({
        to: old,
        subject: 'Your Lantern email was changed',
        text: `Hello ${user.firstName},\n\nYour Lantern account now uses ${masked(email)} instead of this address.\n\nIf this was not you, write to ${ctx.config.supportEmail} at once.`,
      }),
    )
  }
  return { ok: true as const, message: 'Your new email is confirmed. Use it to sign in from now on.', email }
}
