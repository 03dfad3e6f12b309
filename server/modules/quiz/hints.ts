import { and, eq, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { evaluations, quizzes } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { loadOwnQuiz, quizEvaluations } from './catalog'
import { refusePractice } from './check-rules'
import { hintSteps } from './practice'
import { loadQuestions } from './questions'

/**
 * The first `count` hint steps of a question (issue 14 item 2), recording how many were used for this try.
 * Asking again for as many as were shown (after a reload) shows them again without counting more.
 */
export async function showHints(
  ctx: AppContext,
  student: UserRow,
  quizId: number,
  position: number,
  count: number,
) {
  const { quiz, worksheet } = await loadOwnQuiz(ctx.db, student, quizId, 'change')
  refusePractice(quiz, 'hint')
  const { rows } = await quizEvaluations(ctx.db, quiz.id, worksheet.id)
  const row = rows.find((r) => r.position === position)
  if (!row) throw notFound(`This quiz has no question ${position}.`)
  if (row.gradingCompleted)
    throw new AppError(
      409,
      'This answer is marked already. Press "Try again" first, then ask for a hint.',
      'conflict',
    )
  const [question] = await loadQuestions(ctx.db, [row.questionId])
  const steps = hintSteps(question)
  const shown = Math.min(count, steps.length)
  const [saved] = await ctx.db
    .update(evaluations)
    .set({ hintsUsed: sql`greatest(${evaluations.hintsUsed}, ${shown})` })
    .where(and(eq(evaluations.id, row.id), eq(evaluations.quizId, quiz.id)))
    .returning({ hintsUsed: evaluations.hintsUsed })
  return {
    position,
    hints: steps.slice(0, shown),
    hints_used: saved.hintsUsed,
    has_more: shown < steps.length,
  }
}

/** Starts the quiz's clock once, on "Start" (issue 14 item 6); a reload gets the same start back. */
export async function startQuiz(ctx: AppContext, student: UserRow, quizId: number) {
  const { quiz, worksheet } = await loadOwnQuiz(ctx.db, student, quizId, 'open')
  const now = new Date()
  let startedAt = quiz.startedAt
  if (!startedAt) {
    const [started] = await ctx.db
      .update(quizzes)
      .set({
        startedAt: sql`coalesce(${quizzes.startedAt}, ${now.toISOString()}::timestamptz)`,
        status: sql`case when ${quizzes.status} = 'not_started' then 'in_progress' else ${quizzes.status} end`,
      })
      .where(eq(quizzes.id, quiz.id))
      .returning({ startedAt: quizzes.startedAt })
    startedAt = started.startedAt ?? now
  }
  return {
    started_at: startedAt.toISOString(),
    server_time: now.toISOString(),
    time_limit: worksheet.timeLimitMinutes,
  }
}
