import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  EmailSchema,
  ErrorSchema,
  IdParam,
  int,
  JsonId,
  NameSchema,
  PasswordSchema,
  QueryBool,
  Timestamp,
  UsernameSchema,
} from './common'
import { OnboardingFieldsSchema, OnboardingValue } from './users'

const c = initContract()

const dataRights =
  "A parent can download and delete a child's data (ENGINEERING.md, issue 9 item 10); the spec has no call for it"

/** A child account as its parent manages it (spec part 1 §3, Child account). */
export const ChildSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  academic_level_id: z.number().int().nullable(),
  is_free_tier: z.boolean(),
  user_information: z
    .object({
      profile_pic_url: z.string().nullable(),
      last_logged_in: Timestamp.nullable(),
      subject_ids: z.array(z.number().int()).describe('Subjects the child has access to'),
    })
    .describe('What the parent dashboard shows about the child'),
})
export type Child = z.infer<typeof ChildSchema>

export const AiAcademyOnboardingSchema = z.object({
  email: z.string(),
  step: z.number().int().min(0),
  is_completed: z.boolean(),
  answers: z.record(OnboardingValue),
  updated_at: Timestamp.nullable(),
})

const ChildAccountBody = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  academic_level_id: JsonId,
  email: EmailSchema.optional().describe(
    'Where to send the login details when send_credentials_info is true',
  ),
  consent_token: z
    .string()
    .trim()
    .min(10)
    .max(256)
    .optional()
    .describe("The consent link of a child who asked alone: used up with the account's creation (ADR 0057)"),
})

/** A parent's children and the academy onboarding that creates or links them. */
export const childrenContract = c.router({
  getAiAcademyOnboarding: {
    method: 'GET',
    path: '/api/v1/users/onboarding/aiacademy',
    query: z.object({ email: EmailSchema.optional() }),
    responses: { 200: AiAcademyOnboardingSchema, ...authErrors },
    metadata: access.family,
    summary: 'The academy onboarding state of the signed-in account (email defaults to its own)',
  },
  saveAiAcademyOnboarding: {
    method: 'POST',
    path: '/api/v1/users/onboarding/aiacademy',
    body: z.object({
      email: EmailSchema.optional(),
      step: int(0, 20),
      is_completed: z.boolean().optional(),
      answers: OnboardingFieldsSchema,
    }),
    responses: { 200: AiAcademyOnboardingSchema, ...authErrors },
    metadata: access.family,
    summary: 'Save a step of the academy onboarding',
  },
  getParentOnboarding: {
    method: 'GET',
    path: '/api/v1/users/onboarding/aiacademy/parent',
    responses: {
      200: z.object({
        children: z.array(ChildSchema),
        has_subscription: z.boolean(),
        next_step: z.enum(['add_child', 'choose_plan', 'done']),
      }),
      ...authErrors,
    },
    metadata: access.parent,
    summary: 'Where a parent stands in onboarding: their children and what to do next',
  },
  linkChildAccount: {
    method: 'POST',
    path: '/api/v1/users/onboarding/aiacademy/parent/link-child-account',
    body: z.object({
      username: z.string().trim().toLowerCase().min(1).max(254),
      password: z.string().max(128),
    }),
    responses: { 200: ChildSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.parent,
    summary: 'Link an existing student account by its login; 409 when it is already linked to a parent',
  },
  createChildAccount: {
    method: 'POST',
    path: '/api/v1/users/onboarding/aiacademy/parent/create-child-account',
    query: z.object({ is_free_tier: QueryBool.optional(), send_credentials_info: QueryBool.optional() }),
    body: ChildAccountBody,
    responses: { 201: ChildSchema, 409: ErrorSchema, 410: ErrorSchema, ...authErrors },
    metadata: access.parent,
    summary:
      'Create a student account for a child (Lite when is_free_tier); 409 when the username is taken; 410 when its consent link is spent',
  },
  updateChild: {
    method: 'PATCH',
    path: '/api/v1/users/children/:id',
    pathParams: IdParam,
    body: ChildAccountBody.omit({ email: true, consent_token: true }).partial(),
    responses: { 200: ChildSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.parent,
    summary: "Edit an own child's name, level, username or password",
  },
  exportChildData: {
    method: 'GET',
    path: '/api/v1/users/children/:id/export',
    pathParams: IdParam,
    query: z.object({ format: z.enum(['json', 'html']).default('json') }),
    responses: {
      200: z.unknown().describe('A file: the JSON data, or a readable HTML page of the same'),
      ...authErrors,
    },
    metadata: { ...access.parent, beyondSpec: dataRights },
    summary: 'Download everything stored about an own child, as JSON or a readable page (ADR 0030)',
  },
  deleteChild: {
    method: 'DELETE',
    path: '/api/v1/users/children/:id',
    pathParams: IdParam,
    body: z.object({
      confirm_name: z.string().trim().min(1, "Type your child's first name to confirm.").max(100),
      current_password: z.string().max(128).optional(),
    }),
    responses: {
      200: z.object({ deleted: z.literal(true), ended_subscriptions: z.number().int() }),
      ...authErrors,
    },
    metadata: { ...access.parent, beyondSpec: dataRights },
    summary: "Delete an own child's account and data; live subscriptions end first (ADR 0030)",
  },
  listChildren: {
    method: 'GET',
    path: '/api/v1/users/children',
    responses: { 200: z.object({ children: z.array(ChildSchema) }), ...authErrors },
    metadata: access.parent,
    summary: "The signed-in parent's children",
  },
})
