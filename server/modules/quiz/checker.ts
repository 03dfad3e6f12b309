import { and, count, eq, ne } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { quizzes, worksheets } from '../../db/schema'
import { notFound } from '../../errors'
import { assertCourseAccess } from '../courses/entitlement'
import { loadQuestionFor } from '../questions/access'
import { answerColumns } from './answers'
import { loadQuestions, toMarkable } from './questions'

const ASSIGNMENT = 1

/** Unfinished assignments of a student in a course. */
export async function courseAssignments(ctx: AppContext, student: UserRow, courseId: number) {
  await assertCourseAccess(ctx.db, student, courseId)
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .where(
      and(
        eq(quizzes.studentId, student.id),
        eq(worksheets.courseId, courseId),
        eq(quizzes.groupTypeId, ASSIGNMENT),
        ne(quizzes.status, 'completed'),
      ),
    )
  return { course_id: courseId, have_assignments: n > 0, pending_count: n }
}

/**
 * The question checker: marks an answer to a saved question, optionally with a trial prompt; saves nothing.
 * The explanation gives the answer away, so the caller must be able to read the question (not another school's).
 */
export async function testMark(
  ctx: AppContext,
  user: UserRow,
  body: {
    question_id: number
    value?: string | null
    selected_option_id?: number | null
    method_answer?: string | null
    prompt?: string
  },
) {
  await loadQuestionFor(ctx, user, body.question_id)
  const [question] = await loadQuestions(ctx.db, [body.question_id])
  if (!question) throw notFound('There is no such question to check.')
  answerColumns(question, body)
  const markable = toMarkable(question)
  const answer = {
    value: body.value ?? null,
    selectedOptionIds: body.selected_option_id ? [body.selected_option_id] : [],
    methodAnswer: body.method_answer ?? null,
  }
  const options = body.prompt ? { prompts: { marking: body.prompt } } : undefined
  const result = await ctx.ai.mark(markable, answer, options)
  let explanation = ''
  for await (const delta of ctx.ai.explain(markable, answer, result, options)) explanation += delta
  return {
    question_id: question.id,
    marks_given: result.marksGiven,
    max_score: result.maxScore,
    is_full_marks: result.isFullMarks,
    explanation,
  }
}
