import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { RewardRule } from '../../../contracts/rewards'
import { subjects, users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { quizzes } from './practice'

/** A set of collectibles that fill one page of the sticker book (ADR 0060). */
export const collectibleThemes = pgTable('collectible_themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** The spec's "Badge or collectible: name, subject_id, image", with the rule that earns it. */
const rewardColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
  /** A path the app serves (`/rewards/…svg`) or an inline `data:image/svg+xml` URL; the CSP allows both. */
  image: text('image').notNull(),
  alt: text('alt').notNull(),
  rule: jsonb('rule').$type<RewardRule>().notNull(),
  position: smallint('position').notNull().default(0),
  /** Out of play (ADR 0066): no longer awarded, and shown only to the children who earned it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const collectibles = pgTable(
  'collectibles',
  {
    ...rewardColumns(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => collectibleThemes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('collectibles_theme_idx').on(t.themeId, t.position)],
)

export const badges = pgTable('badges', rewardColumns())

/**
 * A badge or collectible a student has earned: once each (the unique indexes make a second award, even from a
 * concurrent completion, do nothing). `seen_at` is set when the celebration has been shown.
 */
export const studentRewards = pgTable(
  'student_rewards',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'cascade' }),
    collectibleId: integer('collectible_id').references(() => collectibles.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_rewards_badge_key').on(t.studentId, t.badgeId).where(sql`${t.badgeId} is not null`),
    uniqueIndex('student_rewards_collectible_key')
      .on(t.studentId, t.collectibleId)
      .where(sql`${t.collectibleId} is not null`),
    check('student_rewards_one_kind', sql`num_nonnulls(${t.badgeId}, ${t.collectibleId}) = 1`),
  ],
)

/** Streak freezes held and earned in the current streak, and the last level the student has celebrated. */
export const studentRewardState = pgTable(
  'student_reward_state',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    freezesHeld: smallint('freezes_held').notNull().default(0),
    /** The first day of the streak the freezes below were earned in: a new streak earns afresh. */
    streakStart: date('streak_start'),
    freezesEarnedInStreak: smallint('freezes_earned_in_streak').notNull().default(0),
    levelSeen: smallint('level_seen').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check('student_reward_state_freezes', sql`${t.freezesHeld} between 0 and 2`)],
)

/** A missed day a streak freeze covered: the streak goes on through it, but it adds no day to the count. */
export const frozenDays = pgTable(
  'frozen_days',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day] })],
)
