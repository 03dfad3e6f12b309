import { eq } from 'drizzle-orm'
import { LIMITS } from '../../../contracts/constants'
import type { AppContext } from '../../context'
import { users } from '../../db/schema'
import { gone, tooMany } from '../../errors'
import { hashPassword } from '../../lib/crypto'
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  peekOneTimeToken,
  voidOneTimeTokens,
} from './one-time-tokens'
import { revokeUserSessions } from './sessions'

const LINKS_PER_ADDRESS = 3
const LINK_WINDOW_MS = 15 * 60_000
const LOGIN_LINK_TTL_MINUTES = 7 * 24 * 60
const LOGIN_TOKEN_TTL_MINUTES = 5

function limitAddress(ctx: AppContext, purpose: string, email: string) {
  if (!ctx.limiter.hit(`${purpose}:${email}`, LINKS_PER_ADDRESS, LINK_WINDOW_MS)) {
    throw tooMany('We have sent several emails to this address. Wait 15 minutes before asking again.')
  }
}

async function activeUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
  return user?.isActive ? user : null
}

const greeting = (firstName: string) => `Hello ${firstName},`

export async function sendMagicLink(ctx: AppContext, email: string) {
  limitAddress(ctx, 'magic', email)
  const user = await activeUserByEmail(ctx, email)
  if (!user) return
  const token = await issueOneTimeToken(ctx, 'magic_link', user.id, LIMITS.MAGIC_LINK_TTL_MINUTES)
  const link = `${ctx.config.appUrl}/magic-link/validation/${token}`
  await ctx.mailer.send({
    to: email,
    subject: 'Your Lantern sign-in link',
    text: `${greeting(user.firstName)}\n\nUse this link to sign in to Lantern. It works once and expires in ${LIMITS.MAGIC_LINK_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask to sign in, you can ignore this email.`,
  })
}

export async function checkMagicLink(ctx: AppContext, token: string) {
  const row = await peekOneTimeToken(ctx, 'magic_link', token)
  if (!row?.email) throw gone('This sign-in link has expired or was already used. Ask for a new one.')
  return { email: row.email }
}

export async function sendPasswordReset(ctx: AppContext, email: string, forNewPurchase: boolean) {
  limitAddress(ctx, 'reset', email)
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
}

/** Sets the new password, voids other reset links and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const userId = await consumeOneTimeToken(ctx, 'password_reset', token)
  if (!userId) throw gone('This reset link has expired or was already used. Ask for a new one.')
  const passwordHash = await hashPassword(newPassword)
  await ctx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
  await voidOneTimeTokens(ctx, 'password_reset', userId)
  await revokeUserSessions(ctx, userId)
}

/** A link that signs a person in once, e.g. in the welcome email of an account someone made for them. */
export const issueLoginLink = (ctx: AppContext, userId: number) =>
  issueOneTimeToken(ctx, 'login_link', userId, LOGIN_LINK_TTL_MINUTES)

export async function exchangeLoginLink(ctx: AppContext, linkId: string) {
  const userId = await consumeOneTimeToken(ctx, 'login_link', linkId)
  if (!userId) throw gone('This sign-in link has expired or was already used. Ask for a new one.')
  return { token: await issueOneTimeToken(ctx, 'login_token', userId, LOGIN_TOKEN_TTL_MINUTES) }
}
