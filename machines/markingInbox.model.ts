import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  type InboxPage,
  type MarkingInboxEvent,
  type MarkingInboxInput,
  markingInboxMachine,
} from './markingInbox.machine'

const item = (evaluation_id: number, max_score = 2) => ({ evaluation_id, question: { max_score } })
/** What the server can answer, by what the machine must make of it. */
export const inboxPages = {
  two: { items: [item(501), item(502, 4)], total_count: 2 },
  none: { items: [], total_count: 0 },
} satisfies Record<string, InboxPage>

/** Marks a teacher may type, by what the machine must make of them (the first question is worth 2). */
export const marksChoices = { full: '2', 'too-many': '3' }

/** How a call can fail, by the status the app's actor rejects with. */
export const inboxFailures = {
  409: { status: 409, message: 'This answer is being marked right now. Try again in a minute.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern. Check your internet connection.' },
}

export const markingInboxInputs = {
  'every class': { classId: null },
  'one class': { classId: 7 },
} satisfies Record<string, MarkingInboxInput>

export const markingInboxModel = defineModel({
  machine: markingInboxMachine,
  inputs: markingInboxInputs,
  events: (): MarkingInboxEvent[] => [
    ...Object.values(marksChoices).map((marks) => ({ type: 'inbox.setMarks' as const, marks })),
    { type: 'inbox.setComment', comment: 'Clear reading; slow down at the commas.' },
    { type: 'inbox.save' },
    { type: 'inbox.skip' },
    { type: 'inbox.next' },
    { type: 'inbox.previous' },
    { type: 'inbox.retry' },
    { type: 'inbox.edit' },
    { type: 'inbox.reload' },
    { type: 'inbox.chooseClass', classId: 8 },
    ...Object.values(inboxPages).map((page) => doneEvent<MarkingInboxEvent>('loadInbox', page)),
    errorEvent<MarkingInboxEvent>('loadInbox', inboxFailures.network),
    doneEvent<MarkingInboxEvent>('saveMarks', {}),
    errorEvent<MarkingInboxEvent>('saveMarks', inboxFailures[409]),
  ],
  eventName: (event) => {
    const e = event as { type: string; marks?: string; output?: InboxPage; error?: { status?: number } }
    if (e.type === 'inbox.setMarks') return Object.entries(marksChoices).find(([, m]) => m === e.marks)?.[0]
    if (e.type === 'xstate.done.actor.loadInbox') return e.output?.items.length ? 'two' : 'none'
    if (e.type.startsWith('xstate.error.actor.')) return String(e.error?.status ?? 'network')
    return undefined
  },
  // Keeps the walk small: only what the state can take; marks are typed once per answer, a comment once, on the
  // first answer; browsing and skipping happen before any marks are typed; another class is chosen once, before
  // anything is marked.
  traversal: () => ({
    filterEvents: (snapshot, event) => {
      if (!snapshot.can(event)) return false
      const { context } = snapshot
      const untouched = context.marks === '' && context.comment === ''
      if (event.type === 'inbox.setMarks') return context.marks === ''
      if (event.type === 'inbox.setComment')
        return untouched && context.index === 0 && context.marked === 0 && context.skipped === 0
      if (['inbox.next', 'inbox.previous', 'inbox.skip'].includes(event.type)) return untouched
      if (event.type === 'inbox.chooseClass') return context.classId !== event.classId && context.marked === 0
      return true
    },
    stopWhen: (snapshot) => snapshot.context.marked + snapshot.context.skipped > 2,
  }),
  sees: {
    loading: '"Loading the answers to mark…"',
    empty: '"Nothing to mark": no answer waits for a teacher; "Check again"',
    failed: 'Why the inbox could not load, with "Try again"',
    reviewing:
      'One answer: the question, its marking scheme and model answer beside the student’s work; marks (0 to the ' +
      'question’s worth) with its problem in words, a comment, "Save & next", "Skip", the keys, and how many are left',
    saving: 'The "Save & next" button busy: "Saving…"',
    saveFailed: 'The server’s reason, with "Try again" and "Change the marks"',
    done: 'The end of the list: how many were marked and how many still wait, with "Check again"',
  },
  words: {
    guards: {
      hasItems: 'if an answer waits',
      marksValid: 'if the marks are whole or half marks from 0 to the question’s worth',
      hasNext: 'if another answer follows',
      hasPrevious: 'if an answer comes before',
      hasCurrent: 'if an answer follows the one marked',
      allMarked: 'if every answer loaded is marked',
    },
  },
})
