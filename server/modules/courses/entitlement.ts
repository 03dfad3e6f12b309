import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm'
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
type Found = { courseId: number; endsAt: Date | null }

const activeCourse = eq(courses.isActive, true)

/** Courses a live subscription item holds for the student. */
async function subscribed(db: Executor, studentId: number, now: Date): Promise<Found[]> {
  const rows = await db
    .select({
      courseId: subscriptionItems.courseId,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptionItems.courseId))
    .where(
      and(
        eq(subscriptionItems.studentId, studentId),
        isNull(subscriptionItems.removedAt),
        isNull(subscriptions.endedAt),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        // Cancelled but not yet ended: the parent paid for the period, so it runs to its end.
        or(eq(subscriptions.cancelAtPeriodEnd, false), gt(subscriptions.currentPeriodEnd, now)),
        activeCourse,
      ),
    )
  return rows.map((r) => ({ courseId: r.courseId, endsAt: r.cancelAtPeriodEnd ? r.periodEnd : null }))
}

async function granted(db: Executor, studentId: number, now: Date) {
  return db
    .select({ courseId: courseGrants.courseId, source: courseGrants.source, endsAt: courseGrants.endsAt })
    .from(courseGrants)
    .innerJoin(courses, eq(courses.id, courseGrants.courseId))
    .where(
      and(
        eq(courseGrants.studentId, studentId),
        isNull(courseGrants.revokedAt),
        lte(courseGrants.startsAt, now),
        or(isNull(courseGrants.endsAt), gt(courseGrants.endsAt, now)),
        activeCourse,
      ),
    )
}

/** Common or own-school courses of a level and subject a class of the student's school teaches. */
async function throughClasses(db: Executor, student: Student): Promise<Found[]> {
  if (!student.schoolId) return []
  const rows = await db
    .selectDistinct({ courseId: courses.id })
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
    )
  return rows.map((r) => ({ courseId: r.courseId, endsAt: null }))
}

async function coursesWhere(db: Executor, where: SQL | undefined): Promise<Found[]> {
  const rows = await db.select({ courseId: courses.id }).from(courses).where(and(activeCourse, where))
  return rows.map((r) => ({ courseId: r.courseId, endsAt: null }))
}

/** Every course the student may use at `now`, by course id, each with the source that opens it. */
export async function courseAccessOf(
  db: Executor,
  student: Student,
  now = new Date(),
): Promise<Map<number, CourseAccess>> {
  const [paid, grants, taught, ownSchool, lite] = await Promise.all([
    subscribed(db, student.id, now),
    granted(db, student.id, now),
    throughClasses(db, student),
    student.schoolId ? coursesWhere(db, eq(courses.schoolId, student.schoolId)) : [],
    student.isFreeTier && student.academicLevelId
      ? coursesWhere(
          db,
          and(
            eq(courses.academicLevelId, student.academicLevelId),
            student.schoolId
              ? or(isNull(courses.schoolId), eq(courses.schoolId, student.schoolId))
              : isNull(courses.schoolId),
          ),
        )
      : [],
  ])
  const access = new Map<number, CourseAccess>()
  const add = (found: Found[], source: AccessSource) => {
    for (const { courseId, endsAt } of found) {
      if (!access.has(courseId)) access.set(courseId, { courseId, source, full: source !== 'lite', endsAt })
    }
  }
  add(paid, 'subscription')
  add(
    grants.filter((g) => g.source === 'activation'),
    'activation',
  )
  add(
    grants.filter((g) => g.source === 'admin'),
    'admin',
  )
  add(taught, 'class')
  add(ownSchool, 'school')
  add(lite, 'lite')
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
