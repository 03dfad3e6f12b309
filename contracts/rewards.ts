import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, IdParam, int, JsonId, OkSchema, Timestamp } from './common'

const c = initContract()

/** The most streak freezes a student can hold at once (ADR 0060). */
export const MAX_STREAK_FREEZES = 2
/** A freeze is earned for every this many days of one streak. */
export const FREEZE_EVERY_DAYS = 7

const count = (what: string) => int(1, 1000).describe(what)
const SubjectId = JsonId.nullable()
  .optional()
  .describe('Only this subject counts; null or absent: any subject')

/**
 * What earns a badge or collectible, evaluated by the server when a quiz is marked (ADR 0060). Every rule
 * counts care (worksheets finished, full marks, days practised), never speed.
 */
export const RewardRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('worksheets'),
    count: count('Different worksheets finished'),
    subject_id: SubjectId,
  }),
  z.object({ kind: z.literal('full_marks'), count: count('Different worksheets finished with full marks') }),
  z.object({
    kind: z.literal('topic_full_marks'),
    count: count('Different worksheets of one topic finished with full marks'),
  }),
  z.object({ kind: z.literal('streak'), days: count('Days in a row with practice') }),
  z.object({
    kind: z.literal('subject_days'),
    days: count('Different days with a worksheet finished in the subject'),
    subject_id: SubjectId,
  }),
  z.object({ kind: z.literal('level'), level: int(2, 100).describe('The level to reach') }),
])
export type RewardRule = z.infer<typeof RewardRuleSchema>

const SVG_PATH = /^\/rewards\/[a-z0-9-]+\.svg$/
const SVG_DATA = /^data:image\/svg\+xml(;base64)?,/
const UNSAFE_SVG =
  /<script|<foreignObject|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*(?!["']?(?:#|data:image\/))/i

/**
 * Whether SVG markup holds a script, an event handler or a link to another file. Browsers run no script in an
 * `<img>`, but a picture for children should hold none and fetch nothing: the admin page and the server both
 * turn such pictures away.
 */
export const unsafeSvgMarkup = (markup: string) => UNSAFE_SVG.test(markup)

/** The markup of an SVG data URL, or null when it does not decode. */
function svgMarkupOf(dataUrl: string) {
  const [head, body = ''] = dataUrl.split(/,(.*)/s)
  try {
    return head.endsWith(';base64') ? atob(body) : decodeURIComponent(body)
  } catch {
    return null
  }
}

export const RewardImageSchema = z
  .string()
  .max(20_000, 'Keep the image under 20,000 characters: a small SVG.')
  .refine(
    (v) => SVG_PATH.test(v) || SVG_DATA.test(v),
    'Use a path like /rewards/star.svg or an SVG data URL (data:image/svg+xml,…).',
  )
  .refine((v) => {
    if (!SVG_DATA.test(v)) return true
    const markup = svgMarkupOf(v)
    return markup !== null && !unsafeSvgMarkup(markup)
  }, 'This SVG has a script, an event handler or a link to another file (or does not decode). Export it again as a plain SVG.')
  .describe('A path the app serves or an inline SVG data URL (the CSP allows self and data:)')

const Name = z.string().trim().min(1, 'Enter a name.').max(60, 'Keep the name to 60 characters.')
const Alt = z
  .string()
  .trim()
  .min(3, 'Describe the picture for children who use a screen reader.')
  .max(200, 'Keep the description to 200 characters.')

/** The spec's "Badge or collectible: name, subject_id, image", and what the caller needs around it. */
const RewardFields = {
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int().nullable(),
  image: z.string(),
  alt: z.string(),
  how_to_earn: z.string().describe('What earns it, in words a child reads'),
}
const Earned = {
  earned: z.boolean(),
  earned_at: Timestamp.nullable().describe('null while not yet earned'),
}
export const CollectibleSchema = z.object({ ...RewardFields, ...Earned })
export const BadgeSchema = z.object({ ...RewardFields, ...Earned })
export const ThemeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  total: z.number().int(),
  earned: z.number().int(),
  cover: z.string().nullable().describe('The image of the first collectible, for the list'),
})

