import { eq } from 'drizzle-orm'
import { LIMITS } from '../../../contracts/constants'
import type { AppContext } from '../../context'
import { users } from '../../db/schema'
import { gone, tooMany } from '../../errors'
import { setPassword } from './credentials'
import { markEmailVerified } from './email-verification'
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens'
import { assertPasswordAllowed } from './password-policy'

const LINKS_PER_ADDRESS = 3
const LINK_WINDOW_MS = 15 * 60_000
const LOGIN_LINK_TTL_MINUTES = 7 * 24 * 60
const LOGIN_TOKEN_TTL_MINUTES = 5

async function limitAddress(ctx: AppContext, purpose: string, email: string) {
  if (!(await ctx.limiter.hit(`${purpose}:${email}`, LINKS_PER_ADDRESS, LINK_WINDOW_MS))) {
    throw tooMany('We have sent several emails to this address. Wait 15 minutes before asking again.')
  }
}

async function activeUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
  return user?.isActive ? user : null
}

const greeting = (firstName: string) => `Hello ${firstName},`

/**
 * Mails a sign-in link when an active account uses the address. The reply never waits for the lookup or the
 * mail, so it is the same, in words and in time, whether or not the account exists.
 */
export async function sendMagicLink(ctx: AppContext, email: string) {
  await limitAddress(ctx, 'magic', email)
  ctx.tasks.run('magic link', async () => {
    const user = await activeUserByEmail(ctx, email)
    if (!user) return
    const token = await issueOneTimeToken(ctx, 'magic_link', user.id, LIMITS.MAGIC_LINK_TTL_MINUTES)
    const link = `${ctx.config.appUrl}/magic-link/validation/${token}`
    await ctx.mailer.send({
      to: email,
      subject: 'Your Lantern sign-in link',
      text: `${greeting(user.firstName)}\n\nUse this link to sign in to Lantern. It works once and expires in ${LIMITS.MAGIC_LINK_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask to sign in, you can ignore this email.`,
    })
  })
}

export async function checkMagicLink(ctx: AppContext, token: string) {
  const row = await peekOneTimeToken(ctx, 'magic_link', token)
  if (!row?.email) throw gone('This sign-in link has expired or was already used. Ask for a new one.')
  return { email: row.email }
}

/** Mails a reset link when an active account uses the address; like the magic link, the reply never waits. */
export async function sendPasswordReset(ctx: AppContext, email: string, forNewPurchase: boolean) {
  await limitAddress(ctx, 'reset', email)
  ctx.tasks.run('password reset link', async () => {
    const user = await activeUserByEmail(ctx, email)
    if (!user) return
    const token = await issueOneTimeToken(ctx, 'password_reset', user.id, LIMITS.PASSWORD_RESET_TTL_MINUTES)
    const link = `${ctx.config.appUrl}/academy/reset-password?token=${token}`
    const purpose = forNewPurchase
      ? 'set a password for your new Lantern account'
      : 'reset your Lantern password'
    await ctx.mailer.send({
      to: email,
      subject: forNewPurchase ? 'Set your Lantern password' : 'Reset your Lantern password',
      text: `${greeting(user.firstName)}\n\nUse this link to ${purpose}. It works once and expires in ${LIMITS.PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.`,
    })
  })
}

/**
 * Sets the new password and ends everything the old one could have opened: every session, every outstanding
 * link (sign-in, reset, login links), every one-time code, and the sign-in throttle's lock on the account.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const expired = () => gone('This reset link has expired or was already used. Ask for a new one.')
  // The password is judged before the link is used up, so a refused password leaves the link working.
  const peeked = await peekOneTimeToken(ctx, 'password_reset', token)
  if (!peeked) throw expired()
  const [user] = await ctx.db.select().from(users).where(eq(users.id, peeked.userId))
  assertPasswordAllowed(newPassword, user, 'new_password')
  if (!(await consumeOneTimeToken(ctx, 'password_reset', token))) throw expired()
  await setPassword(ctx, user, newPassword)
  // The reset link reached the inbox, so the address is the owner's (ADR 0057).
  if (user.email) await markEmailVerified(ctx.db, user.id, user.email)
}

/** A link that signs a person in once, e.g. in the welcome email of an account someone made for them. */
export const issueLoginLink = (ctx: AppContext, userId: number) =>
  issueOneTimeToken(ctx, 'login_link', userId, LOGIN_LINK_TTL_MINUTES)

export async function exchangeLoginLink(ctx: AppContext, linkId: string) {
  const userId = await consumeOneTimeToken(ctx, 'login_link', linkId)
  if (!userId) throw gone('This sign-in link has expired or was already used. Ask for a new one.')
  return { token: await issueOneTimeToken(ctx, 'login_token', userId, LOGIN_TOKEN_TTL_MINUTES) }
}
