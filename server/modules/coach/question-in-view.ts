import { and, eq } from 'drizzle-orm'
import type { QuestionInView } from '../../ai/coach-types'
import type { UserRow } from '../../context'
import type { Db } from '../../db/client'
import { evaluations, quizzes } from '../../db/schema'
import { notFound } from '../../errors'
import { worksheetQuestionIds } from '../quiz/catalog'
import { quizModeOf } from '../quiz/practice'
import { loadQuestions } from '../quiz/questions'

/** A question of a worksheet as the coach sees it: the solution and key are for the answer guard and the model. */
export async function questionOfWorksheet(db: Db, worksheetId: number, position: number) {
  const ids = await worksheetQuestionIds(db, worksheetId)
  const id = ids[position - 1]
  if (!id) return null
  const [q] = await loadQuestions(db, [id])
  if (!q) return null
  const view: QuestionInView = {
    questionId: q.id,
    position,
    text: [q.text, ...q.parts.map((p, i) => `(${String.fromCharCode(97 + i)}) ${p.text}`)].join('\n'),
    solution: q.solution || null,
    key: q.answerKey,
    options: [...q.options].sort((a, b) => a.order - b.order).map((o) => o.text),
  }
  return { view, subjectId: q.subjectId, academicLevelId: q.academicLevelId }
}

/**
 * The question a student has open in one of their own quizzes (404 for a quiz that is not theirs), and whether
 * the coach must not give its answer away, whatever it is told: while it is unanswered, and in practice mode
 * until the quiz is finished, since a checked answer can still be tried again (ADR 0062, "Ask Lantern").
 */
export async function studentQuestionInView(db: Db, student: UserRow, quizId: number, position = 1) {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.studentId, student.id)))
  if (!quiz) throw notFound('There is no such practice among yours.')
  const found = await questionOfWorksheet(db, quiz.worksheetId, position)
  if (!found) return null
  const [evaluation] = await db
    .select({ submitted: evaluations.isSubmitted })
    .from(evaluations)
    .where(and(eq(evaluations.quizId, quiz.id), eq(evaluations.questionId, found.view.questionId)))
  const retryable = quizModeOf(quiz) === 'practice' && quiz.status !== 'completed'
  return { ...found, guarded: !evaluation?.submitted || retryable }
}