export const NewRewardSchema = z.object({
  id: z.number().int().describe('The award: send it back to mark the moment seen'),
  kind: z.enum(['badge', 'collectible']),
  name: z.string(),
  image: z.string(),
  alt: z.string(),
  how_to_earn: z.string(),
})
export const NewRewardsSchema = z.object({
  rewards: z.array(NewRewardSchema),
  level: z
    .object({ level: z.number().int(), previous_level: z.number().int() })
    .nullable()
    .describe('A level reached and not yet celebrated'),
})

export const CalendarDaySchema = z.object({
  date: DateString,
  state: z.enum(['practised', 'frozen', 'missed', 'upcoming']),
})
export const StreakCalendarSchema = z.object({
  today: DateString,
  streak_days: z.number().int(),
  freezes_held: z.number().int().min(0).max(MAX_STREAK_FREEZES),
  max_freezes: z.number().int(),
  days_to_next_freeze: z
    .number()
    .int()
    .nullable()
    .describe('Practice days until the next freeze; null while the student holds the most they can'),
  days: z.array(CalendarDaySchema).describe('Five weeks, Monday to Sunday, ending with this week'),
})

const AdminReward = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int().nullable(),
  image: z.string(),
  alt: z.string(),
  rule: RewardRuleSchema,
  position: z.number().int(),
  how_to_earn: z.string(),
  earned_count: z.number().int().describe('Students who have earned it'),
  retired: z
    .boolean()
    .describe('Out of play: no longer awarded, kept by the children who earned it (ADR 0066)'),
})
export const AdminThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  collectibles: z.array(AdminReward),
})
const RewardInput = z.object({
  name: Name,
  subject_id: JsonId.nullable().default(null),
  image: RewardImageSchema,
  alt: Alt,
  rule: RewardRuleSchema,
  position: int(0, 1000).default(0),
})
const RewardPatch = RewardInput.extend({
  retired: z.boolean().describe('true takes it out of play; false puts it back'),
})
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.')
const ThemeInput = z.object({
  name: Name,
  description: z.string().trim().max(300, 'Keep the description to 300 characters.').default(''),
  position: int(0, 1000).default(0),
})
const ThemePatch = ThemeInput.partial().refine((v) => Object.keys(v).length > 0, 'Change at least one field.')

const beyond = (why: string) => ({ ...access.student, beyondSpec: why })
const admin = (why: string) => ({ ...access.admin, beyondSpec: why })
const ADMIN_WHY =
  'calls.md: admin collectible and badge endpoints exist but are "not shown"; designed in ADR 0060'

