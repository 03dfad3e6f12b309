import type {
  AssignmentProgress,
  ClassReport,
  ClassTopicReport,
  StudentProgress,
} from '../../api/class-reports'

// Report data as the server sends it, for the reports' component tests.

const score = (marks: number, max: number) => ({
  marks_given: marks,
  max_score: max,
  average_percent: max ? Math.round((marks / max) * 1000) / 10 : null,
})

export function topicRow(id: number, name: string, marks: number, max: number, attempts = max) {
  return { topic_id: id, topic_name: name, attempts, ...score(marks, max) }
}

export function studentRow(
  id: number,
  first: string,
  last: string,
  assigned: number,
  completed: number,
  marks = 0,
  max = 0,
) {
  return { student_id: id, first_name: first, last_name: last, assigned, completed, ...score(marks, max) }
}

export function classReport(overrides: Partial<ClassReport> = {}): ClassReport {
  return {
    class_id: 4,
    summary: { students_count: 2, assignments_count: 2, completion_rate: 0.5, average_percent: 62.5 },
    topics: [topicRow(7, 'Fractions', 3, 8), topicRow(8, 'Whole numbers', 9, 10)],
    students: [studentRow(21, 'Chloe', 'Tan', 2, 2, 10, 14), studentRow(22, 'Ravi', 'Kumar', 2, 0)],
    ...overrides,
  }
}

export function topicReport(overrides: Partial<ClassTopicReport> = {}): ClassTopicReport {
  return {
    ...topicRow(7, 'Fractions', 3, 8),
    students: [],
    questions: [
      {
        question_id: 101,
        text_preview: 'What is 1/2 + 1/4?',
        attempts: 4,
        correct_rate: 0.25,
        common_wrong_answers: [
          { value: '2/6', count: 2 },
          { value: '1, 2 and "3"', count: 1 },
        ],
      },
    ],
    ...overrides,
  }
}

export function progressRow(
  id: number,
  first: string,
  last: string,
  status: StudentProgress['status'],
  completedAt: string | null = null,
): StudentProgress {
  return {
    student_id: id,
    first_name: first,
    last_name: last,
    status,
    marks_given: status === 'completed' ? 3 : null,
    max_score: 4,
    completed_at: completedAt,
  }
}

export function assignment(
  id: number,
  title: string,
  days: { set: string; due: string },
  students: StudentProgress[],
): AssignmentProgress {
  const done = students.filter((s) => s.status === 'completed').length
  return {
    worksheet_id: id + 100,
    assignment_id: id,
    title,
    is_draft: false,
    date_assigned: days.set,
    due_date: days.due,
    completion_rate: students.length ? done / students.length : 0,
    average_percent: done ? 75 : null,
    students,
  }
}
