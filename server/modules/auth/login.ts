import { and, eq } from 'drizzle-orm'
import type { LoginBody } from '../../../contracts/auth'
import type { SessionUser } from '../../../contracts/common'
import { ROLE_NAME, type UserRoleId } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { userIdentities, users } from '../../db/schema'
import { AppError, badRequest, forbidden, tooMany, unauthorized } from '../../errors'
import { verifyPassword } from '../../lib/crypto'
import { loadUserView } from '../users/present'
import {
  type ExternalIdentity,
  exchangeApple,
  exchangeCanvas,
  exchangeD2l,
  verifyGoogle,
} from './identity-providers'
import { consumeOneTimeToken } from './one-time-tokens'
import { checkOtp } from './otp'
import { createSession } from './sessions'

export type RequestMeta = { ip?: string; userAgent?: string }

const WRONG_PASSWORD = {
  email: "That email and password don't match. Check them, or reset your password.",
  username: "That username and password don't match. Check them, or ask your parent or teacher to reset it.",
}
const FAILURES_PER_ACCOUNT = 10
const FAILURE_WINDOW_MS = 15 * 60_000

const required = (value: string | undefined, field: string, message: string) => {
  if (!value) throw badRequest(message, [{ path: field, message }])
  return value
}

async function byPassword(ctx: AppContext, body: LoginBody, kind: 'email' | 'username'): Promise<UserRow> {
  const id = required(
    body[kind],
    kind,
    kind === 'email' ? 'Enter your email address.' : 'Enter your username.',
  ).toLowerCase()
  const password = required(body.password, 'password', 'Enter your password.')
  // Only failures count, so many good sign-ins at once (a class on one account) are never refused.
  const limiterKey = `login:${kind}:${id}`
  if (ctx.limiter.isBlocked(limiterKey, FAILURES_PER_ACCOUNT)) {
    throw tooMany('Too many sign-in attempts for this account. Wait 15 minutes, or reset the password.')
  }
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(kind === 'email' ? eq(users.email, id) : eq(users.username, id))
  const ok = await verifyPassword(user?.passwordHash, password)
  if (!user || !ok) {
    ctx.limiter.hit(limiterKey, FAILURES_PER_ACCOUNT, FAILURE_WINDOW_MS)
    throw unauthorized(WRONG_PASSWORD[kind])
  }
  ctx.limiter.reset(limiterKey)
  return user
}

async function byOneTimeToken(ctx: AppContext, body: LoginBody, kind: 'magic_link' | 'login_token') {
  const token = required(
    body.login_token,
    'login_token',
    'This sign-in link is incomplete. Open it from the email again.',
  )
  const userId = await consumeOneTimeToken(ctx, kind, token)
  if (!userId) throw unauthorized('This sign-in link has expired or was already used. Ask for a new one.')
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  return user
}

/** Finds the account an outside identity belongs to, linking it by a verified email the first time. */
async function byExternalIdentity(ctx: AppContext, identity: ExternalIdentity): Promise<UserRow> {
  const [linked] = await ctx.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
  if (linked) return linked.user
  if (identity.email && identity.emailVerified) {
    const [user] = await ctx.db.select().from(users).where(eq(users.email, identity.email))
    if (user) {
      await ctx.db
        .insert(userIdentities)
        .values({ provider: identity.provider, subject: identity.subject, userId: user.id })
        .onConflictDoNothing()
      return user
    }
  }
  throw unauthorized(
    'No Lantern account uses this sign-in yet. Sign up first, or use your email and password.',
  )
}

async function findUser(ctx: AppContext, body: LoginBody): Promise<UserRow> {
  switch (body.login_type) {
    case 'email':
    case 'username':
      return byPassword(ctx, body, body.login_type)
    case 'magic_link':
      return byOneTimeToken(ctx, body, 'magic_link')
    case 'token':
      return byOneTimeToken(ctx, body, 'login_token')
    case 'otp': {
      const mobile = required(body.mobile_number, 'mobile_number', 'Enter your mobile number.')
      const code = required(body.otp, 'otp', 'Enter the 6-digit code we sent you.')
      return checkOtp(ctx, mobile, code)
    }
    case 'google':
      return byExternalIdentity(
        ctx,
        await verifyGoogle(
          ctx.config,
          required(body.google_jwt, 'google_jwt', 'Google did not send a sign-in token.'),
        ),
      )
    case 'apple':
      return byExternalIdentity(
        ctx,
        await exchangeApple(
          ctx.config,
          required(body.apple_auth_grant_code, 'apple_auth_grant_code', 'Apple did not send a sign-in code.'),
        ),
      )
    case 'canvas':
      return byExternalIdentity(
        ctx,
        await exchangeCanvas(
          ctx.config,
          required(body.canvas_code, 'canvas_code', 'Canvas did not send a code.'),
        ),
      )
    case 'd2l':
      return byExternalIdentity(
        ctx,
        await exchangeD2l(ctx.config, required(body.d2l_code, 'd2l_code', 'D2L did not send a code.')),
      )
  }
}

/** Opens a session for an account and answers the user with its token. */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  loginType: string,
  meta: RequestMeta,
): Promise<SessionUser> {
  if (!user.isActive) {
    throw forbidden('This account has been switched off. Ask your school, or write to support@lantern.test.')
  }
  const previousLogin = user.lastLoggedIn
  const { token, expiresAt } = await createSession(ctx, user.id, loginType, meta)
  const [updated] = await ctx.db
    .update(users)
    .set({ lastLoggedIn: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  const view = await loadUserView(ctx.db, { ...updated, lastLoggedIn: previousLogin })
  return { ...view, access_token: token, expires_at: expiresAt.toISOString() }
}

export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<SessionUser> {
  const user = await findUser(ctx, body)
  if (body.login_role && body.login_role !== user.userRoleId) {
    const role = ROLE_NAME[user.userRoleId as UserRoleId] ?? 'other'
    throw new AppError(
      403,
      `This is a ${role.replace('_', ' ')} account. Use the ${role} sign-in.`,
      'wrong_role',
    )
  }
  return startSession(ctx, user, body.login_type, meta)
}
