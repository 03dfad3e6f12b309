import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { QUESTION_CONTENT_TYPE, USER_ROLE } from '../../../contracts/constants'
import { type MockProgressItemSchema, scorePercent } from '../../../contracts/student-reports'
import type { AppContext, UserRow } from '../../context'
import { courses, evaluations, questions, quizzes, topics, worksheets } from '../../db/schema'
import { badRequest } from '../../errors'
import { loadStudentFor } from '../subscription/people'

export type MockQuery = { student_id?: number; course_id?: number }
type Item = z.infer<typeof MockProgressItemSchema>

/** Whose mock exams: a student's own, or a parent's own child's (another family's child is a 404). */
async function studentOf(ctx: AppContext, caller: UserRow, studentId: number | undefined) {
  if (studentId === undefined) {
    if (caller.userRoleId === USER_ROLE.STUDENT) return caller
    const message = 'Choose which child to show.'
    throw badRequest(message, [{ path: 'student_id', message }])
  }
  return loadStudentFor(ctx, caller, studentId, 'You can only see your own mock exams.')
}

/**
 * Mock exams are the exam worksheets (content type 4) a student has handed in and had marked, until mock-exam
 * lessons exist (plan Q15); `course_id` narrows them to one course.
 */
function handedInExams(studentId: number, courseId?: number): SQL {
  return and(
    eq(quizzes.studentId, studentId),
    eq(quizzes.groupTypeId, QUESTION_CONTENT_TYPE.EXAM),
    eq(quizzes.status, 'completed'),
    courseId === undefined ? undefined : eq(worksheets.courseId, courseId),
  ) as SQL
}

/** GET /users/mock/progress: every mock exam handed in, newest first, with its marks. */
export async function mockProgress(ctx: AppContext, caller: UserRow, query: MockQuery): Promise<Item[]> {
  return progressOf(ctx, await studentOf(ctx, caller, query.student_id), query.course_id)
}

async function progressOf(ctx: AppContext, student: UserRow, courseId?: number): Promise<Item[]> {
  const rows = await ctx.db
    .select({ quiz: quizzes, title: worksheets.title, subjectId: courses.subjectId })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .where(handedInExams(student.id, courseId))
    .orderBy(desc(quizzes.completedAt), desc(quizzes.id))
  return rows.map(({ quiz, title, subjectId }) => ({
    lesson_id: null,
    worksheet_id: quiz.worksheetId,
    quiz_id: quiz.id,
    title,
    subject_id: subjectId,
    marks_given: quiz.marksGiven ?? 0,
    max_scores: quiz.maxScore,
    completed_at: quiz.completedAt?.toISOString() ?? null,
  }))
}

/** GET /users/mock/performance: marks per topic over every mock exam's questions. */
export async function mockPerformance(ctx: AppContext, caller: UserRow, query: MockQuery) {
  return performanceOf(ctx, await studentOf(ctx, caller, query.student_id), query.course_id)
}

async function performanceOf(ctx: AppContext, student: UserRow, courseId?: number) {
  const exams = ctx.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .where(handedInExams(student.id, courseId))
  const rows = await ctx.db
    .select({
      topic_id: topics.id,
      topic_name: topics.name,
      marks_given: sql<number>`coalesce(sum(${evaluations.marksGiven}), 0)::float`,
      max_scores: sql<number>`coalesce(sum(${questions.maxScore}), 0)::float`,
      questions_attempted: sql<number>`count(*)::int`,
    })
    .from(evaluations)
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(inArray(evaluations.quizId, exams), eq(evaluations.gradingCompleted, true)))
    .groupBy(topics.id, topics.name)
    .orderBy(topics.name)
  return rows
}

/** GET /users/mock/summary: how many, the average and best score, and the strongest and weakest topics. */
export async function mockSummary(ctx: AppContext, caller: UserRow, query: MockQuery) {
  const student = await studentOf(ctx, caller, query.student_id)
  const [items, topicRows] = await Promise.all([
    progressOf(ctx, student, query.course_id),
    performanceOf(ctx, student, query.course_id),
  ])
  const percents = items
    .map((i) => scorePercent(i.marks_given, i.max_scores))
    .filter((p): p is number => p !== undefined)
  const ranked = topicRows
    .map((t) => ({ name: t.topic_name, percent: scorePercent(t.marks_given, t.max_scores) }))
    .filter((t): t is { name: string; percent: number } => t.percent !== undefined)
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name))
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    attempts: items.length,
    average_percent: percents.length ? round(percents.reduce((a, b) => a + b, 0) / percents.length) : null,
    best_percent: percents.length ? round(Math.max(...percents)) : null,
    last_attempted_at: items[0]?.completed_at ?? null,
    strongest_topic: ranked.length > 1 ? ranked[0].name : null,
    weakest_topic: ranked.length > 1 ? ranked[ranked.length - 1].name : null,
  }
}
