import { LESSON_ITEM_TYPE, LESSON_TYPE } from '../contracts/constants'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import type { LessonSource } from './lessonEditor.draft'
import {
  type LessonEditorEvent,
  type LessonEditorInput,
  lessonEditorMachine,
  type SavedLesson,
} from './lessonEditor.machine'

export const p5Maths = 41
export const p5Science = 42

/** A lesson of two sections: s1 holds a worksheet (i2) and a page of notes (i3), s4 one worksheet (i5). */
export const fractionsLesson: LessonSource = {
  id: 12,
  title: 'Fractions week',
  lesson_type_id: LESSON_TYPE.LESSON,
  course_id: p5Maths,
  is_psle_hub: false,
  sections: [
    {
      title: 'Adding fractions',
      topic_id: null,
      items: [
        { item_type_id: 1, title: 'Adding fractions 1', worksheet_id: 31, content_id: null },
        { item_type_id: 2, title: 'Notes: like denominators', worksheet_id: null, content_id: 51 },
      ],
    },
    {
      title: 'Decimals',
      topic_id: null,
      items: [{ item_type_id: 1, title: 'Decimals 1', worksheet_id: 32, content_id: null }],
    },
  ],
}

export const created: SavedLesson = { id: 77, lesson_type_id: LESSON_TYPE.LESSON, title: 'Fractions week' }
export const changed: SavedLesson = { id: 12, lesson_type_id: LESSON_TYPE.LESSON, title: 'Fractions week' }

/** How the call can fail, by the status the app's actor rejects with. */
export const saveFailures = {
  400: { status: 400, message: 'You may not use the worksheet “Decimals 1” in a lesson.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern. Check your internet connection.' },
}

export const lessonEditorInputs = {
  'a new lesson': {},
  'a lesson of two sections to change': { lesson: fractionsLesson },
} satisfies Record<string, LessonEditorInput>
type Start = keyof typeof lessonEditorInputs

const worksheet31 = { itemTypeId: LESSON_ITEM_TYPE.WORKSHEET, title: 'Adding fractions 1', worksheetId: 31 }
const notes52 = { itemTypeId: LESSON_ITEM_TYPE.CONTENT, title: 'Notes: place value', contentId: 52 }

const outcomes = (saved: SavedLesson): LessonEditorEvent[] => [
  { type: 'lesson.save' },
  { type: 'lesson.retry' },
  { type: 'lesson.edit' },
  doneEvent<LessonEditorEvent>('save', saved),
  ...Object.values(saveFailures).map((error) => errorEvent<LessonEditorEvent>('save', error)),
]

/** Each start walks the rules it is about; an event a start does not list is not sent from it. */
const events: Record<Start, LessonEditorEvent[]> = {
  // Built up from nothing: each problem is shown, then put right.
  'a new lesson': [
    { type: 'lesson.setTitle', title: 'Fractions week' },
    { type: 'lesson.setCourse', courseId: p5Maths },
    { type: 'lesson.addSection' },
    { type: 'lesson.renameSection', key: 's1', title: 'Adding fractions' },
    { type: 'lesson.addItem', sectionKey: 's1', item: worksheet31 },
    ...outcomes(created),
  ],
  // One change at a time to a saved lesson, then saved: the body sent must show it.
  'a lesson of two sections to change': [
    { type: 'lesson.setType', lessonTypeId: LESSON_TYPE.TOPIC_BOOSTER },
    { type: 'lesson.setCourse', courseId: p5Science },
    { type: 'lesson.moveSection', key: 's4', by: -1 },
    { type: 'lesson.renameSection', key: 's4', title: '' },
    { type: 'lesson.removeSection', key: 's1' },
    { type: 'lesson.moveItem', sectionKey: 's1', key: 'i3', by: -1 },
    { type: 'lesson.removeItem', sectionKey: 's1', key: 'i2' },
    { type: 'lesson.addItem', sectionKey: 's4', item: notes52 },
    ...outcomes(changed),
  ],
}

const EDITS = new Set([
  'lesson.setTitle',
  'lesson.setType',
  'lesson.setCourse',
  'lesson.addSection',
  'lesson.renameSection',
  'lesson.removeSection',
  'lesson.moveSection',
  'lesson.addItem',
  'lesson.removeItem',
  'lesson.moveItem',
])

/**
 * A draft can grow without end; the walk keeps it finite. A new lesson gets each part once (a title, a course,
 * one section, its title, one worksheet), asked to save once while something is missing; a saved lesson gets one
 * change before it is saved.
 */
export const lessonEditorModel = defineModel({
  machine: lessonEditorMachine,
  inputs: lessonEditorInputs,
  events: (start: Start) => events[start],
  eventName: (event) => {
    const e = event as {
      type: string
      key?: string
      error?: { status?: number }
      item?: { itemTypeId: number }
    }
    if (e.type === 'xstate.error.actor.save') return String(e.error?.status ?? 'network')
    if (e.type === 'lesson.addItem')
      return e.item?.itemTypeId === LESSON_ITEM_TYPE.CONTENT ? 'notes' : 'worksheet'
    return e.key
  },
  traversal: (start: Start) => ({
    filterEvents: (snapshot, event) => {
      // An event the start does not list would come without its payload.
      if (!events[start].some((listed) => listed.type === event.type) || !snapshot.can(event)) return false
      const { draft, checked, dirty } = snapshot.context
      if (event.type === 'lesson.save') return !checked || !Object.keys(snapshot.context.errors).length
      if (!EDITS.has(event.type)) return true
      if (start === 'a lesson of two sections to change') return !dirty
      const [section] = draft.sections
      if (event.type === 'lesson.setTitle') return draft.title === ''
      if (event.type === 'lesson.setCourse') return draft.courseId === null
      if (event.type === 'lesson.addSection') return !section
      if (event.type === 'lesson.renameSection') return section?.title === ''
      return section?.items.length === 0
    },
  }),
  sees: {
    editing:
      'The lesson: title, type (Lesson or Topic booster), course; its sections in order, each with its title, its ' +
      'worksheets and notes, "Move up", "Move down", "Remove" and "Add a worksheet or notes"; "Add a section", ' +
      '"Save lesson" and "Cancel"; after a save that found problems, each problem beside its field',
    saving: 'The "Save lesson" button busy: "Saving…"',
    failed: 'The server\'s reason, with "Try again" and "Keep editing"',
    saved: 'Saved: the lesson (a topic booster opens its topics page)',
  },
  words: {
    guards: {
      canAddSection: 'if the lesson has fewer than 30 sections and none practises that topic',
      canAddItem: 'if the section has fewer than 50 items and not that one',
      draftValid: 'if it has a title, a course, a section with an item, and every section a title',
    },
  },
})
