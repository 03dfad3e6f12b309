import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Db, Executor } from '../../db/client'
import {
  assignmentStudents,
  assignments,
  courses,
  evaluations,
  questions,
  quizzes,
  studentSettings,
  subjects,
  topics,
  worksheetQuestions,
  worksheets,
} from '../../db/schema'
import { notFound } from '../../errors'
import { accessibleCourseIds, assertCourseAccess, courseAccessOf } from '../courses/entitlement'
import { dueEnd } from '../worksheets/assign'
import { presentQuizSummary } from './present'

/** The courses a student may practise in (full or Lite): the one rule in courses/entitlement.ts. */
export async function studentCourseIds(db: Executor, student: UserRow) {
  return accessibleCourseIds(db, student)
}

/** Top-level question ids of a worksheet, in order. */
export async function worksheetQuestionIds(db: Executor, worksheetId: number) {
  const rows = await db
    .select({ id: worksheetQuestions.questionId })
    .from(worksheetQuestions)
    .where(eq(worksheetQuestions.worksheetId, worksheetId))
    .orderBy(asc(worksheetQuestions.position))
  return rows.map((r) => r.id)
}

type Filters = { worksheet_id?: number; group_type_id?: number; course_id?: number }

/**
 * The student's quizzes. Every worksheet of their courses has one: a quiz not started yet is created the
 * first time it is listed, so the library can open it by id.
 */
export async function listQuizzes(ctx: AppContext, student: UserRow, filters: Filters) {
  const access = await courseAccessOf(ctx.db, student)
  if (filters.course_id) await assertCourseAccess(ctx.db, student, filters.course_id)
  if (filters.worksheet_id) await assertWorksheetAccess(ctx.db, student, filters.worksheet_id)
  const courseIds = [...access.keys()].filter((id) => !filters.course_id || id === filters.course_id)
  const assigned = await assignedQuizzes(ctx, student, filters)
  if (!courseIds.length) return assigned
  const liteCourseIds = [...access.values()].filter((a) => !a.full).map((a) => a.courseId)
  const sheetRows = await ctx.db
    .select({
      worksheet: worksheets,
      numQuestions: sql<number>`count(${worksheetQuestions.questionId})::int`,
      maxScore: sql<number>`coalesce(sum(${questions.maxScore}), 0)::float`,
      subject: subjects.name,
      topic: topics.name,
    })
    .from(worksheets)
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(topics, eq(topics.id, worksheets.topicId))
    .innerJoin(worksheetQuestions, eq(worksheetQuestions.worksheetId, worksheets.id))
    .innerJoin(questions, eq(questions.id, worksheetQuestions.questionId))
    .where(
      and(
        inArray(worksheets.courseId, courseIds),
        // Shared worksheets, and the student's own (revision, custom); never another student's.
        or(isNull(worksheets.ownerId), eq(worksheets.ownerId, student.id)),
        // Lite opens only the free worksheets of a course.
        liteCourseIds.length
          ? or(
              notInArray(worksheets.courseId, liteCourseIds),
              eq(worksheets.liteFree, true),
              eq(worksheets.ownerId, student.id),
            )
          : undefined,
        filters.worksheet_id ? eq(worksheets.id, filters.worksheet_id) : undefined,
      ),
    )
    .groupBy(worksheets.id, subjects.name, topics.name)
    .orderBy(asc(worksheets.courseId), asc(worksheets.id))
  if (!sheetRows.length) return assigned
  const sheetIds = sheetRows.map((r) => r.worksheet.id)
  const existing = await ctx.db
    .select({ worksheetId: quizzes.worksheetId })
    .from(quizzes)
    .where(and(eq(quizzes.studentId, student.id), inArray(quizzes.worksheetId, sheetIds)))
  const have = new Set(existing.map((q) => q.worksheetId))
  const missing = sheetRows.filter((r) => !have.has(r.worksheet.id))
  if (missing.length) {
    await ctx.db.insert(quizzes).values(
      missing.map((r) => ({
        studentId: student.id,
        worksheetId: r.worksheet.id,
        groupTypeId: r.worksheet.groupTypeId,
        maxScore: r.maxScore,
      })),
    )
  }
  const rows = await ctx.db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.studentId, student.id),
        inArray(quizzes.worksheetId, sheetIds),
        isNull(quizzes.assignmentId),
        filters.group_type_id ? eq(quizzes.groupTypeId, filters.group_type_id) : undefined,
      ),
    )
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
  const sheets = new Map(sheetRows.map((r) => [r.worksheet.id, r]))
  const practice = rows.map((quiz) => {
    const sheet = sheets.get(quiz.worksheetId)!
    return presentQuizSummary(quiz, sheet.worksheet, sheet.numQuestions, sheet)
  })
  return [...assigned, ...practice]
}

/**
 * The quizzes of the worksheets a teacher assigned to the student (ADR 0050), whatever courses they hold: the
 * school set the work. Those of an assignment the student was taken off are gone from the list; their answered
 * work stays readable by id.
 */
