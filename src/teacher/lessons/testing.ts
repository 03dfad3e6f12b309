import type { Lesson, LessonSummary, SectionReport } from '../../api/lessons'

// Lessons as the server sends them, for the lesson pages' component tests.

export function lessonSummary(
  id: number,
  title: string,
  overrides: Partial<LessonSummary> = {},
): LessonSummary {
  return {
    id,
    title,
    lesson_type_id: 1,
    course_id: 1,
    course_name: 'P5 Maths',
    school_id: 1,
    school_name: 'Rivervale Primary',
    subject_id: 1,
    subject_name: 'Maths',
    is_psle_hub: false,
    owner_name: 'Ms Lim',
    can_edit: true,
    assigned_students: 0,
    needs_reassignment: false,
    updated_at: '2026-11-24T08:00:00.000Z',
    items_count: 0,
    completed_items: 0,
    ...overrides,
  }
}

type Item = Lesson['sections'][number]['items'][number]

export function worksheetItem(id: number, title: string, worksheetId: number, order = 1): Item {
  return { id, item_type_id: 1, title, worksheet_id: worksheetId, content_id: null, order, completed: false }
}

export function contentItem(id: number, title: string, contentId: number, order = 1): Item {
  return { id, item_type_id: 2, title, worksheet_id: null, content_id: contentId, order, completed: false }
}

export function lesson(
  id: number,
  title: string,
  sections: Array<{ id: number; title: string; items: Item[] }>,
  overrides: Partial<Lesson> = {},
): Lesson {
  const { items_count: _count, completed_items: _done, ...summary } = lessonSummary(id, title)
  return {
    ...summary,
    sections: sections.map((s, index) => ({ ...s, topic_id: null, order: index + 1, completed: false })),
    ...overrides,
  }
}

export function sectionReport(overrides: Partial<SectionReport> = {}): SectionReport {
  return {
    section_id: 71,
    lesson_id: 9,
    items: [],
    students: [],
    ...overrides,
  }
}
