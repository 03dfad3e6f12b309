import { and, eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { bookmarks } from '../../db/schema'
import { AppError } from '../../errors'
import { loadOwnEvaluation } from './reading'

type BookmarkRow = typeof bookmarks.$inferSelect
const present = (b: BookmarkRow, questionId: number) => ({
  id: b.id,
  evaluation_id: b.evaluationId,
  question_id: questionId,
  note: b.note,
  created_at: b.createdAt.toISOString(),
})

export async function addBookmark(ctx: AppContext, student: UserRow, evaluationId: number, note?: string) {
  const { evaluation } = await loadOwnEvaluation(ctx, student, evaluationId)
  const [row] = await ctx.db
    .insert(bookmarks)
    .values({ userId: student.id, evaluationId: evaluation.id, note: note || null })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new AppError(409, 'You have already bookmarked this question.', 'conflict')
  return present(row, evaluation.questionId)
}

export async function listBookmarks(ctx: AppContext, student: UserRow, evaluationId: number) {
  const { evaluation } = await loadOwnEvaluation(ctx, student, evaluationId)
  const rows = await ctx.db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, student.id), eq(bookmarks.evaluationId, evaluation.id)))
  return rows.map((b) => present(b, evaluation.questionId))
}
