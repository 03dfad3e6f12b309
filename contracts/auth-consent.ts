import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, ErrorSchema, OkSchema, publicErrors, Timestamp } from './common'

const c = initContract()

const consent =
  'A child who starts sign-up alone asks a parent, who consents by email first (issue 14 item 10, ADR 0057)'
const verification = 'New accounts verify their email address (issue 14 item 10, ADR 0057)'

export const ConsentTokenParam = z.object({ token: z.string().trim().min(10).max(256) })

/** All a child gives when starting alone: a first name and a grown-up's email, nothing more (ADR 0057). */
export const ParentalConsentBodySchema = z.object({
  child_first_name: z
    .string()
    .trim()
    .min(1, 'Write your first name.')
    .max(40, 'Use at most 40 letters for your first name.')
    .regex(/^[^@\d]+$/, 'Write just your first name, with letters only.'),
  parent_email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Write your grown-up’s email address.')
    .max(254, 'That email address is too long.')
    .email('That does not look like an email address. Check it with your grown-up.'),
})

export const ParentalConsentSchema = z.object({
  child_first_name: z.string(),
  parent_email: z.string(),
  expires_at: Timestamp,
})

export const consentRoutes = c.router({
  requestParentalConsent: {
    method: 'POST',
    path: '/api/v1/auth/parental-consent',
    body: ParentalConsentBodySchema,
    responses: { 202: OkSchema, ...publicErrors },
    summary: "Email a parent a link to consent to a child's account; nothing else about the child is kept",
    metadata: { ...access.public, beyondSpec: consent },
  },
  getParentalConsent: {
    method: 'GET',
    path: '/api/v1/auth/parental-consent/:token',
    pathParams: ConsentTokenParam,
    responses: { 200: ParentalConsentSchema, 410: ErrorSchema, ...publicErrors },
    summary: 'What a consent link asks: the child’s first name and the address it was sent to',
    metadata: { ...access.public, beyondSpec: consent },
  },
  declineParentalConsent: {
    method: 'POST',
    path: '/api/v1/auth/parental-consent/:token/decline',
    pathParams: ConsentTokenParam,
    body: c.noBody(),
    responses: { 200: OkSchema, 410: ErrorSchema, ...publicErrors },
    summary: 'Refuse a consent request; it is deleted at once',
    metadata: { ...access.public, beyondSpec: consent },
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/v1/auth/email/verify',
    body: z.object({ token: z.string().trim().min(10).max(256) }),
    responses: { 200: OkSchema.extend({ email: z.string() }), 410: ErrorSchema, ...publicErrors },
    summary: 'Mark an account’s email as verified with the single-use link mailed to it',
    metadata: { ...access.public, beyondSpec: verification },
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/api/v1/auth/email/verification',
    body: c.noBody(),
    responses: { 200: OkSchema, ...authErrors },
    summary: 'Mail the signed-in account a new verification link (nothing is sent when already verified)',
    metadata: { ...access.signedIn, beyondSpec: verification },
  },
})
