import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { evaluations, questions, quizzes, worksheetQuestions } from '../../db/schema'
import { conflict } from '../../errors'
import { reindexSource } from '../coach/retrieval/index-sources'
import { loadQuestionFor } from './access'
import { fieldError } from './lookups'

/** An evaluation row that holds something a student did (rows are created empty when a quiz is opened). */
const answered = or(
  eq(evaluations.isSubmitted, true),
  isNotNull(evaluations.value),
  isNotNull(evaluations.selectedOptionId),
  isNotNull(evaluations.methodAnswer),
  isNotNull(evaluations.partValues),
  isNotNull(evaluations.fileUrl),
  isNotNull(evaluations.audioUrl),
)

/**
 * Deletes a question with its parts, images, reports and prompts, taking it out of worksheets (whose quizzes'
 * totals follow). Refused while any student has answered it: their marks must keep their question.
 */
export async function deleteQuestion(ctx: AppContext, user: UserRow, id: number) {
  const { row } = await loadQuestionFor(ctx, user, id, { edit: true })
  if (row.parentId) {
    throw fieldError(
      'id',
      `Question ${id} is a part of question ${row.parentId}; edit that question to remove the part.`,
    )
  }
  await ctx.db.transaction(async (tx) => {
    const parts = await tx.select({ id: questions.id }).from(questions).where(eq(questions.parentId, id))
    const ids = [id, ...parts.map((p) => p.id)]
    const [used] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(inArray(evaluations.questionId, ids), answered))
      .limit(1)
    if (used) {
      throw conflict(
        'Students have answered this question, so it cannot be deleted. Disable it instead (is_enabled: false) to keep it out of new quizzes.',
      )
    }
    const sheets = await tx
      .select({ id: worksheetQuestions.worksheetId })
      .from(worksheetQuestions)
      .where(eq(worksheetQuestions.questionId, id))
    await tx.delete(evaluations).where(inArray(evaluations.questionId, ids))
    await tx.delete(questions).where(inArray(questions.id, ids))
    // Its chunks leave the coaches' index with it (ADR 0033).
    await reindexSource(tx, 'question', id)
    if (sheets.length) {
      await tx
        .update(quizzes)
        .set({
          maxScore: sql`(select coalesce(sum(q.max_score), 0) from ${worksheetQuestions} wq join ${questions} q on q.id = wq.question_id where wq.worksheet_id = "quizzes"."worksheet_id")`,
        })
        .where(
          inArray(
            quizzes.worksheetId,
            sheets.map((s) => s.id),
          ),
        )
    }
  })
  return { ok: true as const, message: `Question ${id} is deleted.` }
}