async function assignedQuizzes(ctx: AppContext, student: UserRow, filters: Filters) {
  const rows = await ctx.db
    .select({
      quiz: quizzes,
      worksheet: worksheets,
      dueDate: assignments.dueDate,
      subject: subjects.name,
      topic: topics.name,
      numQuestions: sql<number>`(select count(*)::int from ${worksheetQuestions} wq where wq.worksheet_id = ${worksheets.id})`,
    })
    .from(quizzes)
    .innerJoin(assignments, eq(assignments.id, quizzes.assignmentId))
    .innerJoin(
      assignmentStudents,
      and(eq(assignmentStudents.assignmentId, assignments.id), eq(assignmentStudents.studentId, student.id)),
    )
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(topics, eq(topics.id, worksheets.topicId))
    .where(
      and(
        eq(quizzes.studentId, student.id),
        filters.course_id ? eq(worksheets.courseId, filters.course_id) : undefined,
        filters.worksheet_id ? eq(worksheets.id, filters.worksheet_id) : undefined,
        filters.group_type_id ? eq(quizzes.groupTypeId, filters.group_type_id) : undefined,
      ),
    )
    .orderBy(asc(assignments.dueDate), desc(quizzes.id))
  return rows.map((r) => ({
    ...presentQuizSummary(r.quiz, r.worksheet, r.numQuestions, r),
    due_date: dueEnd(r.dueDate).toISOString(),
  }))
}

/** Whether the student is (still) assigned the quiz's assignment: then its course needs no access of theirs. */
async function isAssigned(db: Executor, studentId: number, assignmentId: number | null) {
  if (assignmentId === null) return false
  const [row] = await db
    .select({ id: assignmentStudents.assignmentId })
    .from(assignmentStudents)
    .where(
      and(eq(assignmentStudents.assignmentId, assignmentId), eq(assignmentStudents.studentId, studentId)),
    )
  return Boolean(row)
}

/** A shared worksheet the student asks for by id must be in a course they may use (403 says how). */
async function assertWorksheetAccess(db: Executor, student: UserRow, worksheetId: number) {
  const [sheet] = await db.select().from(worksheets).where(eq(worksheets.id, worksheetId))
  if (!sheet || (sheet.ownerId !== null && sheet.ownerId !== student.id)) return
  await assertCourseAccess(db, student, sheet.courseId, { kind: 'worksheet', worksheet: sheet })
}

/**
 * A student's own quiz, or 404 (another student's quiz is not theirs to know about).
 * `use` says what they are doing with it: read their own past work (`own`: always theirs), `open` it (to take
 * it needs access to its course now; one handed in before stays readable after access ends, ADR 0024), or
 * `change` it (save, hand in), which needs access now.
 */
export async function loadOwnQuiz(db: Db, student: UserRow, quizId: number, use: 'own' | 'open' | 'change') {
  const [row] = await db
    // The student's time zone comes along (null: no settings yet): marking needs it, and it costs no round trip.
    .select({ quiz: quizzes, worksheet: worksheets, timeZone: studentSettings.timeZone })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .leftJoin(studentSettings, eq(studentSettings.userId, quizzes.studentId))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.studentId, student.id)))
  if (!row) throw notFound('There is no such quiz among yours.')
  const handedIn = row.quiz.completedAt !== null
  const access =
    use === 'own' || (use === 'open' && handedIn) || (await isAssigned(db, student.id, row.quiz.assignmentId))
      ? null
      : await assertCourseAccess(db, student, row.worksheet.courseId, {
          kind: 'worksheet',
          worksheet: row.worksheet,
        })
  return { ...row, access }
}

/** Makes sure every question of the quiz has its evaluation row, and answers them in order. */
async function ensureEvaluations(db: Executor, quizId: number, questionIds: number[]) {
  if (questionIds.length) {
    await db
      .insert(evaluations)
      .values(questionIds.map((questionId, i) => ({ quizId, questionId, position: i + 1 })))
      .onConflictDoNothing()
  }
  return db
    .select()
    .from(evaluations)
    .where(eq(evaluations.quizId, quizId))
    .orderBy(asc(evaluations.position))
}

/**
 * A quiz's evaluation rows in order, with its worksheet's question ids in order. Once the quiz has been opened
 * its rows exist, so this is ONE statement (issue 11: every statement costs the event loop ~1 ms under load);
 * the first opening, or a question added to the worksheet since, takes the longer way that creates the rows.
 */
export async function quizEvaluations(db: Executor, quizId: number, worksheetId: number) {
  const found = await db
    .select({
      row: evaluations,
      // Text, not an int array: both drivers (pg, PGlite) hand a text column over unchanged.
      questionIds: sql<
        string | null
      >`(select string_agg(${worksheetQuestions.questionId}::text, ',' order by ${worksheetQuestions.position}) from ${worksheetQuestions} where ${worksheetQuestions.worksheetId} = ${worksheetId})`,
    })
    .from(evaluations)
    .where(eq(evaluations.quizId, quizId))
    .orderBy(asc(evaluations.position))
  const questionIds = found[0]?.questionIds?.split(',').map(Number) ?? []
  const rows = found.map((f) => f.row)
  const covered = new Set(rows.map((r) => r.questionId))
  if (questionIds.length && questionIds.every((id) => covered.has(id))) return { questionIds, rows }
  const ids = await worksheetQuestionIds(db, worksheetId)
  return { questionIds: ids, rows: await ensureEvaluations(db, quizId, ids) }
}
