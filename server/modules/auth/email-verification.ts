import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema'
import { gone, tooMany } from '../../errors'
import { consumeOneTimeTokenRow, issueOneTimeToken, voidOneTimeTokens } from './one-time-tokens'

const VERIFY_TTL_MINUTES = 3 * 24 * 60
const SENDS_PER_ACCOUNT = 3
const SEND_WINDOW_MS = 15 * 60_000

/** Whether the account still owes a verified address; accounts without an email owe nothing. */
export const emailUnverified = (user: Pick<UserRow, 'email' | 'emailVerifiedAt'>) =>
  Boolean(user.email && !user.emailVerifiedAt)

/**
 * Records that the owner of `email` just proved it (a link mailed there was used). It holds only while the
 * account still has that address, so a link for an old address never verifies a new one.
 */
export async function markEmailVerified(db: Executor, userId: number, email: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
}

/** Mails a fresh single-use link; earlier ones stop working, so only the newest email in the inbox counts. */
export async function mailVerificationLink(ctx: AppContext, user: UserRow) {
  if (!user.email || user.emailVerifiedAt) return
  const email = user.email
  await voidOneTimeTokens(ctx.db, user.id, 'email_verification')
  const token = await issueOneTimeToken(ctx, 'email_verification', user.id, VERIFY_TTL_MINUTES, email)
  ctx.tasks.run('email verification', () =>
    ctx.mailer.send({
      to: email,
      subject: 'Verify your Lantern email',
      text: `Hello ${user.firstName},\n\nWelcome to Lantern. Open this link to verify that this email is yours. It works once and expires in 3 days:\n\n${ctx.config.appUrl}/verify-email?token=${token}\n\nIf you did not create a Lantern account, ignore this email and nothing more will be sent.`,
    }),
  )
}

/** "Send it again" from the banner: a few times per quarter hour, and nothing when there is nothing to verify. */
export async function resendVerification(ctx: AppContext, user: UserRow) {
  if (!emailUnverified(user)) return 'Your email is already verified.'
  if (!(await ctx.limiter.hit(`verify:${user.id}`, SENDS_PER_ACCOUNT, SEND_WINDOW_MS))) {
    throw tooMany('We have sent several links already. Check your spam folder, or wait 15 minutes.')
  }
  await mailVerificationLink(ctx, user)
  return `We sent a new link to ${user.email}.`
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const spent = () => gone('This link has expired or was already used. Sign in and ask for a new one.')
  const row = await consumeOneTimeTokenRow(ctx, 'email_verification', token)
  if (!row?.detail) throw spent()
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId))
  if (user?.email !== row.detail) throw spent()
  await markEmailVerified(ctx.db, user.id, row.detail)
  return { ok: true as const, message: 'Your email is verified. Thank you!', email: row.detail }
}
