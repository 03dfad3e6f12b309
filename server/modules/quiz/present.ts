import type { z } from 'zod'
import type { QuizEvaluation, QuizSummarySchema } from '../../../contracts/quiz-schemas'
import type { evaluations, quizzes, worksheets } from '../../db/schema'
import type { LoadedQuestion } from './questions'

type EvaluationRow = typeof evaluations.$inferSelect
type QuizRow = typeof quizzes.$inferSelect
type WorksheetRow = typeof worksheets.$inferSelect

export function presentEvaluation(
  row: EvaluationRow,
  question: Pick<LoadedQuestion, 'options' | 'maxScore'>,
): QuizEvaluation {
  const option = question.options.find((o) => o.id === row.selectedOptionId)
  return {
    id: row.id,
    quiz_id: row.quizId,
    question_id: row.questionId,
    value: row.value,
    selected_option: option ? { id: option.id, order: option.order, text: option.text } : null,
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
    completed_at: quiz.completedAt?.toISOString() ?? null,
  }
}
