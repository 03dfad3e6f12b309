import type { Content } from '../../api/courses'
import type { Lesson } from '../../api/lessons'
import { lessonSummary } from './testing'

type SectionSpec = {
  title: string
  topic_id?: number | null
  items?: Array<{ title: string; worksheet_id?: number; content_id?: number }>
}

/** A lesson as GET /lessons/{id} returns it; ids of sections from 100, of items from 1000. */
export function lesson(
  id: number,
  title: string,
  sections: SectionSpec[],
  overrides: Partial<Lesson> = {},
): Lesson {
  let itemId = 1000
  const { items_count: _items, completed_items: _done, ...base } = lessonSummary(id, title)
  return {
    ...base,
    sections: sections.map((section, order) => ({
      id: 100 + order,
      title: section.title,
      topic_id: section.topic_id ?? null,
      order,
      completed: false,
      items: (section.items ?? []).map((item, i) => ({
        id: itemId++,
        item_type_id: item.content_id ? 2 : 1,
        title: item.title,
        worksheet_id: item.worksheet_id ?? null,
        content_id: item.content_id ?? null,
        order: i,
        completed: false,
      })),
    })),
    ...overrides,
  }
}

export function notes(id: number, title: string, overrides: Partial<Content> = {}) {
  return {
    id,
    title,
    course_id: 1,
    topic_id: null,
    kind: 'notes' as const,
    summary: null,
    thumbnail_url: null,
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  }
}
