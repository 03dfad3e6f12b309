import type { ClassDetail } from '../../api/teachers'
import type { Question, Worksheet, WorksheetDetail } from '../../api/worksheets'

export function question(id: number, text: string, overrides: Partial<Question> = {}): Question {
  return {
    id,
    question_type_id: 1,
    text,
    question_images: [],
    options: [],
    max_score: 1,
    answer: null,
    course_id: 1,
    subject_id: 1,
    academic_level_id: 5,
    school_id: null,
    topic_id: null,
    course_tagging_id: null,
    difficulty_level_id: 1,
    passage_id: null,
    audio_url: null,
    sub_questions: [],
    is_enabled: true,
    need_review: false,
    need_approve: false,
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  }
}

export function worksheet(id: number, title: string, overrides: Partial<Worksheet> = {}): Worksheet {
  return {
    id,
    title,
    course_id: 1,
    topic_id: null,
    worksheet_group_type: 1,
    question_ids: [],
    needs_reassignment: false,
    time_limit: null,
    class_id: null,
    student_ids: [],
    date_assigned: null,
    due_date: null,
    owner_class_id: 4,
    assignment_id: null,
    is_draft: false,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  }
}

export function worksheetDetail(
  id: number,
  title: string,
  questions: Question[],
  overrides: Partial<WorksheetDetail> = {},
): WorksheetDetail {
  return {
    ...worksheet(id, title, { question_ids: questions.map((q) => q.id) }),
    questions,
    assignments: [],
    ...overrides,
  }
}

export function classDetail(id: number, name: string, students: [number, string, string][]): ClassDetail {
  return {
    id,
    name,
    school_id: 1,
    academic_level_id: 5,
    subject_id: 1,
    subject_name: 'Maths',
    students_count: students.length,
    is_active: true,
    students: students.map(([sid, first, last]) => ({
      id: sid,
      first_name: first,
      last_name: last,
      username: first.toLowerCase(),
      email: null,
      user_role_id: 1,
      is_active: true,
    })),
    teachers: [],
    topics: [],
  }
}
