import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  access,
  authErrors,
  DateString,
  EmailSchema,
  ErrorSchema,
  Id,
  IdParam,
  int,
  JsonId,
  NameSchema,
  OkSchema,
  OptionalId,
  PageQuery,
  PasswordSchema,
  paged,
  Timestamp,
  UsernameSchema,
  UserSummarySchema,
} from './common'
import { SubscriptionSchema } from './subscription'
import { ParentSummarySchema, StudentSummarySchema } from './teachers'

const c = initContract()

export const CreateUserBodySchema = z
  .object({
    user_role_id: z
      .number()
      .int()
      .min(1, 'Choose a role.')
      .max(6, 'Choose a role.')
      .describe('1 student, 2 teacher, 3 admin, 4 curriculum, 5 curriculum guest, 6 parent'),
    first_name: NameSchema,
    last_name: NameSchema,
    email: EmailSchema.optional(),
    username: UsernameSchema.optional(),
    password: PasswordSchema.optional().describe('Omitted: the user gets a link to set one'),
    school_id: JsonId.optional(),
    teacher_role_id: int(1, 3).optional(),
    academic_level_id: JsonId.optional(),
    class_ids: z.array(JsonId).max(20).optional(),
    send_credentials_info: z.boolean().default(false),
  })
  .refine((u) => u.email || u.username, { message: 'Give an email or a username.', path: ['email'] })
  .refine((u) => u.user_role_id === 2 || u.teacher_role_id === undefined, {
    message: 'Only teachers have a teacher role.',
    path: ['teacher_role_id'],
  })

export const ChildSubjectAccessSchema = z.object({
  child_id: z.number().int(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  access: z.enum(['inactive', 'active', 'stripe']).describe('stripe: paid through a card subscription'),
  stripe_subscription_id: z.string().nullable(),
  updated_at: Timestamp.nullable(),
})

const Activation = z.object({ id: z.number().int(), is_active: z.boolean() })
type Toggle = 'activate' | 'deactivate'
const toggle = <E extends 'user' | 'class' | 'school', S extends Toggle>(entity: E, state: S) =>
  ({
    method: 'PATCH',
    path: `/api/v1/admin/${entity}/${state}/:id` as const,
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: Activation, ...authErrors },
    metadata: access.admin,
    summary: `${state === 'activate' ? 'Activate' : 'Deactivate'} a ${entity}${state === 'deactivate' ? ' (its sessions end)' : ''}`,
  }) as const
const SubjectParams = z.object({ id: Id, childId: Id, subjectId: Id })
const subjectAccess = <S extends Toggle>(state: S) =>
  ({
    method: 'PATCH',
    path: `/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/${state}` as const,
    pathParams: SubjectParams,
    body: c.noBody(),
    responses: { 200: ChildSubjectAccessSchema, ...authErrors },
    metadata: access.admin,
    summary: `${state === 'activate' ? 'Give' : 'Take away'} a child's access to a subject without payment`,
  }) as const

export const adminContract = c.router({
  createUser: {
    method: 'POST',
    path: '/api/v1/users',
    body: CreateUserBodySchema,
    responses: { 201: UserSummarySchema, 409: ErrorSchema, ...authErrors },
    metadata: access.admin,
    summary: 'Create any account; 409 when the email or username is taken',
  },
  assignUserToClass: {
    method: 'POST',
    path: '/api/v1/admin/user/class',
    body: z.object({ class_id: JsonId, user_id: JsonId }),
    responses: { 200: OkSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.admin,
    summary: 'Put a student or teacher in a class; 409 when the class is of another school',
  },
  deactivateUser: toggle('user', 'deactivate'),
  activateUser: toggle('user', 'activate'),
  deactivateClass: toggle('class', 'deactivate'),
  activateClass: toggle('class', 'activate'),
  deactivateSchool: toggle('school', 'deactivate'),
  activateSchool: toggle('school', 'activate'),
  listParents: {
    method: 'GET',
    path: '/api/v1/admin/parents',
    query: PageQuery.extend({ school_id: OptionalId, search: z.string().trim().max(100).optional() }),
    responses: { 200: paged(ParentSummarySchema), ...authErrors },
    metadata: access.admin,
    summary: 'Parents, of one school or all',
  },
  listParentChildren: {
    method: 'GET',
    path: '/api/v1/admin/parents/:id/children',
    pathParams: IdParam,
    responses: {
      200: z.object({
        children: z.array(StudentSummarySchema.extend({ subjects: z.array(ChildSubjectAccessSchema) })),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: "A parent's children with their subject access",
  },
  activateChildSubject: subjectAccess('activate'),
  deactivateChildSubject: subjectAccess('deactivate'),
  linkChildSubjectStripe: {
    method: 'POST',
    path: '/api/v1/admin/parents/:id/children/:childId/subjects/:subjectId/stripe',
    pathParams: SubjectParams,
    body: z.object({
      stripe_subscription_id: z
        .string()
        .trim()
        .max(255)
        .min(1, 'Enter the card subscription id.')
        .regex(/^sub_[\w-]+$/, 'Use a card subscription id: sub_ followed by letters, digits, _ or -.'),
    }),
    responses: { 200: ChildSubjectAccessSchema, 409: ErrorSchema, ...authErrors },
    metadata: access.admin,
    summary: "Tie a child's subject access to a card subscription; 409 when it belongs to another family",
  },
  listAiAcademySubscriptions: {
    method: 'GET',
    path: '/api/v1/admin/aiacademy-subscriptions',
    query: z.object({ to_date: DateString.optional() }),
    responses: {
      200: z.object({
        subscriptions: z.array(
          SubscriptionSchema.extend({
            parent: UserSummarySchema.pick({
              id: true,
              first_name: true,
              last_name: true,
              email: true,
            }).nullable(),
            student: UserSummarySchema.pick({ id: true, first_name: true, last_name: true }),
            subject_names: z.array(z.string()),
            created_at: Timestamp,
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Academy subscriptions started up to a date',
  },
  getLogsheetDetails: {
    method: 'GET',
    path: '/api/v1/admin/logsheet-details',
    query: z.object({ start_date: DateString, end_date: DateString }),
    responses: {
      200: z.object({
        rows: z.array(
          z.object({
            date: DateString,
            user_id: z.number().int(),
            first_name: z.string(),
            last_name: z.string(),
            user_role_id: z.number().int(),
            school_name: z.string().nullable(),
            logins: z.number().int(),
            questions_answered: z.number().int(),
            time_spent: z.number().int().describe('Seconds'),
          }),
        ),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: 'Daily sign-ins and activity per user over a period',
  },
})
