import type { evaluations, quizzes } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { quizModeOf } from './practice'

type QuizRow = typeof quizzes.$inferSelect
type EvaluationRow = typeof evaluations.$inferSelect

const refused = (message: string) => new AppError(409, message, 'conflict')

/** Practice mode only, before the quiz is finished: what a check or a hint needs (ADR 0062). */
export function refusePractice(quiz: QuizRow, what: 'check' | 'hint') {
  if (quizModeOf(quiz) === 'test')
    throw refused(
      what === 'check'
        ? 'This worksheet is a test: your answers are marked when you hand them all in.'
        : 'Hints are for practice. This worksheet is a test, so do your best on your own.',
    )
  if (quiz.completedAt !== null)
    throw refused(
      'This practice is finished. Open its review to see your answers, and try a question again from there.',
    )
}

/** A check of one answer: a question with full marks is done; a wrong or part-marked one may be tried again. */
export function refuseCheck(quiz: QuizRow, rows: EvaluationRow[], questionId: number | undefined) {
  refusePractice(quiz, 'check')
  const row = rows.find((r) => r.questionId === questionId)
  if (!row) throw badRequest('Say which question to check.')
  if (row.gradingCompleted && row.isFullMarks)
    throw refused('You already have full marks for this question. Go on to the next one!')
}
