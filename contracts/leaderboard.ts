import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { access, authErrors, DateString, Id, IdParam, Timestamp } from './common'

const c = initContract()

export const LEAGUES = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' } as const
export const LeagueSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 Bronze, 2 Silver, 3 Gold')
export type League = z.infer<typeof LeagueSchema>
export const OUTCOMES = ['promoted', 'stayed', 'demoted'] as const

const DateRange = z.object({ start_date: DateString, end_date: DateString })

/** Spec product.md "Leaderboard period" and "Leaderboard"; the fields the spec does not name are marked. */
export const LeaderboardSchema = z.object({
  period: z.object({
    previous: z
      .object({
        end_date: DateString,
        league: LeagueSchema.describe('Beyond spec: the league she played in'),
        rank: z.number().int().nullable().describe('Beyond spec: her final place, null when kept off'),
        points: z.number().int().describe('Beyond spec'),
        outcome: z.enum(OUTCOMES).nullable().describe('Beyond spec: what the close did to her league'),
      })
      .nullable()
      .describe('The period just before this one, when she played in it (the results modal)'),
    current: DateRange,
    in_progress: z.boolean().describe('Whether the current period is running and still open'),
    assigned: z.boolean().describe('Whether the student has been placed in a cohort for the current period'),
    next_start_date: DateString,
    next_end_date: DateString,
    closes_at: Timestamp.describe('Beyond spec: the instant the current period ends (midnight, Singapore)'),
  }),
  league: LeagueSchema,
  rank: z
    .number()
    .int()
    .nullable()
    .describe('Her place in her cohort; null until she joins, or when kept off'),
  hidden: z.boolean().describe('Beyond spec: a parent or teacher keeps her off leaderboards'),
  promote_count: z.number().int().describe('Beyond spec: how many places at the top move up a league'),
  demote_count: z.number().int().describe('Beyond spec: how many places at the bottom move down a league'),
  students: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string().describe("Another child's last initial only; her own name in full"),
      points: z.number().int(),
      current_level: z.number().int(),
      is_me: z.boolean(),
    }),
  ),
})
export type Leaderboard = z.infer<typeof LeaderboardSchema>

const VisibilityBody = z.object({
  visible: z.boolean({ required_error: 'Say whether the child may appear: visible true or false.' }),
})
export const LeaderboardVisibilitySchema = z.object({
  student_id: z.number().int(),
  visible: z.boolean(),
  league: LeagueSchema,
})

const keepOff =
  'Children are shown to other children only with a grown-up’s say: a parent or class teacher can keep a child off leaderboards (issue 15, ADR 0059)'

export const leaderboardContract = c.router({
  getLeaderboard: {
    method: 'GET',
    path: '/api/v1/leaderboard',
    responses: { 200: LeaderboardSchema, ...authErrors },
    metadata: access.student,
    summary: "The student's league table for the current period",
  },
  getChildLeaderboardVisibility: {
    method: 'GET',
    path: '/api/v1/users/children/:id/leaderboard',
    pathParams: IdParam,
    responses: { 200: LeaderboardVisibilitySchema, ...authErrors },
    metadata: { ...access.parent, beyondSpec: keepOff },
    summary: "Whether an own child appears on leaderboards, and the child's league",
  },
  setChildLeaderboardVisibility: {
    method: 'PUT',
    path: '/api/v1/users/children/:id/leaderboard',
    pathParams: IdParam,
    body: VisibilityBody,
    responses: { 200: LeaderboardVisibilitySchema, ...authErrors },
    metadata: { ...access.parent, beyondSpec: keepOff },
    summary: 'Keep an own child off leaderboards, or let the child back on',
  },
  getClassStudentLeaderboardVisibility: {
    method: 'GET',
    path: '/api/v1/classes/:id/students/:studentId/leaderboard',
    pathParams: z.object({ id: Id, studentId: Id }),
    responses: { 200: LeaderboardVisibilitySchema, ...authErrors },
    metadata: { ...access.staff, beyondSpec: keepOff },
    summary: "Whether a student of an own class appears on leaderboards (the teacher's switch shows it)",
  },
  setClassStudentLeaderboardVisibility: {
    method: 'PUT',
    path: '/api/v1/classes/:id/students/:studentId/leaderboard',
    pathParams: z.object({ id: Id, studentId: Id }),
    body: VisibilityBody,
    responses: { 200: LeaderboardVisibilitySchema, ...authErrors },
    metadata: { ...access.staff, beyondSpec: keepOff },
    summary: 'Keep a student of an own class off leaderboards, or let the student back on',
  },
})
