import { eq, inArray } from 'drizzle-orm'
import { QUESTION_CONTENT_TYPE, USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { courses, publicWorksheets, questions, worksheetQuestions, worksheets } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../errors'
import { hashToken } from '../../lib/crypto'
import { loadOwnChild } from '../children/accounts'
import { accessibleCourseIds } from '../courses/entitlement'
import { isGivableTo } from '../questions/access'
import { presentIds } from '../questions/present'
import { worksheetQuestionIds } from '../quiz/catalog'

/** The spec's public sharing page, `/sharing/quiz/:quizId`: a public quiz id is its worksheet's id. */
export const shareUrl = (ctx: AppContext, worksheetId: number) =>
  `${ctx.config.appUrl}/sharing/quiz/${worksheetId}`

/**
 * GET /public/worksheets/{id}: a worksheet shared by link (or a demo one) to anyone; one the public coach made
 * for a visitor only with that visitor's session id. Anything else is the same 404, and answers are never shown.
 */
export async function getPublicWorksheet(ctx: AppContext, id: number, sessionId?: string) {
  const [row] = await ctx.db
    .select({ worksheet: worksheets, flags: publicWorksheets })
    .from(publicWorksheets)
    .innerJoin(worksheets, eq(worksheets.id, publicWorksheets.worksheetId))
    .where(eq(publicWorksheets.worksheetId, id))
  const visitors = row?.flags.sessionHash
  const open =
    row &&
    (row.flags.isShared ||
      row.flags.isDemo ||
      (!!visitors && !!sessionId && hashToken(sessionId) === visitors))
  if (!open) throw notFound('There is no such shared worksheet. The link may be incomplete.')
  const ids = await worksheetQuestionIds(ctx.db, id)
  return {
    id: row.worksheet.id,
    title: row.worksheet.title,
    course_id: row.worksheet.courseId,
    time_limit: row.worksheet.timeLimitMinutes,
    questions: await presentIds(ctx.db, ids, { details: true, answers: false }),
  }
}

type SharedBody = {
  student_id: number
  biweekly_date: string
  course_id: number
  subject_id: number
  question_ids: number[]
}

/** The child whose fortnight it is: a parent's own child (another family's is a 404), or the student themself. */
async function familyStudent(ctx: AppContext, caller: UserRow, studentId: number) {
  if (caller.userRoleId === USER_ROLE.PARENT) return loadOwnChild(ctx, caller, studentId)
  if (caller.id !== studentId) throw forbidden('You can share a worksheet of your own practice only.')
  return caller
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayName = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`

/** "23 Nov – 6 Dec": the fortnight starting on `first`, or a 400 when it is no calendar day. */
function fortnightOf(first: string) {
  const start = new Date(`${first}T00:00:00Z`)
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== first) {
    const message = 'Use a real calendar day, like 2026-11-23, for the first day of the two weeks.'
    throw badRequest(message, [{ path: 'biweekly_date', message }])
  }
  return `${dayName(start)} – ${dayName(new Date(start.getTime() + 13 * 86_400_000))}`
}

async function courseOf(ctx: AppContext, student: UserRow, body: SharedBody) {
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, body.course_id))
  if (!course || !(await accessibleCourseIds(ctx.db, student)).includes(course.id)) {
    const message = `Choose one of ${student.firstName}'s courses.`
    throw badRequest(message, [{ path: 'course_id', message }])
  }
  if (course.subjectId !== body.subject_id) {
    const message = `${course.name} is not in that subject.`
    throw badRequest(message, [{ path: 'subject_id', message }])
  }
  return course
}

/** The questions in the order given, each a whole question of the course the child may be given; else a 400. */
async function givableQuestions(ctx: AppContext, student: UserRow, courseId: number, ids: number[]) {
  const wanted = [...new Set(ids)]
  const rows = await ctx.db.select().from(questions).where(inArray(questions.id, wanted))
  const fits = new Set(
    rows
      .filter((q) => q.courseId === courseId && q.parentId === null && isGivableTo(student, q))
      .map((q) => q.id),
  )
  const misfits = wanted.filter((id) => !fits.has(id))
  if (misfits.length) {
    const message = `${misfits.length === 1 ? 'Question' : 'Questions'} ${misfits.join(', ')} cannot go in ${student.firstName}'s worksheet: each must be a question of this course that ${student.firstName} may be given.`
    throw badRequest(message, [{ path: 'question_ids', message }])
  }
  return wanted
}

/** The key that makes one worksheet per child, course and fortnight (worksheets.ref is unique; ADR 0055). */
const fortnightRef = (studentId: number, courseId: number, first: string) =>
  `fortnight:${studentId}:${courseId}:${first}`

const alreadyMade = (ctx: AppContext, student: UserRow, period: string, worksheetId: number) =>
  conflict(
    `${student.firstName}'s worksheet for ${period} in this course is already made; share it with this link: ${shareUrl(ctx, worksheetId)}`,
  )

/**
 * POST /worksheets/generate-shared-worksheet: a worksheet of the given questions from a child's fortnight, the
 * child's own (owner), open to anyone with its link. One per child, course and fortnight: a second is a 409.
 */
export async function generateSharedWorksheet(ctx: AppContext, caller: UserRow, body: SharedBody) {
  const student = await familyStudent(ctx, caller, body.student_id)
  const period = fortnightOf(body.biweekly_date)
  const course = await courseOf(ctx, student, body)
  const ref = fortnightRef(student.id, course.id, body.biweekly_date)
  const [existing] = await ctx.db
    .select({ id: worksheets.id })
    .from(worksheets)
    .where(eq(worksheets.ref, ref))
  if (existing) throw alreadyMade(ctx, student, period, existing.id)
  const questionIds = await givableQuestions(ctx, student, course.id, body.question_ids)
  const made = await ctx.db.transaction(async (tx) => {
    const [sheet] = await tx
      .insert(worksheets)
      .values({
        ref,
        title: `${student.firstName}'s practice, ${period}`,
        courseId: course.id,
        groupTypeId: QUESTION_CONTENT_TYPE.SHARING,
        ownerId: student.id,
      })
      // Two taps at once: the unique ref lets one through and answers the other 409 below.
      .onConflictDoNothing({ target: worksheets.ref })
      .returning({ id: worksheets.id })
    if (!sheet) return null
    await tx
      .insert(worksheetQuestions)
      .values(questionIds.map((questionId, i) => ({ worksheetId: sheet.id, questionId, position: i + 1 })))
    await tx.insert(publicWorksheets).values({ worksheetId: sheet.id, isShared: true })
    return sheet
  })
  if (!made) {
    const [winner] = await ctx.db
      .select({ id: worksheets.id })
      .from(worksheets)
      .where(eq(worksheets.ref, ref))
    throw alreadyMade(ctx, student, period, winner.id)
  }
  return { worksheet_id: made.id, share_url: shareUrl(ctx, made.id) }
}
