import { and, eq } from 'drizzle-orm'
import type { LoginBody } from '../../../contracts/auth'
import type { SessionUser } from '../../../contracts/common'
import { ROLE_NAME, type UserRoleId } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { userIdentities, users } from '../../db/schema'
import { AppError, badRequest, forbidden, tooMany, unauthorized } from '../../errors'
import { verifyPassword } from '../../lib/crypto'
import { loadUserView } from '../users/present'
import { markEmailVerified } from './email-verification'
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
const required = (value: string | undefined, field: string, message: string) => {
  if (!value) throw badRequest(message, [{ path: field, message }])
  return value
}

/** The names an account signs in with, as the sign-in throttle counts them. */
export const throttleNames = (user: Pick<UserRow, 'email' | 'username'>) =>
  [user.email && `email:${user.email}`, user.username && `username:${user.username}`].filter(
    (n): n is string => Boolean(n),
  )

/** The sign-in throttle's verdict on a password guess under `name`; also guards linking a child by its login. */
export async function refuseWhileThrottled(
  ctx: AppContext,
  name: string,
  kind: 'email' | 'username',
  ip: string,
) {
  const verdict = await ctx.signIns.begin(name, ip)
  if (verdict.allowed) return
  if (verdict.reason === 'wait') {
    const seconds = Math.ceil(verdict.retryAfterMs / 1000)
    throw tooMany(
      `Too many wrong passwords. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then try again.`,
    )
  }
  throw tooMany(
    kind === 'email'
      ? 'After many wrong passwords, this account only accepts sign-ins from a device that used it before. Use that device, or reset the password.'
      : 'After many wrong passwords, this account only accepts sign-ins from a device that used it before. Use that device, or ask your parent or teacher to reset the password.',
  )
}

async function byPassword(
  ctx: AppContext,
  body: LoginBody,
  kind: 'email' | 'username',
  meta: RequestMeta,
): Promise<UserRow> {
  const id = required(
    body[kind],
    kind,
    kind === 'email' ? 'Enter your email address.' : 'Enter your username.',
  ).toLowerCase()
  const password = required(body.password, 'password', 'Enter your password.')
  // Counted by the name typed, whether or not an account has it, so the replies reveal nothing.
  const name = `${kind}:${id}`
  const ip = meta.ip ?? 'unknown'
  await refuseWhileThrottled(ctx, name, kind, ip)
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(kind === 'email' ? eq(users.email, id) : eq(users.username, id))
  const ok = await verifyPassword(user?.passwordHash, password)
  if (!user || !ok) {
    await ctx.signIns.failed(name, ip)
    throw unauthorized(WRONG_PASSWORD[kind])
  }
  await ctx.signIns.succeeded(name, ip)
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
  // A magic link reached the inbox, so the address is the owner's (ADR 0057).
  if (kind === 'magic_link' && user.email && !user.emailVerifiedAt) {
    await markEmailVerified(ctx.db, user.id, user.email)
    return { ...user, emailVerifiedAt: new Date() }
  }
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

async function findUser(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<UserRow> {
  switch (body.login_type) {
    case 'email':
    case 'username':
      return byPassword(ctx, body, body.login_type, meta)
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
  const user = await findUser(ctx, body, meta)
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
