import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { messageOf } from './errors'
import {
  bodyOf,
  type Draft,
  type DraftErrors,
  draftErrorsOf,
  draftOf,
  emptyDraft,
  hasErrors,
  holds,
  type LessonBody,
  type LessonSource,
  MAX_ITEMS,
  MAX_SECTIONS,
  moved,
  type NewItem,
} from './lessonEditor.draft'

/**
 * A teacher makes or changes a lesson (ADR 0056; issue 12, the teacher's lesson pages; calls §7.8 POST /lessons,
 * PATCH /lessons/{id}): its title, type and course, then sections in order, each a title (a topic booster's
 * also a topic) and worksheets or notes in order. Saving checks the draft first and says what is missing.
 *
 * Accepts: `lesson.setTitle {title}`, `lesson.setType {lessonTypeId}`, `lesson.setCourse {courseId}`,
 * `lesson.addSection {title?, topicId?}`, `lesson.renameSection {key, title}`, `lesson.removeSection {key}`,
 * `lesson.moveSection {key, by}`, `lesson.addItem {sectionKey, item}`, `lesson.removeItem {sectionKey, key}`,
 * `lesson.moveItem {sectionKey, key, by}`, `lesson.save`, `lesson.retry`, `lesson.edit`.
 * Provided by the app: `save` (POST a new lesson or PATCH the one given), `saved` (refresh lists, move on).
 */
export type LessonEditorInput = {
  /** The lesson to change; none to make a new one. */
  lesson?: LessonSource | null
  /** A new lesson's type and course to start with. */
  lessonTypeId?: number
  courseId?: number | null
}
export type SaveLessonRequest = { lessonId: number | null; body: LessonBody }
export type SavedLesson = { id: number; lesson_type_id: number; title: string }

export type LessonEditorEvent =
  | { type: 'lesson.setTitle'; title: string }
  | { type: 'lesson.setType'; lessonTypeId: number }
  | { type: 'lesson.setCourse'; courseId: number | null }
  | { type: 'lesson.addSection'; title?: string; topicId?: number | null }
  | { type: 'lesson.renameSection'; key: string; title: string }
  | { type: 'lesson.removeSection'; key: string }
  | { type: 'lesson.moveSection'; key: string; by: -1 | 1 }
  | { type: 'lesson.addItem'; sectionKey: string; item: NewItem }
  | { type: 'lesson.removeItem'; sectionKey: string; key: string }
  | { type: 'lesson.moveItem'; sectionKey: string; key: string; by: -1 | 1 }
  | { type: 'lesson.save' }
  | { type: 'lesson.retry' }
  | { type: 'lesson.edit' }

type Context = {
  lessonId: number | null
  draft: Draft
  /** Shown from the first save that found problems on; each change then checks again. */
  errors: DraftErrors
  checked: boolean
  /** Changed since it was opened: leaving asks first. */
  dirty: boolean
  nextKey: number
  error: string | null
  lesson: SavedLesson | null
}

/** A change to the draft: marks it changed and, once problems were shown, says which remain. */
const edited = (context: Context, draft: Draft, nextKey = context.nextKey): Partial<Context> => ({
  draft,
  nextKey,
  dirty: true,
  errors: context.checked ? draftErrorsOf(draft, context.lessonId === null) : {},
})
const withSections = (context: Context, sections: Draft['sections'], nextKey?: number) =>
  edited(context, { ...context.draft, sections }, nextKey)
const inSection = (
  context: Context,
  key: string,
  change: (s: Draft['sections'][number]) => Draft['sections'][number],
) =>
  withSections(
    context,
    context.draft.sections.map((section) => (section.key === key ? change(section) : section)),
  )

const errorOf = ({ event }: { event: { error?: unknown } }) => event.error

