import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { consentRoutes } from './auth-consent'
import {
  access,
  authErrors,
  EmailSchema,
  ErrorSchema,
  intText,
  JsonId,
  LoginTypeSchema,
  NameSchema,
  OkSchema,
  PasswordSchema,
  PortalSchema,
  publicErrors,
  QueryBool,
  SessionUserSchema,
  UsernameSchema,
} from './common'

const c = initContract()

export const SignupBodySchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  /**
   * Who signs up here: a parent, who then adds children. 1 (a student alone) is refused with a 400 that says how a
   * child joins (ADR 0057); staff accounts are created by admins.
   */
  user_role_id: z
    .union([z.literal(1), z.literal(6)])
    .default(6)
    .describe('6 parent; 1 is refused: a child asks a parent through parental-consent'),
  username: UsernameSchema.optional(),
  academic_level_id: JsonId.optional(),
  mobile_number: z.string().trim().max(20).optional(),
  portal: PortalSchema.default('ai_academy'),
  referral_code: z
    .string()
    .trim()
    .toUpperCase()
    .max(32)
    .optional()
    .describe("A friend's referral code from the share link (?ref=); an unusable one never blocks sign-up"),
  has_agreed_policy: z.literal(true, {
    errorMap: () => ({ message: 'Please agree to the terms and the privacy policy to continue.' }),
  }),
  consent_token: z
    .string()
    .trim()
    .max(256)
    .optional()
    .describe("A child's consent link the parent signs up from: the link proves the address when it matches"),
})

