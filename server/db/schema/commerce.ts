import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { courses, schools, users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { topics } from './content'

/** What a course costs; the only source of prices (a client never sends an amount). Amounts in cents. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** Our monthly price id, e.g. `lantern_p5_maths_month`: what the contract calls `price_id`. */
    priceId: text('price_id').notNull(),
    annualPriceId: text('annual_price_id'),
    currency: text('currency').notNull().default('SGD'),
    monthlyAmountCents: integer('monthly_amount_cents').notNull(),
    annualAmountCents: integer('annual_amount_cents'),
    /** Stripe's price ids; a product without one cannot be bought by card when Stripe is configured (501). */
    stripePriceId: text('stripe_price_id'),
    stripeAnnualPriceId: text('stripe_annual_price_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_course_key').on(t.courseId),
    uniqueIndex('products_price_key').on(t.priceId),
    uniqueIndex('products_annual_price_key').on(t.annualPriceId),
  ],
)

export type PaymentProviderName = 'local' | 'stripe'
export type BillingInterval = 'month' | 'year'

/** A checkout started by a payer for a student: the local card page's session, or a Stripe Checkout Session. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: serial('id').primaryKey(),
    /** `cs_local_…` for the built-in checkout, Stripe's `cs_…` otherwise: what the contract calls `session_id`. */
    publicId: text('public_id').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    /** Our price ids, sorted: an open session for the same student and prices is handed out again. */
    priceIds: text('price_ids').array().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    providerSessionId: text('provider_session_id'),
    url: text('url').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    isFromNewSubPage: boolean('is_from_new_sub_page').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_public_key').on(t.publicId),
    uniqueIndex('checkout_sessions_provider_session_key').on(t.providerSessionId),
    index('checkout_sessions_student_status_idx').on(t.studentId, t.status),
  ],
)

/** A paid subscription for one student, kept in step with the provider's (local rows, or Stripe's by webhook). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** `sub_local_…` or Stripe's `sub_…`: what the contract calls `subscription_id`. */
    publicId: text('public_id').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: integer('checkout_session_id').references(() => checkoutSessions.id),
    /** Stripe's statuses: active, trialing, past_due, canceled, incomplete, incomplete_expired, unpaid, paused. */
    status: text('status').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_public_key').on(t.publicId),
    uniqueIndex('subscriptions_checkout_session_key').on(t.checkoutSessionId),
    index('subscriptions_student_idx').on(t.studentId),
  ],
)

/** The courses a subscription pays for; at most one live (not removed) item per student and course. */
export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Copied from the subscription so the live key below can hold across subscriptions. */
    studentId: integer('student_id'),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    priceId: text('price_id').notNull(),
    providerItemId: text('provider_item_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the course leaves the subscription, or when the subscription ends (= its `endedAt`). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // Two checkouts paid at once for the same child and course: the second insert fails here (plan 4.4).
    uniqueIndex('subscription_items_live_key').on(t.studentId, t.courseId).where(sql`removed_at is null`),
    index('subscription_items_subscription_idx').on(t.subscriptionId),
  ],
)

/** A code a school or an admin hands out that opens courses for one child, once. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case. */
    code: text('code').notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last moment it can be redeemed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How long the access it grants lasts; null = no end. */
    accessDays: smallint('access_days'),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedFor: integer('redeemed_for').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('activation_codes_code_key').on(t.code)],
)

export const activationCodeCourses = pgTable(
  'activation_code_courses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => activationCodes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.courseId] })],
)

/** Access to a course not paid by card: a redeemed activation code, or an admin's decision. */
export const courseGrants = pgTable(
  'course_grants',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    source: text('source').$type<'activation' | 'admin'>().notNull(),
    activationCodeId: integer('activation_code_id').references(() => activationCodes.id),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_grants_live_key')
      .on(t.studentId, t.courseId, t.source)
      .where(sql`revoked_at is null`),
    index('course_grants_student_idx').on(t.studentId),
  ],
)

/** Each provider event handled, once: its id is the once-only key, written in the effect's transaction. */
export const paymentEvents = pgTable('payment_events', {
  /** Stripe's `evt_…`, or `evt_local_…` for the built-in checkout. */
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  type: text('type').notNull(),
  objectId: text('object_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
})

/** Money that moved or was refused; kept when a child is deleted, as the law asks of payment records. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    kind: text('kind').$type<'charge' | 'declined' | 'refund' | 'credit'>().notNull(),
    checkoutSessionId: integer('checkout_session_id').references(() => checkoutSessions.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Never more of the card than this. */
    cardLast4: text('card_last4'),
    outcome: text('outcome').notNull(),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_records_provider_ref_key').on(t.providerRef)],
)

/** Courses that show another course's content (`GET /courses/{id}/sharer`). */
export const courseSharers = pgTable(
  'course_sharers',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sharerCourseId: integer('sharer_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.sharerCourseId] })],
)

export const learningContents = pgTable(
  'learning_contents',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id),
    topicId: integer('topic_id').references(() => topics.id),
    schoolId: integer('school_id').references(() => schools.id),
    kind: text('kind').$type<'notes' | 'video' | 'article' | 'exam_tips'>().notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Markdown. */
    body: text('body').notNull(),
    mediaUrl: text('media_url'),
    thumbnailUrl: text('thumbnail_url'),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('learning_contents_course_topic_idx').on(t.courseId, t.topicId)],
)

export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    quota: smallint('quota').notNull().default(5),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
)

export const referralRedemptions = pgTable(
  'referral_redemptions',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemerId: integer('redeemer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').$type<'pending' | 'redeemed' | 'rewarded'>().notNull().default('pending'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    // One referral per account.
    uniqueIndex('referral_redemptions_redeemer_key').on(t.redeemerId),
    index('referral_redemptions_owner_idx').on(t.ownerId),
  ],
)

/** A free month applied for a referral; the key makes sure nobody gets one twice for the same redemption. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => referralRedemptions.id, { onDelete: 'cascade' }),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_rewards_key').on(t.redemptionId, t.beneficiaryId)],
)

export const academyOnboarding = pgTable('academy_onboarding', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: smallint('step').notNull().default(0),
  isCompleted: boolean('is_completed').notNull().default(false),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
})

/** The questions a child found hardest over a period, as a report a parent opens (`createdAt` = `report_created_at`). */
export const hardestQuestionReports = pgTable(
  'hardest_question_reports',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIds: integer('question_ids').array().notNull(),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('hardest_question_reports_child_created_idx').on(t.childId, t.createdAt)],
)
