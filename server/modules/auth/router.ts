import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authContract } from '../../../contracts/auth'
import { userIdentities, users } from '../../db/schema'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { resendVerification, verifyEmail } from './email-verification'
import { type ExternalIdentity, exchangeApple, verifyGoogle } from './identity-providers'
import { checkMagicLink, exchangeLoginLink, resetPassword, sendMagicLink, sendPasswordReset } from './links'
import { login } from './login'
import { checkMobileShape, sendOtp } from './otp'
import {
  declineParentalConsent,
  readParentalConsent,
  requestParentalConsent,
  scheduleConsentExpiry,
} from './parental-consent'
import { revokeSession } from './sessions'
import { signup } from './signup'
import { findWhiteLabel } from './white-label'

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] })
const ok = (message?: string) => ({ ok: true as const, message })

export function registerAuthRoutes(app: FastifyInstance) {
  const { ctx } = app
  // Per-address limits on the calls that can be used to guess passwords or flood inboxes and phones.
  const perIp = (max: number, minutes: number) => perAddressLimit(app, max, minutes)
  const loginLimit = perIp(ctx.config.rateLimits.perMinute, 1)
  const mailLimit = perIp(10, 15)

  async function claimsOf(identity: ExternalIdentity) {
    const [linked] = await ctx.db
      .select({ id: userIdentities.userId })
      .from(userIdentities)
      .where(
        and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)),
      )
    const [byEmail] = identity.email
      ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email))
      : []
    return {
      email: identity.email,
      first_name: identity.firstName,
      last_name: identity.lastName,
      subject: identity.subject,
      has_account: Boolean(linked || (identity.emailVerified && byEmail)),
    }
  }

  const router = s.router(authContract, {
    signup: {
      hooks: loginLimit,
      handler: async ({ body, query, request }) => ({
        status: 201,
        body: await signup(ctx, body, query.is_free_tier ?? false, meta(request)),
      }),
    },
    generateOtp: {
      hooks: mailLimit,
      handler: async ({ body, query }) => {
        if (query.validate_number) checkMobileShape(body.country_code, body.phone_number)
        await sendOtp(ctx, body.country_code, body.phone_number)
        return {
          status: 200,
          body: { ...ok('If an account uses this number, a code is on its way.'), expires_in_seconds: 600 },
        }
      },
    },
    login: {
      hooks: loginLimit,
      handler: async ({ body, request }) => ({ status: 200, body: await login(ctx, body, meta(request)) }),
    },
    logout: async ({ request }) => {
      currentUser(request)
      if (request.sessionId) await revokeSession(ctx, request.sessionId)
      return { status: 200, body: ok('You are signed out.') }
    },
    requestMagicLink: {
      hooks: mailLimit,
      handler: async ({ body }) => {
        await sendMagicLink(ctx, body.email)
        return { status: 200, body: ok('If an account uses this email, a sign-in link is on its way.') }
      },
    },
    validateMagicLink: {
      hooks: loginLimit,
      handler: async ({ params }) => ({ status: 200, body: await checkMagicLink(ctx, params.token) }),
    },
    validateApple: {
      hooks: loginLimit,
      handler: async ({ params }) => ({
        status: 200,
        body: await claimsOf(await exchangeApple(ctx.config, params.code)),
      }),
    },
    validateGoogle: {
      hooks: loginLimit,
      handler: async ({ params }) => ({
        status: 200,
        body: await claimsOf(await verifyGoogle(ctx.config, params.jwt)),
      }),
    },
    exchangeLoginLink: {
      hooks: loginLimit,
      handler: async ({ params }) => ({ status: 200, body: await exchangeLoginLink(ctx, params.id) }),
    },
    getWhiteLabel: async ({ body }) => ({ status: 200, body: await findWhiteLabel(ctx, body.domain) }),
    requestPasswordReset: {
      hooks: mailLimit,
      handler: async ({ body }) => {
        await sendPasswordReset(ctx, body.email, body.is_from_aiacademy_new_buy_page ?? false)
        return { status: 200, body: ok('If an account uses this email, a reset link is on its way.') }
      },
    },
    resetPassword: {
      hooks: loginLimit,
      handler: async ({ body }) => {
        await resetPassword(ctx, body.token, body.new_password)
        return { status: 200, body: ok('Your password is changed. Sign in with the new one.') }
      },
    },
    requestParentalConsent: {
      hooks: mailLimit,
      handler: async ({ body }) => {
        await requestParentalConsent(ctx, body.child_first_name, body.parent_email)
        return { status: 202, body: ok('We have emailed your grown-up. Ask them to check their inbox.') }
      },
    },
    getParentalConsent: {
      hooks: loginLimit,
      handler: async ({ params }) => ({ status: 200, body: await readParentalConsent(ctx, params.token) }),
    },
    declineParentalConsent: {
      hooks: loginLimit,
      handler: async ({ params }) => {
        await declineParentalConsent(ctx, params.token)
        return { status: 200, body: ok('Thank you. The request and the name in it are deleted.') }
      },
    },
    verifyEmail: {
      hooks: loginLimit,
      handler: async ({ body }) => ({ status: 200, body: await verifyEmail(ctx, body.token) }),
    },
    sendEmailVerification: {
      hooks: mailLimit,
      handler: async ({ request }) => ({
        status: 200,
        body: ok(await resendVerification(ctx, currentUser(request))),
      }),
    },
  })
  scheduleConsentExpiry(app)
  return registerContract(app, authContract, router)
}
