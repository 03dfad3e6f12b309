import type { z } from 'zod'
import type { QuizAttempt, QuizEvaluation, QuizSummarySchema } from '../../../contracts/quiz-schemas'
import type { evaluationAttempts, evaluations, quizzes, worksheets } from '../../db/schema'
import { quizModeOf } from './practice'
import type { LoadedQuestion } from './questions'

type EvaluationRow = typeof evaluations.$inferSelect
type AttemptRow = typeof evaluationAttempts.$inferSelect

const optionOf = (question: Pick<LoadedQuestion, 'options'>, id: number | null) => {
  const option = question.options.find((o) => o.id === id)
  return option ? { id: option.id, order: option.order, text: option.text } : null
}

/** The earlier tries at a question, first first (ADR 0062). */
export const presentAttempts = (
  rows: AttemptRow[],
  question: Pick<LoadedQuestion, 'options'>,
): QuizAttempt[] =>
  [...rows]
    .sort((a, b) => a.attempt - b.attempt)
    .map((a) => ({
      attempt: a.attempt,
      value: a.value,
      selected_option: optionOf(question, a.selectedOptionId),
      method_answer: a.methodAnswer,
      marks_given: a.marksGiven,
      is_full_marks: a.isFullMarks,
      explanation: a.explanation,
      hints_used: a.hintsUsed,
      time_spent: a.timeSpent,
      marked_at: a.markedAt.toISOString(),
    }))
type QuizRow = typeof quizzes.$inferSelect
type WorksheetRow = typeof worksheets.$inferSelect

export function presentEvaluation(
  row: EvaluationRow,
  question: Pick<LoadedQuestion, 'options' | 'maxScore'>,
  attempts?: AttemptRow[],
): QuizEvaluation {
  return {
    id: row.id,
    quiz_id: row.quizId,
    question_id: row.questionId,
    value: row.value,
    selected_option: optionOf(question, row.selectedOptionId),
    method_answer: row.methodAnswer,
    explanation: row.explanation,
    is_submitted: row.isSubmitted,
    grading_completed: row.gradingCompleted,
    status: { is_completed: row.gradingCompleted },
    awaiting_teacher: row.needsReview,
    marks_given: row.marksGiven,
    max_score: question.maxScore,
    is_full_marks: row.isFullMarks,
    time_spent: row.timeSpent,
    num_options_clicked: row.numOptionsClicked,
    liked: row.liked,
    disliked: row.disliked,
    audio_url: row.audioUrl,
    file_url: row.fileUrl,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    hints_used: row.hintsUsed,
    ...(attempts ? { attempts: presentAttempts(attempts, question) } : {}),
  }
}

export function presentQuizSummary(
  quiz: QuizRow,
  worksheet: WorksheetRow,
  numQuestions: number,
  names: { subject?: string; topic?: string | null } = {},
): z.infer<typeof QuizSummarySchema> {
  return {
    id: quiz.id,
    title: worksheet.title,
    subject_name: names.subject,
    topic_name: names.topic,
    course_id: worksheet.courseId,
    worksheet_id: worksheet.id,
    lesson_id: null,
    assignment_id: quiz.assignmentId,
    group_type_id: quiz.groupTypeId,
    status:
      quiz.status === 'grading'
        ? 'in_progress'
        : (quiz.status as 'not_started' | 'in_progress' | 'completed'),
    num_questions: numQuestions,
    marks_given: quiz.marksGiven,
    max_score: quiz.maxScore,
    time_limit: worksheet.timeLimitMinutes,
    due_date: null,
    created_at: quiz.createdAt.toISOString(),
    started_at: quiz.startedAt?.toISOString() ?? null,
    mode: quizModeOf(quiz),
    completed_at: quiz.completedAt?.toISOString() ?? null,
  }
}
