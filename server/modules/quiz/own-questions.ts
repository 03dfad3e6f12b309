import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { evaluations, questions, quizzes, worksheetQuestions } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { learnerQuestionScope } from '../questions/access'
import { loadOwnQuiz } from './catalog'
import { getQuizDetail } from './reading'

/**
 * PATCH /quiz/{id}/evaluation-questions: the questions of a quiz the student built themselves (a custom or
 * revision worksheet), in the order given. Questions already answered stay (at the end when left out), so no
 * answer is lost; a finished quiz, or a worksheet someone set for them, is not changed (409).
 */
export async function setOwnQuizQuestions(
  ctx: AppContext,
  student: UserRow,
  quizId: number,
  questionIds: number[],
) {
  const { quiz, worksheet } = await loadOwnQuiz(ctx.db, student, quizId, 'change')
  if (worksheet.ownerId !== student.id)
    throw new AppError(
      409,
      'This worksheet was set for you, so its questions stay as they are.',
      'not_own_worksheet',
    )
  if (quiz.status === 'completed' || quiz.status === 'grading')
    throw new AppError(
      409,
      'This practice is handed in: start a new one to practise other questions.',
      'quiz_completed',
    )
  const wanted = [...new Set(questionIds)]
  const givable = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        inArray(questions.id, wanted),
        eq(questions.courseId, worksheet.courseId),
        isNull(questions.parentId),
        learnerQuestionScope(student),
      ),
    )
  const strays = wanted.filter((id) => !givable.some((g) => g.id === id))
  if (strays.length)
    throw badRequest(
      `Question ${strays.join(', ')} is not one of this course's questions you can practise.`,
      [{ path: 'question_ids', message: 'Choose questions of the worksheet’s course.' }],
    )
  await ctx.db.transaction(async (tx) => {
    const answered = await tx
      .select({ id: evaluations.questionId })
      .from(evaluations)
      .where(
        and(
          eq(evaluations.quizId, quiz.id),
          or(
            eq(evaluations.isSubmitted, true),
            isNotNull(evaluations.value),
            isNotNull(evaluations.selectedOptionId),
          ),
        ),
      )
    const kept = answered.map((a) => a.id).filter((id) => !wanted.includes(id))
    const order = [...wanted, ...kept]
    await tx.delete(worksheetQuestions).where(eq(worksheetQuestions.worksheetId, worksheet.id))
    await tx
      .insert(worksheetQuestions)
      .values(order.map((questionId, i) => ({ worksheetId: worksheet.id, questionId, position: i + 1 })))
    // Rows of questions taken out that hold no answer go; the rest follow the new order.
    await tx
      .delete(evaluations)
      .where(and(eq(evaluations.quizId, quiz.id), notInArray(evaluations.questionId, order)))
    for (const [i, questionId] of order.entries())
      await tx
        .update(evaluations)
        .set({ position: i + 1 })
        .where(and(eq(evaluations.quizId, quiz.id), eq(evaluations.questionId, questionId)))
    const [{ max }] = await tx
      .select({ max: sql<number>`coalesce(sum(${questions.maxScore}), 0)::float` })
      .from(questions)
      .where(inArray(questions.id, order))
    await tx.update(quizzes).set({ maxScore: max }).where(eq(quizzes.id, quiz.id))
  })
  return getQuizDetail(ctx, student, quiz.id)
}
