import { and, eq, gt, inArray, isNull, lte, or, SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  classes,
  classMembers,
  courseGrants,
  courses,
  parentChildren,
  subjects,
  subscriptionItems,
  subscriptions,
} from '../../db/schema'
import { AppError, notFound } from '../../errors'

/**
 * Which courses a student may use, decided here and nowhere else (docs/decisions/0024).
 *
 * - `subscription`: a live card subscription holds the course (cancelled ones until their period ends);
 * - `activation`, `admin`: a course grant from a redeemed code or an admin, until it ends or is revoked;
 * - `class`: a class of the student's own school teaches that level and subject;
 * - `school`: a course the student's school made;
 * - `lite`: the free tier, on every course of the student's level, but only its free worksheets.
 *
 * When several hold, the first full one in that order is the one reported.
 */
export type AccessSource = 'subscription' | 'activation' | 'admin' | 'class' | 'school' | 'lite'
export type CourseAccess = {
  courseId: number
  source: AccessSource
  /** False only for Lite: the free worksheets and the notes, nothing more. */
  full: boolean
  /** When the access ends on its own (a cancelled subscription, a code's days); null when it does not. */
  endsAt: Date | null
}

/** Subscription statuses that still open the course (Stripe's names; `past_due` keeps access while retried). */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due']

/** How many worksheets of each course Lite opens (the seed flags them `lite_free`). */
export const LITE_FREE_WORKSHEETS = 3

type Student = Pick<UserRow, 'id' | 'schoolId' | 'academicLevelId' | 'isFreeTier'>

const activeCourse = eq(courses.isActive, true)

/**
 * Each way a student may hold a course, as rows of (course, source, end) from one statement: a UNION ALL of
 * the sources that apply to this student, since every request of a child's pages asks this first.
 */
function heldCourses(db: Executor, student: Student, now: Date) {
  const row = (
    source: AccessSource | SQL<string>,
    endsAt: SQL<Date | null> | typeof courseGrants.endsAt,
  ) => ({
    courseId: courses.id,
    source: (typeof source === 'string' ? sql<string>`${source}::text` : source).as('source'),
    endsAt: (endsAt instanceof SQL ? endsAt : sql<Date | null>`${endsAt}`).as('ends_at'),
  })
  const noEnd = sql<Date | null>`null::timestamptz`
  const subscribed = db
    .select(
      row(
        'subscription',
        // Cancelled but not yet ended: the parent paid for the period, so it runs to its end.
        sql<Date | null>`case when ${subscriptions.cancelAtPeriodEnd} then ${subscriptions.currentPeriodEnd} end`,
      ),
    )
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptionItems.courseId))
    .where(
      and(
        eq(subscriptionItems.studentId, student.id),
        isNull(subscriptionItems.removedAt),
        isNull(subscriptions.endedAt),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        or(eq(subscriptions.cancelAtPeriodEnd, false), gt(subscriptions.currentPeriodEnd, now)),
        activeCourse,
      ),
    )
  const granted = db
    .select(row(sql<string>`${courseGrants.source}::text`, courseGrants.endsAt))
    .from(courseGrants)
    .innerJoin(courses, eq(courses.id, courseGrants.courseId))
    .where(
      and(
        eq(courseGrants.studentId, student.id),
        isNull(courseGrants.revokedAt),
        lte(courseGrants.startsAt, now),
        or(isNull(courseGrants.endsAt), gt(courseGrants.endsAt, now)),
        activeCourse,
      ),
    )
  // Every part selects the same three columns; drizzle's types also carry each part's tables, which differ.
  type Part = typeof subscribed
  const parts: Part[] = [subscribed, granted as unknown as Part]
  if (student.schoolId) {
    // Common or own-school courses of a level and subject a class of the student's school teaches.
    parts.push(
      db
        .select(row('class', noEnd))
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .innerJoin(
          courses,
          and(eq(courses.academicLevelId, classes.academicLevelId), eq(courses.subjectId, classes.subjectId)),
        )
        .where(
          and(
            eq(classMembers.userId, student.id),
            eq(classes.isActive, true),
            eq(classes.schoolId, student.schoolId),
            or(isNull(courses.schoolId), eq(courses.schoolId, student.schoolId)),
            activeCourse,
          ),
        ) as unknown as Part,
      db
        .select(row('school', noEnd))
        .from(courses)
        .where(and(activeCourse, eq(courses.schoolId, student.schoolId))) as unknown as Part,
    )
  }
  if (student.isFreeTier && student.academicLevelId)
    parts.push(
      db
        .select(row('lite', noEnd))
        .from(courses)
        .where(
          and(
            activeCourse,
            eq(courses.academicLevelId, student.academicLevelId),
            student.schoolId
              ? or(isNull(courses.schoolId), eq(courses.schoolId, student.schoolId))
              : isNull(courses.schoolId),
          ),
        ) as unknown as Part,
    )
  const [first, second, ...rest] = parts
  return unionAll(first, second, ...rest)
}

