import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  activationCodeCourses,
  activationCodes,
  courseGrants,
  courses,
  subjects,
  users,
} from '../../db/schema'
import { conflict, forbidden, gone, notFound } from '../../errors'
import { loadOwnChild } from '../children/accounts'
import { roleOf } from '../courses/catalog'
import { courseAccessOf } from '../courses/entitlement'

const DAY_MS = 86_400_000
type CodeRow = typeof activationCodes.$inferSelect

const dateOf = (at: Date) =>
  at.toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  })

/** The code's row, or why it cannot be used: 404 unknown, 410 used or expired. */
async function usableCode(db: Executor, code: string, now: Date): Promise<CodeRow> {
  const [row] = await db.select().from(activationCodes).where(eq(activationCodes.code, code.toUpperCase()))
  if (!row)
    throw notFound("We don't know this code. Check its letters and numbers, or ask whoever gave it to you.")
  if (row.redeemedAt) throw gone('This code has already been used. Each code works once.')
  if (row.expiresAt && row.expiresAt <= now) throw gone(`This code expired on ${dateOf(row.expiresAt)}.`)
  return row
}

async function coursesOfCode(db: Executor, codeId: number) {
  return db
    .select({
      courseId: courses.id,
      subjectId: courses.subjectId,
      subjectName: subjects.name,
      name: courses.name,
    })
    .from(activationCodeCourses)
    .innerJoin(courses, eq(courses.id, activationCodeCourses.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(eq(activationCodeCourses.codeId, codeId))
    .orderBy(asc(courses.id))
}

const accessEnd = (code: CodeRow, from: Date) =>
  code.accessDays ? new Date(from.getTime() + code.accessDays * DAY_MS) : null

/** GET /activation/{code}: what it opens and until when it can be redeemed. */
export async function checkActivationCode(ctx: AppContext, code: string, now = new Date()) {
  const row = await usableCode(ctx.db, code, now)
  const end = accessEnd(row, now)
  return {
    code: row.code,
    courses: (await coursesOfCode(ctx.db, row.id)).map((c) => ({
      course_id: c.courseId,
      subject_id: c.subjectId,
      subject_name: c.subjectName,
      course_name: c.name,
      activated_at: null,
      expires_at: end?.toISOString() ?? null,
    })),
    expires_at: row.expiresAt?.toISOString() ?? null,
  }
}

/**
 * POST /activation: a parent redeems a code for their own child, once. The code is taken by one conditional
 * update, so two redeems at once give one grant set and one 410; a child who already has every course of the
 * code gets 409 and the code stays unused for another child.
 */
export async function redeemActivationCode(
  ctx: AppContext,
  parent: UserRow,
  body: { code: string; child_id: number },
  now = new Date(),
) {
  const child = await loadOwnChild(ctx, parent, body.child_id)
  const code = await usableCode(ctx.db, body.code, now)
  const opened = await coursesOfCode(ctx.db, code.id)
  const access = await courseAccessOf(ctx.db, child, now)
  const missing = opened.filter((c) => !access.get(c.courseId)?.full)
  // The child may have every course because this very code was redeemed a moment ago (two taps at once): then
  // the code is used, and saying so is the answer that matches what the other tap did.
  if (!missing.length) await usableCode(ctx.db, body.code, now)
  if (!missing.length)
    throw conflict(
      `${child.firstName} already has ${opened.map((c) => c.name).join(', ')}. The code is still unused: keep it for another child.`,
    )
  const end = accessEnd(code, now)
  await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(activationCodes)
      .set({ redeemedAt: now, redeemedBy: parent.id, redeemedFor: child.id })
      .where(
        and(
          eq(activationCodes.id, code.id),
          isNull(activationCodes.redeemedAt),
          or(isNull(activationCodes.expiresAt), gt(activationCodes.expiresAt, now)),
        ),
      )
      .returning()
    if (!taken) throw gone('This code has just been used. Each code works once.')
    // A code grant already there (from another code) ends at the later of the two; an ended one is closed first.
    const existing = await tx
      .select()
      .from(courseGrants)
      .where(
        and(
          eq(courseGrants.studentId, child.id),
          eq(courseGrants.source, 'activation'),
          isNull(courseGrants.revokedAt),
          inArray(
            courseGrants.courseId,
            opened.map((c) => c.courseId),
          ),
        ),
      )
    for (const course of opened) {
      const grant = existing.find((g) => g.courseId === course.courseId)
      if (grant && (grant.endsAt === null || grant.endsAt > now)) {
        // Either without an end: no end; otherwise the later end.
        const later = grant.endsAt && end ? new Date(Math.max(grant.endsAt.getTime(), end.getTime())) : null
        await tx
          .update(courseGrants)
          .set({ endsAt: later, activationCodeId: code.id })
          .where(eq(courseGrants.id, grant.id))
        continue
      }
      if (grant) await tx.update(courseGrants).set({ revokedAt: now }).where(eq(courseGrants.id, grant.id))
      await tx.insert(courseGrants).values({
        studentId: child.id,
        courseId: course.courseId,
        source: 'activation',
        activationCodeId: code.id,
        grantedBy: parent.id,
        startsAt: now,
        endsAt: end,
      })
    }
  })
  return { child_id: child.id, courses: await activatedCourses(ctx.db, child.id) }
}

/** Courses opened for a student by codes, with when and until when. */
async function activatedCourses(db: Executor, studentId: number) {
  const rows = await db
    .select({
      grant: courseGrants,
      subjectId: courses.subjectId,
      subjectName: subjects.name,
      courseName: courses.name,
    })
    .from(courseGrants)
    .innerJoin(courses, eq(courses.id, courseGrants.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(
      and(
        eq(courseGrants.studentId, studentId),
        eq(courseGrants.source, 'activation'),
        isNull(courseGrants.revokedAt),
      ),
    )
    .orderBy(asc(courseGrants.courseId))
  return rows.map(({ grant, subjectId, subjectName, courseName }) => ({
    course_id: grant.courseId,
    subject_id: subjectId,
    subject_name: subjectName,
    course_name: courseName,
    activated_at: grant.startsAt.toISOString(),
    expires_at: grant.endsAt?.toISOString() ?? null,
  }))
}

/** GET /activation/courses: a student's own, a parent's own child's, or (admin) anyone's. */
export async function listActivatedCourses(ctx: AppContext, user: UserRow, studentId: number) {
  const role = roleOf(user)
  if (role === 'parent') await loadOwnChild(ctx, user, studentId)
  else if (role === 'student' && studentId !== user.id) throw forbidden('You can only see your own courses.')
  else if (role === 'admin') {
    const [student] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, studentId))
    if (!student) throw notFound('There is no such student.')
  }
  return activatedCourses(ctx.db, studentId)
}
