import { and, asc, eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { evaluationAttempts, evaluations, quizzes } from '../../db/schema'
import { notFound } from '../../errors'
import { loadOwnQuiz, quizEvaluations } from './catalog'
import { presentEvaluation, presentQuizSummary } from './present'
import { loadQuestions, presentQuestion } from './questions'

/** A quiz to take or review: its questions (never their answer keys) and the evaluations so far. */
export async function getQuizDetail(ctx: AppContext, student: UserRow, quizId: number) {
  const { quiz, worksheet, access } = await loadOwnQuiz(ctx.db, student, quizId, 'open')
  const { questionIds, rows } = await quizEvaluations(ctx.db, quiz.id, worksheet.id)
  const questions = await loadQuestions(ctx.db, questionIds)
  const byId = new Map(questions.map((q) => [q.id, q]))
  const attempts = await attemptsOf(ctx, quiz.id)
  return {
    ...presentQuizSummary(quiz, worksheet, questionIds.length),
    server_time: new Date().toISOString(),
    // As submit.ts charges them: only a course opened through Lite costs hearts.
    pays_hearts: access?.source === 'lite',
    questions: questions.map(presentQuestion),
    // A question taken out of the worksheet after the quiz began keeps its row, but is no longer shown.
    evaluations: rows
      .filter((r) => byId.has(r.questionId))
      .map((r) => presentEvaluation(r, byId.get(r.questionId)!, attempts.get(r.id) ?? [])),
  }
}

/** Every kept try of a quiz's questions, by evaluation id (ADR 0062). */
export async function attemptsOf(ctx: Pick<AppContext, 'db'>, quizId: number) {
  const rows = await ctx.db.select().from(evaluationAttempts).where(eq(evaluationAttempts.quizId, quizId))
  const byEvaluation = new Map<number, (typeof rows)[number][]>()
  for (const row of rows)
    byEvaluation.set(row.evaluationId, [...(byEvaluation.get(row.evaluationId) ?? []), row])
  return byEvaluation
}

export async function listEvaluations(ctx: AppContext, student: UserRow, quizId: number) {
  const { quiz } = await loadOwnQuiz(ctx.db, student, quizId, 'own')
  const rows = await ctx.db
    .select()
    .from(evaluations)
    .where(eq(evaluations.quizId, quiz.id))
    .orderBy(asc(evaluations.position))
  const questions = new Map(
    (
      await loadQuestions(
        ctx.db,
        rows.map((r) => r.questionId),
      )
    ).map((q) => [q.id, q]),
  )
  const attempts = await attemptsOf(ctx, quiz.id)
  return rows.map((r) => presentEvaluation(r, questions.get(r.questionId)!, attempts.get(r.id) ?? []))
}

/** One of the student's own evaluations, with its question, or 404. */
export async function loadOwnEvaluation(
  ctx: AppContext,
  student: UserRow,
  evaluationId: number,
  quizId?: number,
) {
  const [row] = await ctx.db
    .select({ evaluation: evaluations })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .where(
      and(
        eq(evaluations.id, evaluationId),
        eq(quizzes.studentId, student.id),
        quizId ? eq(quizzes.id, quizId) : undefined,
      ),
    )
  if (!row) throw notFound('There is no such answer among yours.')
  const [question] = await loadQuestions(ctx.db, [row.evaluation.questionId])
  return { evaluation: row.evaluation, question }
}

export async function setFeedback(
  ctx: AppContext,
  student: UserRow,
  quizId: number,
  evaluationId: number,
  body: { liked?: boolean; disliked?: boolean; comment?: string },
) {
  const { evaluation, question } = await loadOwnEvaluation(ctx, student, evaluationId, quizId)
  // Liking and disliking exclude each other: the newest choice wins.
  const liked = body.liked ?? (body.disliked ? false : evaluation.liked)
  const disliked = body.disliked ?? (body.liked ? false : evaluation.disliked)
  const [saved] = await ctx.db
    .update(evaluations)
    .set({ liked, disliked, feedback: body.comment ?? evaluation.feedback })
    .where(eq(evaluations.id, evaluation.id))
    .returning()
  return presentEvaluation(saved, question)
}
