import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { MarkingItem } from '../contracts/marking-inbox'
import { messageOf } from './errors'

/**
 * A teacher's marking inbox (issue 12 item 4, ADR 0052): the answers that wait for a teacher, one at a time,
 * oldest first. Marks (0 to the question's worth, in halves) and a comment are saved with
 * PATCH /quiz/student-evaluation-questions/{id}; the server counts the result and XP once.
 *
 * Accepts: `inbox.setMarks {marks}` (as typed), `inbox.setComment {comment}`, `inbox.save`, `inbox.skip`,
 * `inbox.next`, `inbox.previous`, `inbox.retry`, `inbox.edit`, `inbox.reload`, `inbox.chooseClass {classId}` (null:
 * every class the teacher reaches).
 * Provided by the app: `loadInbox` (GET /teachers/marking-inbox), `saveMarks` (the PATCH), `marked` (tell the page).
 */
export type MarkingInboxInput = { classId: number | null }
export type InboxItem = Pick<MarkingItem, 'evaluation_id'> & {
  question: Pick<MarkingItem['question'], 'max_score'>
}
export type InboxPage = { items: InboxItem[]; total_count: number }
export type SaveMarksRequest = { evaluationId: number; marks_given: number; explanation?: string }

export type MarkingInboxEvent =
  | { type: 'inbox.setMarks'; marks: string }
  | { type: 'inbox.setComment'; comment: string }
  | { type: 'inbox.save' }
  | { type: 'inbox.skip' }
  | { type: 'inbox.next' }
  | { type: 'inbox.previous' }
  | { type: 'inbox.retry' }
  | { type: 'inbox.edit' }
  | { type: 'inbox.reload' }
  | { type: 'inbox.chooseClass'; classId: number | null }

type Context = {
  classId: number | null
  items: InboxItem[]
  index: number
  /** What waits on the server, as it said when the inbox was loaded. */
  total: number
  marked: number
  skipped: number
  marks: string
  comment: string
  marksError: string | null
  error: string | null
}

/** The marks' problem in words a teacher can act on, or null when they can be saved. */
export function marksErrorOf(marks: string, maxScore: number): string | null {
  const text = marks.trim()
  if (text === '') return `Type the marks to give, from 0 to ${maxScore}.`
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0 || value > maxScore)
    return `Give between 0 and ${maxScore} marks: this question is worth ${maxScore}.`
  if (!Number.isInteger(value * 2)) return 'Give whole or half marks, such as 1 or 1.5.'
  return null
}

export const currentItem = (context: Pick<Context, 'items' | 'index'>) =>
  context.items[context.index] as InboxItem | undefined
const fresh = { marks: '', comment: '', marksError: null, error: null }
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error
// Another class: whatever is shown or loading is dropped and that class's inbox loads. Not while saving, so
// marks on their way to the server are never abandoned half-way.
const chooseClass = {
  target: 'loading',
  reenter: true,
  actions: {
    type: 'chooseClass',
    params: ({ event }: { event: Extract<MarkingInboxEvent, { type: 'inbox.chooseClass' }> }) =>
      event.classId,
  },
} as const

