import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { LIMITS } from '../../../contracts/constants'
import type { AppContext } from '../../context'
import { otpCodes, users } from '../../db/schema'
import { badRequest, tooMany, unauthorized } from '../../errors'
import { hmac, newOtpCode, safeEqualHex } from '../../lib/crypto'

const MAX_ATTEMPTS = 5
const SENDS_PER_NUMBER = 3
const SEND_WINDOW_MS = 15 * 60_000

/** One canonical form for a mobile number, however it was typed: + and digits. */
export const canonicalMobile = (typed: string) => `+${typed.replace(/\D/g, '')}`
export const normaliseMobile = (countryCode: string, phone: string) =>
  canonicalMobile(`${countryCode}${phone}`)

/** With validate_number, the number must look like a real mobile for its country (Singapore: 8 digits, 8 or 9). */
export function checkMobileShape(countryCode: string, phone: string) {
  const cc = countryCode.replace(/\D/g, '')
  const digits = phone.replace(/\D/g, '')
  const ok =
    cc === '65'
      ? /^[89]\d{7}$/.test(digits)
      : digits.length + cc.length >= 8 && digits.length + cc.length <= 15
  if (!ok) {
    const message =
      cc === '65'
        ? 'Enter a Singapore mobile number: 8 digits starting with 8 or 9.'
        : 'Enter a mobile number with its country code.'
    throw badRequest(message, [{ path: 'phone_number', message }])
  }
}

/** Sends a code when an account uses the number; the reply, in words and time, is the same either way. */
export async function sendOtp(ctx: AppContext, countryCode: string, phone: string) {
  const mobile = normaliseMobile(countryCode, phone)
  if (!(await ctx.limiter.hit(`otp:send:${mobile}`, SENDS_PER_NUMBER, SEND_WINDOW_MS))) {
    throw tooMany('We have sent several codes to this number. Wait 15 minutes before asking for another.')
  }
  ctx.tasks.run('one-time code', async () => {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobile))
    if (!user) return
    const code = newOtpCode()
    await ctx.db.insert(otpCodes).values({
      mobileNumber: mobile,
      codeHash: hmac(ctx.config.secretKey, `${mobile}:${code}`),
      expiresAt: new Date(Date.now() + LIMITS.OTP_TTL_MINUTES * 60_000),
    })
    await ctx.sms.send(
      mobile,
      `Your Lantern sign-in code is ${code}. It expires in ${LIMITS.OTP_TTL_MINUTES} minutes.`,
    )
  })
}

export async function checkOtp(ctx: AppContext, mobileInput: string, code: string) {
  const mobile = canonicalMobile(mobileInput)
  const wrong = unauthorized('That code is not right or has expired. Check it, or ask for a new one.')
  const [latest] = await ctx.db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobileNumber, mobile), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, new Date())),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1)
  if (!latest) throw wrong
  // Each try is claimed in one statement before the code is compared, so guesses sent at once, to one
  // instance or to several, cannot between them try more than MAX_ATTEMPTS codes.
  const [claimed] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id })
  if (!claimed) throw tooMany('Too many wrong codes. Ask for a new code.')
  if (!safeEqualHex(latest.codeHash, hmac(ctx.config.secretKey, `${mobile}:${code}`))) throw wrong
  const [used] = await ctx.db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id })
  if (!used) throw wrong
  const [user] = await ctx.db.select().from(users).where(eq(users.mobileNumber, mobile))
  if (!user) throw wrong
  return user
}
