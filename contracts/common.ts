import { z } from 'zod'
import { LOGIN_TYPES, PORTALS, USER_ROLE_IDS, type UserRoleId } from './constants'

/** Every error reply: a sentence a person can act on, a stable code, and per-field issues for forms. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof ErrorSchema>

/** Statuses every authenticated route may answer besides its own. */
export const authErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
} as const
export const publicErrors = { 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema } as const

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() })

export const Id = z.coerce.number().int().positive()
export const IdParam = z.object({ id: Id })
export const OptionalId = z.coerce.number().int().positive().optional()
/** Query booleans arrive as strings. */
export const QueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
/** A query parameter that may repeat (`?ids=1&ids=2`) or be comma-joined (`?ids=1,2`). */
export const IdList = z
  .union([z.array(z.coerce.number().int()), z.string(), z.number()])
  .transform((v) =>
    Array.isArray(v)
      ? v
      : String(v)
          .split(',')
          .filter(Boolean)
          .map((s) => Number(s)),
  )
  .pipe(z.array(z.number().int().positive()))

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
})
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total_count: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })

export const Timestamp = z.string().describe('ISO 8601 date-time')
export const RoleIdSchema = z.custom<UserRoleId>((v) => USER_ROLE_IDS.includes(v as UserRoleId))
export const PortalSchema = z.enum(PORTALS)
export const LoginTypeSchema = z.enum(LOGIN_TYPES)

/** The signed-in user as the client stores it (spec part 1 §3, User). */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  user_role_id: RoleIdSchema,
  teacher_role_id: z.number().int().nullable(),
  school_id: z.number().int().nullable(),
  school_name: z.string().nullable(),
  school_flags: z.record(z.boolean()),
  flag: z.object({ has_agreed_policy: z.boolean() }),
  profile_pic_url: z.string().nullable(),
  last_logged_in: Timestamp.nullable().describe('Previous sign-in; null on the first one (the user is new)'),
  academic_level_id: z.number().int().nullable(),
  preferred_language_id: z.number().int().nullable(),
  learning_path_disabled: z.boolean(),
  is_free_tier: z.boolean(),
  mobile_number: z.string().nullable(),
})
export type User = z.infer<typeof UserSchema>

export const SessionUserSchema = UserSchema.extend({
  access_token: z.string(),
  expires_at: Timestamp,
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const PasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters for the password.')
  .max(128, 'Use at most 128 characters for the password.')
export const EmailSchema = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254)
export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'A username needs at least 3 characters.')
  .max(32, 'A username can have at most 32 characters.')
  .regex(/^[a-z0-9._-]+$/, 'A username may use letters, digits, dots, dashes and underscores.')
export const NameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(80, 'Names can be at most 80 characters.')

/**
 * Who may call a route; the server's guard reads it. A `public` route needs no bearer token; any other route
 * needs one whose user has a role in `roles`. Ownership (a parent's own children, a teacher's own classes) is
 * checked by the services, not here.
 */
export type RouteMetadata = { public?: boolean; roles?: readonly UserRoleId[] }
const roles = (...ids: UserRoleId[]): RouteMetadata => ({ roles: ids })
export const access = {
  public: { public: true } as RouteMetadata,
  signedIn: roles(1, 2, 3, 4, 5, 6),
  student: roles(1),
  parent: roles(6),
  family: roles(1, 6),
  classroom: roles(1, 2, 3),
  staff: roles(2, 3),
  admin: roles(3),
  curriculum: roles(3, 4),
  authoring: roles(2, 3, 4),
  questionReaders: roles(2, 3, 4, 5),
  learnersAndStaff: roles(1, 2, 3, 4, 5),
}

export const DateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .describe('Calendar date, YYYY-MM-DD')

/** Another person as lists show them (never the full profile). */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  user_role_id: RoleIdSchema,
  is_active: z.boolean(),
})
export type UserSummary = z.infer<typeof UserSummarySchema>

/**
 * A multipart field that may repeat. The ts-rest client appends each array item under the same key (JSON-encoded
 * unless it is a File), so the server sees one value or several.
 */
export const many = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item))