export const markingInboxMachine = setup({
  types: {
    input: {} as MarkingInboxInput,
    context: {} as Context,
    events: {} as MarkingInboxEvent,
  },
  actors: {
    // Provided by the app: GET /teachers/marking-inbox, oldest first.
    loadInbox: fromPromise<InboxPage, { classId: number | null }>(async () => {
      throw new Error('The marking inbox cannot be loaded here.')
    }),
    // Provided by the app: PATCH /quiz/student-evaluation-questions/{id}.
    saveMarks: fromPromise<unknown, SaveMarksRequest>(async () => {
      throw new Error('Marks cannot be saved here.')
    }),
  },
  actions: {
    // Provided by the app: the student's result and XP changed.
    marked: (_, _evaluationId: number) => {},
    keepPage: assign((_, page: InboxPage) => ({
      items: page.items,
      total: page.total_count,
      index: 0,
      marked: 0,
      skipped: 0,
      ...fresh,
    })),
    setMarks: assign((_, marks: string) => ({ marks, marksError: null })),
    setComment: assign((_, comment: string) => ({ comment })),
    showMarksError: assign(({ context }) => ({
      marksError: marksErrorOf(context.marks, currentItem(context)?.question.max_score ?? 0),
    })),
    forward: assign(({ context }) => ({ index: context.index + 1, ...fresh })),
    backward: assign(({ context }) => ({ index: context.index - 1, ...fresh })),
    countSkip: assign(({ context }) => ({ skipped: context.skipped + 1 })),
    dropMarked: assign(({ context }) => ({
      items: context.items.filter((_, i) => i !== context.index),
      marked: context.marked + 1,
      ...fresh,
    })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    chooseClass: assign((_, classId: number | null) => ({ classId, error: null })),
  },
  guards: {
    hasItems: (_, page: InboxPage) => page.items.length > 0,
    // "marks input (0..max_score, validated with a clear message)"
    marksValid: ({ context }) =>
      marksErrorOf(context.marks, currentItem(context)?.question.max_score ?? 0) === null,
    hasNext: ({ context }) => context.index < context.items.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    // After a save the next answer moves into the current place: is there one?
    hasCurrent: ({ context }) => context.index < context.items.length,
    // Everything loaded is marked: more may wait on the server beyond this page.
    allMarked: ({ context }) => context.items.length === 0,
  },
}).createMachine({
  id: 'markingInbox',
  context: ({ input }) => ({
    classId: input.classId,
    items: [],
    index: 0,
    total: 0,
    marked: 0,
    skipped: 0,
    ...fresh,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: ({ context }) => ({ classId: context.classId }),
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
      on: { 'inbox.chooseClass': chooseClass },
    },
    // "Nothing to mark".
    empty: { on: { 'inbox.reload': 'loading', 'inbox.chooseClass': chooseClass } },
    failed: {
      on: { 'inbox.retry': { target: 'loading', actions: 'clearError' }, 'inbox.chooseClass': chooseClass },
    },
    reviewing: {
      on: {
        'inbox.chooseClass': chooseClass,
        'inbox.setMarks': { actions: { type: 'setMarks', params: ({ event }) => event.marks } },
        'inbox.setComment': { actions: { type: 'setComment', params: ({ event }) => event.comment } },
        'inbox.save': [{ guard: 'marksValid', target: 'saving' }, { actions: 'showMarksError' }],
        'inbox.next': { guard: 'hasNext', actions: 'forward' },
        'inbox.previous': { guard: 'hasPrevious', actions: 'backward' },
        // Skipped answers stay on the server: the next load brings them back.
        'inbox.skip': [
          { guard: 'hasNext', actions: ['countSkip', 'forward'] },
          { target: 'done', actions: 'countSkip' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveMarks',
        src: 'saveMarks',
        input: ({ context }) => {
          const comment = context.comment.trim()
          return {
            evaluationId: currentItem(context)!.evaluation_id,
            marks_given: Number(context.marks),
            ...(comment ? { explanation: comment } : {}),
          }
        },
        onDone: {
          target: 'advancing',
          actions: [
            { type: 'marked', params: ({ context }) => currentItem(context)!.evaluation_id },
            'dropMarked',
          ],
        },
        onError: { target: 'saveFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    advancing: {
      always: [
        { guard: 'allMarked', target: 'loading' },
        { guard: 'hasCurrent', target: 'reviewing' },
        { target: 'done' },
      ],
    },
    // The server's reason (marks above the question's worth, a quiz being marked, no connection).
    saveFailed: {
      on: {
        'inbox.retry': { target: 'saving', actions: 'clearError' },
        'inbox.edit': { target: 'reviewing', actions: 'clearError' },
        'inbox.chooseClass': chooseClass,
      },
    },
    // The end of the list with answers skipped or browsed past: they wait for another time.
    done: { on: { 'inbox.reload': 'loading', 'inbox.chooseClass': chooseClass } },
  },
})

type Snapshot = SnapshotFrom<typeof markingInboxMachine>
/** How many answers still wait: what the server counted, less those marked since. */
export const selectLeft = (snapshot: Snapshot) =>
  Math.max(0, snapshot.context.total - snapshot.context.marked)
