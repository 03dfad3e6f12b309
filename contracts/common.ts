import { z } from 'zod'
import { LOGIN_TYPES, PORTALS, USER_ROLE_IDS, type UserRoleId } from './constants'

/** Every error reply: a sentence a person can act on, a stable code, and per-field issues for forms. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof ErrorSchema>

/**
 * Statuses every authenticated route may answer besides its own. 503: something the answer depends on is away
 * for a moment (the shared limits' Redis, the uploads' bucket), said in a sentence, never a 5xx without one.
 */
export const authErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
} as const
export const publicErrors = {
  400: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
} as const

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() })

/** The largest value of a PostgreSQL integer (int4) column: ids and counts beyond it cannot be stored. */
export const INT4_MAX = 2_147_483_647

/** A whole number as JSON sends it, within the range of an integer column. */
export const int = (min: number, max = INT4_MAX) =>
  z
    .number({ invalid_type_error: 'Use a whole number.' })
    .int('Use a whole number.')
    .min(min, `Use a whole number from ${min} to ${max}.`)
    .max(max, `Use a whole number from ${min} to ${max}.`)

/**
 * A whole number as text sends it (path, query string, multipart field), or as a JSON number. Digits only:
 * `Number()` would read `0x10` as 16, `1e3` as 1000 and ` 1` as 1, so those are refused rather than guessed.
 */
export const intText = (min: number, max = INT4_MAX) =>
  z
    .union([z.number(), z.string()], {
      errorMap: (_, ctx) => ({ message: ctx.data === undefined ? 'Required' : 'Use a whole number.' }),
    })
    .transform((v, ctx) => {
      if (typeof v === 'number' || /^-?\d+$/.test(v)) return Number(v)
      ctx.addIssue({ code: 'custom', message: 'Use a whole number written with digits only, like 12.' })
      return z.NEVER
    })
    .pipe(int(min, max))

/** A row id in a path, query string or multipart field. */
export const Id = intText(1)
/** A row id inside a JSON body. */
export const JsonId = int(1)
/** Type ids (question, prompt, group type) live in smallint columns, whose largest value this is. */
export const SMALLINT_MAX = 32_767
export const TypeId = intText(1, SMALLINT_MAX)
export const JsonTypeId = int(1, SMALLINT_MAX)
export const IdParam = z.object({ id: Id })
export const OptionalId = Id.optional()
/** Query booleans arrive as strings. */
export const QueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
/** A query parameter that may repeat (`?ids=1&ids=2`) or be comma-joined (`?ids=1,2`). */
const idList = (item: typeof Id) =>
  z
    .union([z.array(z.union([z.number(), z.string().max(12)])).max(500), z.string().max(6000), z.number()])
    .transform((v) => (Array.isArray(v) ? v : String(v).split(',').filter(Boolean)))
    .pipe(z.array(item).max(500, 'Send at most 500 ids.'))
export const IdList = idList(Id)
export const TypeIdList = idList(TypeId)

export const PageQuery = z.object({
  page: intText(1).default(1),
  size: intText(1, 100).default(20),
})
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total_count: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })

export const Timestamp = z.string().max(40).describe('ISO 8601 date-time')
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
  flag: z.object({
    has_agreed_policy: z.boolean(),
    email_verified: z
      .boolean()
      .optional()
      .describe('False while the account has not opened the link mailed to its email (ADR 0057)'),
  }),
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
export type RouteMetadata = {
  public?: boolean
  roles?: readonly UserRoleId[]
  /** A call the spec does not list, and why the product needs it. */
  beyondSpec?: string
}
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
  .max(10, 'Use a date like 2026-01-31.')
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
export const many = <T extends z.ZodTypeAny>(item: T, max = 500) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item).max(max, `Send at most ${max} of these.`),
  )

/**
 * A visitor's session id: the only key to their demo answers and public chats, so it must be a secret nobody
 * can guess (at least 22 URL-safe characters, e.g. crypto.randomUUID()). The server keeps only its hash.
 */
export const VisitorSessionIdSchema = z
  .string()
  .trim()
  .max(64, 'A session id has at most 64 characters.')
  .regex(
    /^[A-Za-z0-9_-]{22,64}$/,
    'Use the random session id the app made: 22 to 64 letters, digits, - or _.',
  )
  .refine((v) => new Set(v).size >= 8, 'Use the random session id the app made, not a made-up one.')
  .describe(
    'Random id a visitor keeps in session storage (≥ 22 URL-safe characters, e.g. crypto.randomUUID())',
  )
