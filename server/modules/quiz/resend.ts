import { and, asc, eq, inArray } from 'drizzle-orm'
import type { QuizSubmitEvent } from '../../../contracts/events'
import type { AppContext } from '../../context'
import { evaluations, quizzes } from '../../db/schema'
import { answerColumns } from './answers'
import { presentEvaluation } from './present'
import { loadQuestions } from './questions'

type EvaluationRow = typeof evaluations.$inferSelect
type Target = {
  row: EvaluationRow
  answer: Parameters<typeof answerColumns>[1]
  question: Parameters<typeof answerColumns>[0]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Whether a hand-in repeats the answers already marked: what a child's "Try again" sends when the connection
 * dropped after the server had finished marking (the marks are stored; only the stream was lost).
 */
export function repeatsMarkedAnswers(targets: Target[]): boolean {
  return targets.every(({ row, answer, question }) => {
    const sent = answerColumns(question, answer)
    return (
      row.gradingCompleted &&
      same(sent.value, row.value) &&
      same(sent.selectedOptionId, row.selectedOptionId) &&
      same(sent.methodAnswer, row.methodAnswer) &&
      same(sent.partValues, row.partValues)
    )
  })
}

/**
 * Streams stored marks as the marking stream does (each mark, its explanation, the totals), without marking
 * again: no XP, no hearts, nothing written. XP was counted when the answers were first marked.
 */
export async function resendMarks(
  ctx: AppContext,
  quizId: number,
  evaluationIds: number[],
  emit: (event: QuizSubmitEvent) => void,
) {
  const rows = await ctx.db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.quizId, quizId), inArray(evaluations.id, evaluationIds)))
    .orderBy(asc(evaluations.position))
  const questions = new Map(
    (
      await loadQuestions(
        ctx.db,
        rows.map((r) => r.questionId),
      )
    ).map((q) => [q.id, q]),
  )
  for (const row of rows) {
    emit({
      event: 'evaluations',
      data: [presentEvaluation({ ...row, explanation: null }, questions.get(row.questionId)!)],
    })
    if (row.explanation)
      emit({
        event: 'explanation',
        data: { evaluation_id: row.id, question_id: row.questionId, delta: row.explanation },
      })
  }
  const [quiz] = await ctx.db.select().from(quizzes).where(eq(quizzes.id, quizId))
  emit({
    event: 'grading_completed',
    data: {
      quiz_id: quizId,
      marks_given: quiz.marksGiven ?? 0,
      max_score: quiz.maxScore,
      time_spent: quiz.timeSpent ?? 0,
      xp_earned: 0,
    },
  })
}