export const rewardsContract = c.router({
  listCollectibleThemes: {
    method: 'GET',
    path: '/api/v1/students/collectible-themes',
    responses: { 200: z.object({ themes: z.array(ThemeSummarySchema) }), ...authErrors },
    metadata: beyond('The sticker book needs the themes whose collectibles the spec call lists'),
    summary: 'The sticker-book themes, with how many of each the student has collected',
  },
  listCollectibles: {
    method: 'GET',
    path: '/api/v1/students/collectible-themes/:id/collectibles',
    pathParams: IdParam,
    responses: {
      200: z.object({
        theme: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
        collectibles: z.array(CollectibleSchema),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: 'The collectibles of a theme for the sticker book, collected or not',
  },
  listBadges: {
    method: 'GET',
    path: '/api/v1/students/badges',
    responses: { 200: z.object({ badges: z.array(BadgeSchema) }), ...authErrors },
    metadata: beyond('The badges page (routes.tsv /student/v2/engagement/badges) needs its badges'),
    summary: "Every badge, earned or still to earn, with what earns it in a child's words",
  },
  listNewRewards: {
    method: 'GET',
    path: '/api/v1/students/rewards/new',
    responses: { 200: NewRewardsSchema, ...authErrors },
    metadata: beyond('The level-up and new-badge moments after a quiz (issue 15) show what is new once'),
    summary: 'Badges, collectibles and a level earned and not yet celebrated',
  },
  markRewardsSeen: {
    method: 'POST',
    path: '/api/v1/students/rewards/seen',
    body: z.object({
      reward_ids: z.array(JsonId).max(100, 'Send at most 100 rewards at a time.').default([]),
      level: int(1, 100).nullable().default(null).describe('The level just celebrated'),
    }),
    responses: { 200: OkSchema, ...authErrors },
    metadata: beyond('Each moment is celebrated once, on whichever device shows it first'),
    summary: 'Record that the student has seen these new rewards (and level)',
  },
  getStreakCalendar: {
    method: 'GET',
    path: '/api/v1/students/streak-calendar',
    responses: { 200: StreakCalendarSchema, ...authErrors },
    metadata: beyond('The streak calendar and streak freezes of the game page (issue 15 item 4)'),
    summary: 'The last five weeks of practice, frozen days, and the streak freezes held',
  },

  adminListCollectibleThemes: {
    method: 'GET',
    path: '/api/v1/admin/collectible-themes',
    responses: { 200: z.object({ themes: z.array(AdminThemeSchema) }), ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Every theme with its collectibles and their rules',
  },
  adminCreateCollectibleTheme: {
    method: 'POST',
    path: '/api/v1/admin/collectible-themes',
    body: ThemeInput,
    responses: { 201: AdminThemeSchema, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Add a sticker-book theme',
  },
  adminUpdateCollectibleTheme: {
    method: 'PATCH',
    path: '/api/v1/admin/collectible-themes/:id',
    pathParams: IdParam,
    body: ThemePatch,
    responses: { 200: AdminThemeSchema, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Rename or reorder a theme',
  },
  adminDeleteCollectibleTheme: {
    method: 'DELETE',
    path: '/api/v1/admin/collectible-themes/:id',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: OkSchema, 409: authErrors[400], ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Delete a theme nobody has collected from yet (409 otherwise)',
  },
  adminCreateCollectible: {
    method: 'POST',
    path: '/api/v1/admin/collectible-themes/:id/collectibles',
    pathParams: IdParam,
    body: RewardInput,
    responses: { 201: AdminReward, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Add a collectible to a theme',
  },
  adminUpdateCollectible: {
    method: 'PATCH',
    path: '/api/v1/admin/collectibles/:id',
    pathParams: IdParam,
    body: RewardPatch,
    responses: { 200: AdminReward, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Change a collectible (students keep what they have earned)',
  },
  adminDeleteCollectible: {
    method: 'DELETE',
    path: '/api/v1/admin/collectibles/:id',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: OkSchema, 409: authErrors[400], ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Delete a collectible nobody has earned yet (409 otherwise)',
  },
  adminListBadges: {
    method: 'GET',
    path: '/api/v1/admin/badges',
    responses: { 200: z.object({ badges: z.array(AdminReward) }), ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Every badge with its rule',
  },
  adminCreateBadge: {
    method: 'POST',
    path: '/api/v1/admin/badges',
    body: RewardInput,
    responses: { 201: AdminReward, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Add a badge',
  },
  adminUpdateBadge: {
    method: 'PATCH',
    path: '/api/v1/admin/badges/:id',
    pathParams: IdParam,
    body: RewardPatch,
    responses: { 200: AdminReward, ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Change a badge (students keep what they have earned)',
  },
  adminDeleteBadge: {
    method: 'DELETE',
    path: '/api/v1/admin/badges/:id',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: OkSchema, 409: authErrors[400], ...authErrors },
    metadata: admin(ADMIN_WHY),
    summary: 'Delete a badge nobody has earned yet (409 otherwise)',
  },
})