export const lessonEditorMachine = setup({
  types: {
    input: {} as LessonEditorInput,
    context: {} as Context,
    events: {} as LessonEditorEvent,
    output: {} as SavedLesson | null,
  },
  actors: {
    // Provided by the app: POST /lessons, or PATCH /lessons/{id} when the lesson has an id.
    save: fromPromise<SavedLesson, SaveLessonRequest>(async () => {
      throw new Error('Lessons cannot be saved here.')
    }),
  },
  actions: {
    // Provided by the app: the lesson lists are out of date; the page moves on.
    saved: (_, _lesson: SavedLesson) => {},
    setTitle: assign(({ context }, title: string) => edited(context, { ...context.draft, title })),
    setType: assign(({ context }, lessonTypeId: number) =>
      edited(context, { ...context.draft, lessonTypeId }),
    ),
    // Topics and notes belong to a course: another course keeps the sections' titles only.
    setCourse: assign(({ context }, courseId: number | null) =>
      edited(context, {
        ...context.draft,
        courseId,
        sections:
          courseId === context.draft.courseId
            ? context.draft.sections
            : context.draft.sections.map((section) => ({ ...section, topicId: null, items: [] })),
      }),
    ),
    addSection: assign(({ context }, section: { title?: string; topicId?: number | null }) =>
      withSections(
        context,
        [
          ...context.draft.sections,
          {
            key: `s${context.nextKey}`,
            title: section.title ?? '',
            topicId: section.topicId ?? null,
            items: [],
          },
        ],
        context.nextKey + 1,
      ),
    ),
    renameSection: assign(({ context }, { key, title }: { key: string; title: string }) =>
      inSection(context, key, (section) => ({ ...section, title })),
    ),
    removeSection: assign(({ context }, key: string) =>
      withSections(
        context,
        context.draft.sections.filter((section) => section.key !== key),
      ),
    ),
    moveSection: assign(({ context }, { key, by }: { key: string; by: -1 | 1 }) =>
      withSections(context, moved(context.draft.sections, key, by)),
    ),
    addItem: assign(({ context }, { sectionKey, item }: { sectionKey: string; item: NewItem }) => ({
      ...inSection(context, sectionKey, (section) => ({
        ...section,
        items: [
          ...section.items,
          {
            key: `i${context.nextKey}`,
            itemTypeId: item.itemTypeId,
            title: item.title,
            worksheetId: item.worksheetId ?? null,
            contentId: item.contentId ?? null,
          },
        ],
      })),
      nextKey: context.nextKey + 1,
    })),
    removeItem: assign(({ context }, { sectionKey, key }: { sectionKey: string; key: string }) =>
      inSection(context, sectionKey, (section) => ({
        ...section,
        items: section.items.filter((item) => item.key !== key),
      })),
    ),
    moveItem: assign(
      ({ context }, { sectionKey, key, by }: { sectionKey: string; key: string; by: -1 | 1 }) =>
        inSection(context, sectionKey, (section) => ({ ...section, items: moved(section.items, key, by) })),
    ),
    showErrors: assign(({ context }) => ({
      errors: draftErrorsOf(context.draft, context.lessonId === null),
      checked: true,
    })),
    keepLesson: assign((_, lesson: SavedLesson) => ({ lesson, error: null, dirty: false })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    // ADR 0056: at most 30 sections of 50 items; a topic booster practises each topic in one section.
    canAddSection: ({ context }, topicId: number | null) =>
      context.draft.sections.length < MAX_SECTIONS &&
      (topicId === null || !context.draft.sections.some((section) => section.topicId === topicId)),
    canAddItem: ({ context }, { sectionKey, item }: { sectionKey: string; item: NewItem }) => {
      const section = context.draft.sections.find((s) => s.key === sectionKey)
      return section !== undefined && section.items.length < MAX_ITEMS && !holds(section, item)
    },
    draftValid: ({ context }) => !hasErrors(draftErrorsOf(context.draft, context.lessonId === null)),
  },
}).createMachine({
  id: 'lessonEditor',
  context: ({ input }) => {
    const opened = input.lesson ? draftOf(input.lesson) : null
    return {
      lessonId: input.lesson?.id ?? null,
      draft: opened?.draft ?? emptyDraft(input.lessonTypeId, input.courseId ?? null),
      errors: {},
      checked: false,
      dirty: false,
      nextKey: opened?.nextKey ?? 1,
      error: null,
      lesson: null,
    }
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'lesson.setTitle': { actions: { type: 'setTitle', params: ({ event }) => event.title } },
        'lesson.setType': { actions: { type: 'setType', params: ({ event }) => event.lessonTypeId } },
        'lesson.setCourse': { actions: { type: 'setCourse', params: ({ event }) => event.courseId } },
        'lesson.addSection': {
          guard: { type: 'canAddSection', params: ({ event }) => event.topicId ?? null },
          actions: {
            type: 'addSection',
            params: ({ event }) => ({ title: event.title, topicId: event.topicId }),
          },
        },
        'lesson.renameSection': { actions: { type: 'renameSection', params: ({ event }) => event } },
        'lesson.removeSection': { actions: { type: 'removeSection', params: ({ event }) => event.key } },
        'lesson.moveSection': { actions: { type: 'moveSection', params: ({ event }) => event } },
        'lesson.addItem': {
          guard: { type: 'canAddItem', params: ({ event }) => event },
          actions: { type: 'addItem', params: ({ event }) => event },
        },
        'lesson.removeItem': { actions: { type: 'removeItem', params: ({ event }) => event } },
        'lesson.moveItem': { actions: { type: 'moveItem', params: ({ event }) => event } },
        // Nothing goes to the server until the title, the course and every section's title are there.
        'lesson.save': [{ guard: 'draftValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ lessonId: context.lessonId, body: bodyOf(context.draft) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepLesson', params: ({ event }) => event.output },
            { type: 'saved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    // The server's reason (an item the teacher may no longer use, a network that dropped): try again or change it.
    failed: {
      on: {
        'lesson.retry': { target: 'saving', actions: 'clearError' },
        'lesson.edit': { target: 'editing', actions: 'clearError' },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => context.lesson,
})

type Snapshot = SnapshotFrom<typeof lessonEditorMachine>
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft
export const selectDraftErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectSaveError = (snapshot: Snapshot): string | null => snapshot.context.error
