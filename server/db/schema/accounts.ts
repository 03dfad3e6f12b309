import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { createdAt, updatedAt } from './columns'

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
})

/** A school's white-label site; every field of the spec's School white-label entity. */
export const schoolWhiteLabels = pgTable('school_white_labels', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  domainName: text('domain_name').notNull().unique(),
  pageTitle: text('page_title'),
  primary: text('primary'),
  secondary1: text('secondary1'),
  secondary2: text('secondary2'),
  secondary3: text('secondary3'),
  accent1: text('accent1'),
  accent2: text('accent2'),
  accent3: text('accent3'),
  highlight1: text('highlight1'),
  highlight2: text('highlight2'),
  highlight3: text('highlight3'),
  logo: text('logo'),
  favicon: text('favicon'),
  mascot: text('mascot'),
  bookcover: text('bookcover'),
  thumbnail: text('thumbnail'),
  background: text('background'),
  login: text('login'),
  dashboard: text('dashboard'),
  updatedAt: updatedAt(),
})

export const academicLevels = pgTable('academic_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
})

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    username: text('username'),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userRoleId: smallint('user_role_id').notNull(),
    teacherRoleId: smallint('teacher_role_id'),
    schoolId: integer('school_id').references(() => schools.id),
    academicLevelId: integer('academic_level_id').references(() => academicLevels.id),
    preferredLanguageId: integer('preferred_language_id').references(() => languages.id),
    profilePicUrl: text('profile_pic_url'),
    hasAgreedPolicy: boolean('has_agreed_policy').notNull().default(false),
    isFreeTier: boolean('is_free_tier').notNull().default(false),
    learningPathDisabled: boolean('learning_path_disabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoggedIn: timestamp('last_logged_in', { withTimezone: true }),
    /** When the owner opened a link mailed to `email`; null while a self-made account has not (ADR 0057). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_mobile_number_key').on(t.mobileNumber),
    index('users_school_idx').on(t.schoolId),
  ],
)

/** An account at an outside identity provider (google, apple, canvas, d2l) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
)

export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One managing parent per child (docs/decisions/0031).
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    uniqueIndex('parent_children_child_idx').on(t.childId),
  ],
)

/** Bearer sessions; only the SHA-256 of the token is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    loginType: text('login_type').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** Single-use tokens: magic links, password resets, login links and the login tokens they turn into. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the token confirms, when it is more than the account: the new address of an email change. */
    detail: text('detail'),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
)

/**
 * A child who started sign-up alone, waiting for a parent's consent (ADR 0057). It holds only what the consent
 * email needs: the first name the child typed and the parent's address; it is deleted on consent, on refusal
 * and, unanswered, when it expires.
 */
export const parentalConsentRequests = pgTable(
  'parental_consent_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    childFirstName: text('child_first_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('parental_consent_requests_hash_key').on(t.tokenHash),
    index('parental_consent_requests_expiry_idx').on(t.expiresAt),
  ],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobileNumber)],
)

/** Mail and SMS that were not handed to a real provider (development), kept so people can read them. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
})

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    academicLevelId: integer('academic_level_id')
      .notNull()
      .references(() => academicLevels.id),
    schoolId: integer('school_id').references(() => schools.id),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('courses_subject_level_idx').on(t.subjectId, t.academicLevelId)],
)

export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  academicLevelId: integer('academic_level_id').references(() => academicLevels.id),
  subjectId: integer('subject_id').references(() => subjects.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

/**
 * The subjects a department head heads in their school (ADR 0048): they reach every class of the school in
 * those subjects, besides the classes they teach.
 */
export const departmentHeads = pgTable(
  'department_heads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
)

/** Who is in a class: its students and its teachers. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
)
