import type { SessionUser } from '../../contracts/common'
import type { QuizSummary } from '../api/quiz'

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    username: null,
    email: 'pat@example.com',
    first_name: 'Pat',
    last_name: 'Lim',
    user_role_id: 6,
    teacher_role_id: null,
    school_id: null,
    school_name: null,
    school_flags: {},
    flag: { has_agreed_policy: true },
    profile_pic_url: null,
    last_logged_in: '2026-11-20T08:00:00.000Z',
    academic_level_id: null,
    preferred_language_id: null,
    learning_path_disabled: false,
    is_free_tier: false,
    mobile_number: null,
    access_token: 'token-123',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  }
}

/** A quiz as the quiz list shows it, not started unless `overrides` say otherwise. */
export function quizSummary(id: number, title: string, overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    id,
    title,
    course_id: 5,
    worksheet_id: id,
    lesson_id: null,
    assignment_id: null,
    group_type_id: 3,
    status: 'not_started',
    num_questions: 5,
    marks_given: null,
    max_score: 10,
    time_limit: null,
    due_date: null,
    created_at: '2026-11-21T08:00:00.000Z',
    completed_at: null,
    ...overrides,
  }
}
