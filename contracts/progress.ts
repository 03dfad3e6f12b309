import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, ErrorSchema, int, intText, Timestamp } from './common'
import { ACTIVITY_KINDS } from './constants'

const c = initContract()

export const StudentXpSchema = z.object({
  xp: z.number().int(),
  level: z.number().int().min(1),
  next_level_xp: z.number().int().describe('Total XP at which the next level starts'),
  current_level_base_xp: z.number().int().describe('Total XP at which the current level started'),
})

export const StreaksSchema = z.object({
  active: z.boolean().describe('Whether the student practised today'),
  days: z.number().int().min(0).describe('Consecutive days with practice, today included when active'),
  longest_days: z.number().int().min(0),
  week: z
    .array(z.object({ date: DateString, active: z.boolean() }))
    .describe('Monday to Sunday of this week'),
})

export const HeartStatusSchema = z.object({
  hearts: z.number().int().min(0),
  max_hearts: z.number().int().min(1),
  next_refill_at: Timestamp.nullable(),
  is_free_tier: z.boolean(),
})

export const PlanActivitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  lesson_id: z.number().int().nullable(),
  worksheet_id: z.number().int().nullable(),
  assignment_id: z.number().int().nullable(),
  target_questions: z
    .number()
    .int()
    .min(0)
    .describe(
      'Questions the student aims to answer for this activity (a worksheet: its length when planned)',
    ),
  completed: z.boolean(),
})
export const PlanSchema = z.object({
  id: z.number().int(),
  start_date: DateString,
  end_date: DateString,
  days: z.array(
    z.object({
      day: int(1, 7),
      date: DateString,
      activities: z.array(PlanActivitySchema),
    }),
  ),
  generated_at: Timestamp,
})

export const progressContract = c.router({
  getStreaks: {
    method: 'GET',
    path: '/api/v1/users/streaks',
    responses: { 200: StreaksSchema, ...authErrors },
    metadata: access.student,
    summary: "The student's practice streak",
  },
  getXp: {
    method: 'GET',
    path: '/api/v1/users/xp',
    responses: { 200: StudentXpSchema, ...authErrors },
    metadata: access.student,
    summary: "The student's XP and level",
  },
  addXp: {
    method: 'PATCH',
    path: '/api/v1/users/xp',
    query: z.object({ xp_gain: intText(1, 500) }),
    body: c.noBody(),
    responses: { 200: StudentXpSchema.extend({ leveled_up: z.boolean() }), ...authErrors },
    metadata: access.student,
    summary: 'Award XP for an activity the server cannot see finish (games, onboarding chat)',
  },
  getHeartStatus: {
    method: 'GET',
    path: '/api/v1/users/heart-status',
    responses: { 200: HeartStatusSchema, ...authErrors },
    metadata: access.student,
    summary: "The student's hearts and whether the account is Lite",
  },
  getPremiumAccessNudge: {
    method: 'GET',
    path: '/api/v1/users/get-premium-access-nudge',
    query: z.object({ last_sent_message_at: Timestamp.optional() }),
    responses: {
      200: z.object({
        should_nudge: z.boolean(),
        message: z.string().nullable(),
        next_nudge_at: Timestamp.nullable(),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: 'Whether to show a Lite student the premium nudge now, and its text',
  },
  askGrownUpToUnlock: {
    method: 'POST',
    path: '/api/v1/users/premium-nudge/ask-grown-up',
    body: c.noBody(),
    responses: {
      200: z.object({
        sent_to: z.number().int().min(1).describe('How many of the child’s parents were e-mailed'),
        next_ask_at: Timestamp.describe('When the child may ask again (once a day)'),
      }),
      409: ErrorSchema,
      ...authErrors,
    },
    metadata: {
      ...access.student,
      beyondSpec: 'Issue 14 item 8: "Ask a grown-up" sends the parent the premium nudge (ADR 0064)',
    },
    summary:
      'A Lite student\'s "Ask a grown-up": e-mails the child\'s parents the premium nudge, at most once a day. ' +
      '409 when the child is not on Lite, has no parent linked, or asked already today',
  },
  getPlan: {
    method: 'GET',
    path: '/api/v1/users/plan',
    responses: { 200: z.object({ plan: PlanSchema.nullable() }), ...authErrors },
    metadata: access.student,
    summary: "The student's seven-day plan, null before the first one is generated",
  },
  getPlanCompletion: {
    method: 'GET',
    path: '/api/v1/users/plan/completion',
    responses: {
      200: z.object({
        plan_id: z.number().int().nullable(),
        completed_activities: z.number().int(),
        total_activities: z.number().int(),
        is_completed: z.boolean(),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: 'How much of the current seven-day plan is done',
  },
  getFirstPracticeCompletion: {
    method: 'GET',
    path: '/api/v1/users/first-practice-completion',
    responses: {
      200: z.object({
        is_completed: z.boolean(),
        completed_at: Timestamp.nullable(),
        assignment_id: z.number().int().nullable(),
        worksheet_id: z.number().int().nullable(),
        score_percent: z.number().min(0).max(100).nullable(),
        viewed: z.boolean().describe('Whether the student has seen the result (idle prompts wait for this)'),
      }),
      ...authErrors,
    },
    metadata: access.student,
    summary: "Today's first practice: done or not, and its score",
  },
  markFirstPracticeViewed: {
    method: 'POST',
    path: '/api/v1/users/first-practice-completion/viewed',
    body: c.noBody(),
    responses: {
      200: z.object({
        viewed: z
          .boolean()
          .describe("Whether today's first practice is now marked viewed (false: none yet today)"),
        changed: z
          .boolean()
          .describe('Whether this call marked it (false: it was already viewed, or there is none)'),
      }),
      ...authErrors,
    },
    metadata: {
      ...access.student,
      beyondSpec:
        '"See how I did" marks the practice viewed for every tab and device, not only the one clicked (ADR 0042)',
    },
    summary: "Record that the student has looked at today's first practice (the idle prompts about it stop)",
  },
})
