import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { academicLevels, users } from './accounts'
import { createdAt, updatedAt } from './columns'

/** One league week (Monday to Sunday in Singapore, ADR 0059); closed once its promotions are settled. */
export const leaderboardPeriods = pgTable('leaderboard_periods', {
  id: serial('id').primaryKey(),
  startDate: date('start_date').notNull().unique(),
  endDate: date('end_date').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
})

/** A group of about 30 students of one level in one league for one period. */
export const leaderboardCohorts = pgTable(
  'leaderboard_cohorts',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    league: smallint('league').notNull(),
    academicLevelId: integer('academic_level_id').references(() => academicLevels.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('leaderboard_cohorts_period_idx').on(t.periodId, t.league, t.academicLevelId)],
)

/** A student's place in a cohort; points, rank and outcome are written when the period closes. */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => leaderboardCohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    finalPoints: integer('final_points'),
    finalRank: integer('final_rank'),
    /** 1 promoted, 0 stayed, −1 demoted; null while the period runs, and for a child kept off leaderboards. */
    outcome: smallint('outcome'),
    joinedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leaderboard_entries_period_user_key').on(t.periodId, t.userId),
    index('leaderboard_entries_cohort_idx').on(t.cohortId),
  ],
)

/** A student's league between periods, and whether a parent or teacher keeps her off leaderboards. */
export const leaderboardPlayers = pgTable('leaderboard_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  league: smallint('league').notNull().default(1),
  hidden: boolean('hidden').notNull().default(false),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})