/** The order in which sources are reported when several hold (the first full one wins). */
const SOURCE_ORDER: AccessSource[] = ['subscription', 'activation', 'admin', 'class', 'school', 'lite']

/** Every course the student may use at `now`, by course id, each with the source that opens it. */
export async function courseAccessOf(
  db: Executor,
  student: Student,
  now = new Date(),
): Promise<Map<number, CourseAccess>> {
  const rows = await heldCourses(db, student, now)
  const ordered = rows
    .map((r) => ({ ...r, rank: SOURCE_ORDER.indexOf(r.source as AccessSource) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
  const access = new Map<number, CourseAccess>()
  for (const { courseId, source, endsAt, rank } of ordered) {
    if (!access.has(courseId))
      access.set(courseId, {
        courseId,
        source: SOURCE_ORDER[rank],
        full: source !== 'lite',
        endsAt: endsAt === null ? null : new Date(endsAt),
      })
  }
  return access
}

/** The ids of the courses a student may use (full or Lite). */
export async function accessibleCourseIds(db: Executor, student: Student, now = new Date()) {
  return [...(await courseAccessOf(db, student, now)).keys()]
}

/** What the student is trying to do in the course: Lite allows some of it. */
export type CourseUse =
  | { kind: 'worksheet'; worksheet: { liteFree: boolean; ownerId: number | null } }
  | { kind: 'build' }
  | { kind: 'read' }

/**
 * The student's access to one course for one use, or a 403 that tells a child how to get it
 * (code `course_locked`, so the app can show the way to unlock it).
 */
export async function assertCourseAccess(
  db: Executor,
  student: Student,
  courseId: number,
  use: CourseUse = { kind: 'read' },
  now = new Date(),
): Promise<CourseAccess> {
  const access = (await courseAccessOf(db, student, now)).get(courseId)
  if (access?.full) return access
  if (access && use.kind === 'read') return access
  if (access && use.kind === 'worksheet' && (use.worksheet.liteFree || use.worksheet.ownerId === student.id))
    return access
  throw await courseLocked(db, student, courseId, access ? use.kind : 'locked')
}

async function courseLocked(
  db: Executor,
  student: Student,
  courseId: number,
  why: 'locked' | CourseUse['kind'],
): Promise<AppError> {
  const [course] = await db
    .select({ name: courses.name, subject: subjects.name })
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(eq(courses.id, courseId))
  if (!course) return notFound('There is no such course.')
  const locked = (message: string) => new AppError(403, message, 'course_locked')
  if (why === 'worksheet')
    return locked(
      `This worksheet is part of Lantern Premium. With Lite you can try ${LITE_FREE_WORKSHEETS} worksheets in each subject. Ask a grown-up to unlock ${course.subject} to do them all.`,
    )
  if (why === 'build')
    return locked(
      `Making your own worksheets is part of Lantern Premium. Ask a grown-up to unlock ${course.subject}.`,
    )
  const [parent] = await db
    .select({ id: parentChildren.parentId })
    .from(parentChildren)
    .where(eq(parentChildren.childId, student.id))
  return locked(
    parent
      ? `${course.name} isn't unlocked for you yet. Ask your parent to add it on their Lantern page, or to use an activation code.`
      : `${course.name} isn't unlocked yet. You can subscribe, use an activation code, or try Lantern Lite for free.`,
  )
}
