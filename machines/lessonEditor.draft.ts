import { LESSON_ITEM_TYPE, LESSON_TYPE } from '../contracts/constants'

/**
 * A lesson as the editor holds it (ADR 0056): a title, a type, a course and ordered sections of ordered items.
 * Sections and items carry keys of the editor's own, so the page can name one while they move; the server's
 * ids are not kept, since PATCH replaces sections and items as a whole.
 */
export type ItemType = (typeof LESSON_ITEM_TYPE)[keyof typeof LESSON_ITEM_TYPE]
export type NewItem = {
  itemTypeId: ItemType
  title: string
  worksheetId?: number | null
  contentId?: number | null
}
export type DraftItem = {
  key: string
  itemTypeId: ItemType
  title: string
  worksheetId: number | null
  contentId: number | null
}
export type DraftSection = { key: string; title: string; topicId: number | null; items: DraftItem[] }
export type Draft = {
  title: string
  lessonTypeId: number
  courseId: number | null
  isPsleHub: boolean
  sections: DraftSection[]
}
export type DraftErrors = {
  title?: string
  course?: string
  /** The lesson has no worksheet or note at all. */
  lesson?: string
  /** By section key. */
  sections?: Record<string, string>
}

/** The contract's limits (LessonInputSchema). */
export const MAX_SECTIONS = 30
export const MAX_ITEMS = 50

/** The saved lesson the editor starts from (a `Lesson` of contracts/lessons.ts is one). */
export type LessonSource = {
  id: number
  title: string
  lesson_type_id: number
  course_id: number
  is_psle_hub: boolean
  sections: Array<{
    title: string
    topic_id: number | null
    items: Array<{
      item_type_id: number
      title: string
      worksheet_id: number | null
      content_id: number | null
    }>
  }>
}

/** The body of POST /lessons and PATCH /lessons/{id} (LessonInputSchema): a saved lesson without its id. */
export type LessonBody = Omit<LessonSource, 'id'>

export const ERRORS = {
  title: 'Give the lesson a title.',
  course: 'Choose the course the lesson is for.',
  lesson: 'Add a section with at least one worksheet or note.',
  topics: 'Tick a topic and at least one of its worksheets.',
  sectionTitle: 'Give this section a title.',
} as const

/**
 * What stops the draft from being saved, in words a teacher can act on; empty when it can be saved. A new topic
 * booster may be saved empty: its topics and their worksheets are chosen on its own page, once it exists.
 */
export function draftErrorsOf(draft: Draft, isNew = false): DraftErrors {
  const errors: DraftErrors = {}
  const booster = draft.lessonTypeId === LESSON_TYPE.TOPIC_BOOSTER
  if (!draft.title.trim()) errors.title = ERRORS.title
  if (draft.courseId === null) errors.course = ERRORS.course
  if (!(booster && isNew) && !draft.sections.some((section) => section.items.length))
    errors.lesson = booster ? ERRORS.topics : ERRORS.lesson
  const untitled = draft.sections.filter((section) => !section.title.trim())
  if (untitled.length) errors.sections = Object.fromEntries(untitled.map((s) => [s.key, ERRORS.sectionTitle]))
  return errors
}

export const hasErrors = (errors: DraftErrors) => Object.keys(errors).length > 0

export const emptyDraft = (
  lessonTypeId: number = LESSON_TYPE.LESSON,
  courseId: number | null = null,
): Draft => ({
  title: '',
  lessonTypeId,
  courseId,
  isPsleHub: false,
  sections: [],
})

/** A saved lesson as a draft, its sections keyed s1, s2, … and items i1, i2, … in order. */
export function draftOf(lesson: LessonSource): { draft: Draft; nextKey: number } {
  let nextKey = 1
  const sections = lesson.sections.map((section) => ({
    key: `s${nextKey++}`,
    title: section.title,
    topicId: section.topic_id,
    items: section.items.map((item) => ({
      key: `i${nextKey++}`,
      itemTypeId: (item.item_type_id === LESSON_ITEM_TYPE.CONTENT
        ? LESSON_ITEM_TYPE.CONTENT
        : LESSON_ITEM_TYPE.WORKSHEET) as ItemType,
      title: item.title,
      worksheetId: item.worksheet_id,
      contentId: item.content_id,
    })),
  }))
  const draft = {
    title: lesson.title,
    lessonTypeId: lesson.lesson_type_id,
    courseId: lesson.course_id,
    isPsleHub: lesson.is_psle_hub,
    sections,
  }
  return { draft, nextKey }
}

export function bodyOf(draft: Draft): LessonBody {
  return {
    title: draft.title.trim(),
    lesson_type_id: draft.lessonTypeId,
    course_id: draft.courseId ?? 0,
    is_psle_hub: draft.isPsleHub,
    sections: draft.sections.map((section) => ({
      title: section.title.trim(),
      topic_id: section.topicId,
      items: section.items.map((item) => ({
        item_type_id: item.itemTypeId,
        title: item.title,
        worksheet_id: item.itemTypeId === LESSON_ITEM_TYPE.WORKSHEET ? item.worksheetId : null,
        content_id: item.itemTypeId === LESSON_ITEM_TYPE.CONTENT ? item.contentId : null,
      })),
    })),
  }
}

/** The list with the entry `key` moved `by` places (-1 up, 1 down); unchanged at either end. */
export function moved<T extends { key: string }>(list: T[], key: string, by: -1 | 1): T[] {
  const from = list.findIndex((entry) => entry.key === key)
  const to = from + by
  if (from < 0 || to < 0 || to >= list.length) return list
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry)
  return next
}

/** Whether the section already holds this worksheet or page of notes. */
export const holds = (section: DraftSection, item: NewItem) =>
  section.items.some((held) =>
    item.itemTypeId === LESSON_ITEM_TYPE.WORKSHEET
      ? held.itemTypeId === item.itemTypeId && held.worksheetId === item.worksheetId
      : held.itemTypeId === item.itemTypeId && held.contentId === item.contentId,
  )
