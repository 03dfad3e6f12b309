import { describe, expect, it } from 'vitest'
import type { QuizSummary } from '../api/quiz'
import { suggestedPractice } from './PracticePrompts'

const quiz = (
  id: number,
  subject: string,
  questions: number,
  more: Partial<QuizSummary> = {},
): QuizSummary => ({
  id,
  title: `Worksheet ${id}`,
  course_id: 1,
  worksheet_id: id + 100,
  lesson_id: null,
  assignment_id: null,
  subject_name: subject,
  group_type_id: 3,
  status: 'not_started',
  num_questions: questions,
  marks_given: null,
  max_score: questions,
  time_limit: null,
  due_date: null,
  created_at: '2026-11-24T01:00:00.000Z',
  completed_at: null,
  ...more,
})

describe('the suggested practice of onboarding step 3', () => {
  const quizzes = [
    quiz(1, 'Mathematics', 8),
    quiz(2, 'Science', 5),
    quiz(3, 'Mathematics', 6),
    quiz(4, 'Mathematics', 5, { status: 'completed' }),
    quiz(5, 'Mathematics', 4, { worksheet_id: null }),
  ]

  it("is the shortest open worksheet of the child's favourite subject", () => {
    expect(suggestedPractice(quizzes, 'mathematics')?.id).toBe(3)
  })

  it('is the shortest open worksheet of any subject when the favourite was skipped or has none', () => {
    expect(suggestedPractice(quizzes, 'skipped')?.id).toBe(2)
    expect(suggestedPractice(quizzes, null)?.id).toBe(2)
    expect(suggestedPractice([quizzes[3], quizzes[4]], 'Mathematics')).toBeUndefined()
  })
})