export const LoginBodySchema = z.object({
  login_type: LoginTypeSchema.default('email'),
  login_role: intText(1, 6).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  username: z.string().trim().toLowerCase().max(254).optional(),
  password: z.string().max(128).optional(),
  google_jwt: z.string().max(8192).optional(),
  apple_auth_grant_code: z.string().max(2048).optional(),
  canvas_code: z.string().max(2048).optional(),
  d2l_code: z.string().max(2048).optional(),
  login_token: z.string().max(256).optional(),
  mobile_number: z.string().trim().max(20).optional(),
  otp: z.string().trim().max(10).optional(),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const IdentityClaimsSchema = z.object({
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  subject: z.string(),
  has_account: z.boolean(),
})

export const WhiteLabelSchema = z.object({
  school_id: z.number().int(),
  school_name: z.string(),
  domain_name: z.string(),
  page_title: z.string().nullable(),
  primary: z.string().nullable(),
  secondary1: z.string().nullable(),
  secondary2: z.string().nullable(),
  secondary3: z.string().nullable(),
  accent1: z.string().nullable(),
  accent2: z.string().nullable(),
  accent3: z.string().nullable(),
  highlight1: z.string().nullable(),
  highlight2: z.string().nullable(),
  highlight3: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  mascot: z.string().nullable(),
  bookcover: z.string().nullable(),
  thumbnail: z.string().nullable(),
  background: z.string().nullable(),
  login: z.string().nullable(),
  dashboard: z.string().nullable(),
})
export type WhiteLabel = z.infer<typeof WhiteLabelSchema>

export const authContract = c.router({
  signup: {
    method: 'POST',
    path: '/api/v1/auth/signup',
    query: z.object({ is_free_tier: QueryBool.optional() }),
    body: SignupBodySchema,
    responses: { 201: SessionUserSchema, 409: ErrorSchema, ...publicErrors },
    summary: 'Create a parent or student account (Lite when is_free_tier) and sign it in',
    metadata: { public: true },
  },
  generateOtp: {
    method: 'POST',
    path: '/api/v1/auth/generate-otp',
    query: z.object({ validate_number: QueryBool.optional() }),
    body: z.object({
      country_code: z
        .string()
        .trim()
        .max(5, 'Enter a country code such as +65.')
        .regex(/^\+?\d{1,4}$/, 'Enter a country code such as +65.'),
      phone_number: z
        .string()
        .trim()
        .max(14, 'Enter the phone number using digits only.')
        .regex(/^\d{6,14}$/, 'Enter the phone number using digits only.'),
    }),
    responses: { 200: OkSchema.extend({ expires_in_seconds: z.number().int() }), ...publicErrors },
    summary: 'Send a one-time sign-in code by SMS',
    metadata: { public: true },
  },
  login: {
    method: 'POST',
    path: '/api/v1/auth/login',
    body: LoginBodySchema,
    responses: {
      200: SessionUserSchema,
      401: ErrorSchema,
      403: ErrorSchema,
      501: ErrorSchema,
      ...publicErrors,
    },
    summary: 'Sign in with any login_type; the reply is the user with its access_token',
    metadata: { public: true },
  },
  logout: {
    method: 'POST',
    path: '/api/v1/auth/logout',
    body: c.noBody(),
    responses: { 200: OkSchema, ...authErrors },
    summary: 'Revoke the bearer token of this session',
    metadata: access.signedIn,
  },
  requestMagicLink: {
    method: 'POST',
    path: '/api/v1/auth/magic-link',
    body: z.object({ email: EmailSchema, portal: PortalSchema.default('ai_create') }),
    responses: { 200: OkSchema, ...publicErrors },
    summary: 'Email a single-use sign-in link (the same reply whether or not the account exists)',
    metadata: { public: true },
  },
  validateMagicLink: {
    method: 'GET',
    path: '/api/v1/auth/magic-link/:token/validate',
    pathParams: z.object({ token: z.string().min(10).max(256) }),
    responses: { 200: z.object({ email: z.string() }), 410: ErrorSchema, ...publicErrors },
    summary: 'Check a magic link without using it up; sign in with login_type magic_link',
    metadata: { public: true },
  },
  validateApple: {
    method: 'GET',
    path: '/api/v1/auth/apple/:code/validate',
    pathParams: z.object({ code: z.string().min(1).max(2048) }),
    responses: { 200: IdentityClaimsSchema, 401: ErrorSchema, 501: ErrorSchema, ...publicErrors },
    summary: 'Exchange an Apple authorization code and return the verified identity claims',
    metadata: { public: true },
  },
  validateGoogle: {
    method: 'GET',
    path: '/api/v1/auth/google/:jwt/validate',
    pathParams: z.object({ jwt: z.string().min(1).max(8192) }),
    responses: { 200: IdentityClaimsSchema, 401: ErrorSchema, 501: ErrorSchema, ...publicErrors },
    summary: 'Verify a Google ID token and return its identity claims',
    metadata: { public: true },
  },
  exchangeLoginLink: {
    method: 'GET',
    path: '/api/v1/auth/token/:id',
    pathParams: z.object({ id: z.string().min(10).max(256) }),
    responses: { 200: z.object({ token: z.string() }), 410: ErrorSchema, ...publicErrors },
    summary: 'Turn a login-link id (sent with account credentials) into a one-time login token',
    metadata: { public: true },
  },
  getWhiteLabel: {
    method: 'POST',
    path: '/api/v1/auth/white-label',
    body: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
    responses: { 200: WhiteLabelSchema, ...publicErrors },
    summary: 'The white-label configuration of a school domain',
    metadata: { public: true },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/v1/auth/password/reset/link',
    body: z.object({ email: EmailSchema, is_from_aiacademy_new_buy_page: z.boolean().optional() }),
    responses: { 200: OkSchema, ...publicErrors },
    summary: 'Email a single-use password-reset link valid for 30 minutes (same reply for unknown emails)',
    metadata: { public: true },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/auth/password/reset',
    body: z.object({ token: z.string().min(10).max(256), new_password: PasswordSchema }),
    responses: { 200: OkSchema, 410: ErrorSchema, ...publicErrors },
    summary: 'Set a new password with a reset token; signs out every other session',
    metadata: { public: true },
  },
  ...consentRoutes,
})
