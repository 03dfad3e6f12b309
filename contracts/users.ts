import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  EmailSchema,
  ErrorSchema,
  IdParam,
  JsonId,
  NameSchema,
  OkSchema,
  PageQuery,
  PasswordSchema,
  paged,
  publicErrors,
  Timestamp,
  UserSchema,
  UserSummarySchema,
} from './common'

const c = initContract()

export const OnboardingValue = z.union([
  z.string().max(2000),
  z.number().min(-1e9).max(1e9),
  z.boolean(),
  z.array(z.string().max(2000)).max(50),
  z.null(),
])
export const OnboardingFieldsSchema = z
  .record(z.string().max(64), OnboardingValue)
  .refine((fields) => Object.keys(fields).length <= 50, 'Onboarding has at most 50 fields.')
export const OnboardingSchema = z.object({
  fields: z.record(OnboardingValue),
  progress: z.number().min(0).max(1).describe('Share of non-empty fields'),
  updated_at: Timestamp.nullable(),
})

export const usersContract = c.router({
  agreePolicy: {
    method: 'PATCH',
    path: '/api/v1/users/has-agreed-policy',
    body: c.noBody(),
    responses: { 200: UserSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'Record that the user agreed to the terms and the privacy policy',
  },
  getOnboarding: {
    method: 'GET',
    path: '/api/v1/users/onboarding',
    responses: { 200: OnboardingSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'The onboarding answers of the signed-in user',
  },
  saveOnboarding: {
    method: 'PUT',
    path: '/api/v1/users/onboarding',
    body: OnboardingFieldsSchema,
    responses: { 200: OnboardingSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'Replace the onboarding answers (a map of fields)',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/v1/users/',
    body: z.object({
      first_name: NameSchema.optional(),
      last_name: NameSchema.optional(),
      email: EmailSchema.optional().describe(
        'A new email is confirmed by a link sent to it (the reply names it in pending_email); needs current_password',
      ),
      current_password: z.string().max(128).optional().describe('Needed to change the email or the password'),
      new_password: PasswordSchema.optional().describe('A new password; needs current_password'),
      academic_level_id: JsonId.nullable().optional(),
      preferred_language_id: JsonId.nullable().optional(),
    }),
    responses: {
      200: UserSchema.extend({
        pending_email: z.string().nullable().describe('A new email waiting for its confirmation link'),
      }),
      ...authErrors,
    },
    metadata: access.signedIn,
    summary:
      'Update the own profile; changing the email or password needs the current password, and a new email takes effect once confirmed',
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/v1/users/email/confirm',
    body: z.object({ token: z.string().trim().min(1).max(256) }),
    responses: {
      200: OkSchema.extend({ email: z.string() }),
      409: ErrorSchema,
      410: ErrorSchema,
      ...publicErrors,
    },
    metadata: {
      ...access.public,
      beyondSpec: 'Confirms a new email, so changing it cannot take an account over',
    },
    summary: 'Confirm a new email with the token from the link mailed to it',
  },
  uploadProfilePic: {
    method: 'PATCH',
    path: '/api/v1/users/:id/profile-pic',
    pathParams: IdParam,
    contentType: 'multipart/form-data',
    body: c.type<{ file: File }>(),
    responses: {
      200: z.object({ profile_pic_url: z.string() }),
      413: ErrorSchema,
      415: ErrorSchema,
      ...authErrors,
    },
    metadata: access.signedIn,
    summary: 'Set the profile picture of oneself or of an own child (PNG, JPEG or WebP, at most 2 MB)',
  },
  listUsers: {
    method: 'GET',
    path: '/api/v1/users',
    query: PageQuery.extend({ email: EmailSchema.optional() }),
    responses: { 200: paged(UserSummarySchema), ...authErrors },
    metadata: access.signedIn,
    summary: 'Find users; non-admins only see an exact email match within their reach',
  },
  sendContactMessage: {
    method: 'POST',
    path: '/api/v1/mailer/contact-us',
    body: z.object({
      from_email: EmailSchema,
      message: z.string().trim().min(1, 'Write a message.').max(5000),
      name: z.string().trim().max(120).optional(),
    }),
    responses: { 202: OkSchema, ...publicErrors },
    metadata: access.public,
    summary: 'Send a message to support from the public site',
  },
  sendSupportMessage: {
    method: 'POST',
    path: '/api/v1/users/contact-us',
    body: z.object({
      message: z.string().trim().min(1, 'Write a message.').max(5000),
      subject: z.string().trim().max(200).optional(),
    }),
    responses: { 202: OkSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'Send a message to support as the signed-in user',
  },
  getUserInformation: {
    method: 'GET',
    path: '/api/v1/users/information',
    responses: { 200: UserSchema, ...authErrors },
    metadata: access.signedIn,
    summary: 'The signed-in user, fresh from the server',
  },
})
