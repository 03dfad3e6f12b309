import { eq, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { SignupBodySchema } from '../../../contracts/auth'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { academicLevels, users } from '../../db/schema'
import { badRequest, conflict } from '../../errors'
import { hashPassword } from '../../lib/crypto'
import { redeemReferral } from '../referral/codes'
import { mailVerificationLink } from './email-verification'
import { type RequestMeta, startSession } from './login'
import { canonicalMobile } from './otp'
import { consentParentEmail } from './parental-consent'
import { assertPasswordAllowed } from './password-policy'

type SignupBody = z.infer<typeof SignupBodySchema>

/**
 * Opens a new account and signs it in. It is the one call that must say an email, username or mobile number
 * is taken (the person has to choose another); the per-address limit on it keeps that from being a fast way
 * to learn who has an account (docs/decisions/0019).
 */
/** A friend's code from the share link; a wrong or used-up one is only logged: the account matters more. */
async function takeReferralCode(ctx: AppContext, user: UserRow, code: string) {
  try {
    await redeemReferral(ctx, user, code)
  } catch (err) {
    ctx.log.info(
      { userId: user.id, reason: (err as Error).message },
      'a referral code at sign-up was not taken',
    )
  }
}

/** A parent signing up from a child's consent link, with the address the link was mailed to, has proved it. */
async function provenByConsentLink(ctx: AppContext, body: SignupBody) {
  if (!body.consent_token || body.user_role_id !== USER_ROLE.PARENT) return false
  return (await consentParentEmail(ctx, body.consent_token)) === body.email
}

/**
 * A child does not open an account alone (ADR 0057): a parent makes it, or the school, or a parent answers the
 * consent request the child sends from the sign-up page. Nothing the child typed here is kept.
 */
function refuseChildAlone(body: SignupBody) {
  if (body.user_role_id !== USER_ROLE.STUDENT) return
  const message =
    "A child's account is made by a parent or the school. Ask a grown-up to sign up and add you, or send them a request from the sign-up page."
  throw badRequest(message, [{ path: 'user_role_id', message }])
}

export async function signup(ctx: AppContext, body: SignupBody, isFreeTier: boolean, meta: RequestMeta) {
  refuseChildAlone(body)
  assertPasswordAllowed(body.password, {
    email: body.email,
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
  })
  const mobile = body.mobile_number ? canonicalMobile(body.mobile_number) : null
  if (mobile && !/^\+\d{8,15}$/.test(mobile)) {
    const message = 'Enter a mobile number with its country code, e.g. +65 9123 4567.'
    throw badRequest(message, [{ path: 'mobile_number', message }])
  }
  const taken = await ctx.db
    .select({ email: users.email, username: users.username, mobile: users.mobileNumber })
    .from(users)
    .where(
      or(
        eq(users.email, body.email),
        body.username ? eq(users.username, body.username) : undefined,
        mobile ? eq(users.mobileNumber, mobile) : undefined,
      ),
    )
  const clash = (field: string, message: string) => conflict(message, [{ path: field, message }])
  if (taken.some((u) => u.email === body.email)) {
    throw clash('email', 'An account already uses this email. Sign in, or reset your password.')
  }
  if (body.username && taken.some((u) => u.username === body.username)) {
    throw clash('username', 'That username is taken. Try another one.')
  }
  if (taken.length) {
    throw clash(
      'mobile_number',
      'Another account uses this mobile number. Leave it out, or sign in to that account.',
    )
  }
  if (body.academic_level_id) {
    const [level] = await ctx.db
      .select({ id: academicLevels.id })
      .from(academicLevels)
      .where(eq(academicLevels.id, body.academic_level_id))
    if (!level)
      throw badRequest('Choose a school level from the list.', [
        { path: 'academic_level_id', message: 'Unknown level.' },
      ])
  }
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: body.email,
      username: body.username ?? null,
      mobileNumber: mobile,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      userRoleId: body.user_role_id,
      academicLevelId: body.academic_level_id ?? null,
      hasAgreedPolicy: true,
      isFreeTier,
      emailVerifiedAt: (await provenByConsentLink(ctx, body)) ? new Date() : null,
    })
    .returning()
  await mailVerificationLink(ctx, user)
  if (body.referral_code) await takeReferralCode(ctx, user, body.referral_code)
  return startSession(ctx, user, 'signup', meta)
}
