import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { messageOf } from './errors'

/**
 * A teacher assigns a worksheet (issue 12 item 7, "assignment (choose, dates, confirm)"; calls §7.9
 * POST /worksheets/{id}/reassign; ADR 0050): to a class or chosen students of it, from a day to a due day, after a
 * summary. Dates are school days in Singapore (YYYY-MM-DD); the host gives `today` in that calendar.
 *
 * Accepts: `assign.chooseClass {classId}`, `assign.chooseStudents {studentIds}` (none: the whole class),
 * `assign.setDates {dateAssigned, dueDate}`, `assign.next`, `assign.back`, `assign.confirm`, `assign.retry`.
 * Provided by the app: `reassign` (the call), `assigned` (tell the page, refresh its lists).
 */
export type AssignWorksheetInput = {
  worksheetId: number
  /** Today in the school's calendar (Singapore), YYYY-MM-DD. */
  today: string
  /** A class to start with (the worksheet's own), or none. */
  classId?: number | null
}
export type ReassignBody = {
  class_id: number
  student_ids?: number[]
  date_assigned: string
  due_date: string
}
export type ReassignRequest = { worksheetId: number; body: ReassignBody }
export type Assignment = ReassignBody & { assignment_id: number; student_ids: number[] }
export type DateErrors = { dateAssigned?: string; dueDate?: string }

export type AssignWorksheetEvent =
  | { type: 'assign.chooseClass'; classId: number | null }
  | { type: 'assign.chooseStudents'; studentIds: number[] }
  | { type: 'assign.setDates'; dateAssigned: string; dueDate: string }
  | { type: 'assign.next' }
  | { type: 'assign.back' }
  | { type: 'assign.confirm' }
  | { type: 'assign.retry' }

type Context = {
  worksheetId: number
  today: string
  classId: number | null
  /** Chosen students of the class; empty means everyone in it. */
  studentIds: number[]
  dateAssigned: string
  dueDate: string
  classError: string | null
  dateErrors: DateErrors
  error: string | null
  assignment: Assignment | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** The dates' problems in words a teacher can act on; none when they can be sent (ADR 0050's rules). */
export function dateErrorsOf({
  dateAssigned,
  dueDate,
  today,
}: Pick<Context, 'dateAssigned' | 'dueDate' | 'today'>) {
  const errors: DateErrors = {}
  if (!isDay(dateAssigned)) errors.dateAssigned = 'Choose the day it is set.'
  if (!isDay(dueDate)) errors.dueDate = 'Choose the day it is due.'
  else if (dueDate < today) errors.dueDate = 'The due date has passed: choose today or a later day.'
  else if (!errors.dateAssigned && dueDate < dateAssigned)
    errors.dueDate = 'The due date cannot be before the date assigned.'
  return errors
}

export const CLASS_MISSING = 'Choose a class.'

export const bodyOf = (context: Context): ReassignBody => ({
  class_id: context.classId ?? 0,
  ...(context.studentIds.length ? { student_ids: context.studentIds } : {}),
  date_assigned: context.dateAssigned,
  due_date: context.dueDate,
})

const errorOf = ({ event }: { event: { error?: unknown } }) => event.error

export const assignWorksheetMachine = setup({
  types: {
    input: {} as AssignWorksheetInput,
    context: {} as Context,
    events: {} as AssignWorksheetEvent,
  },
  actors: {
    // Provided by the app: POST /worksheets/{id}/reassign.
    reassign: fromPromise<Assignment, ReassignRequest>(async () => {
      throw new Error('Worksheets cannot be assigned here.')
    }),
  },
  actions: {
    // Provided by the app: the lists that show assignments are out of date.
    assigned: (_, _assignment: Assignment) => {},
    chooseClass: assign(({ context }, classId: number | null) => ({
      classId,
      // Students belong to a class: another class starts with everyone again.
      studentIds: classId === context.classId ? context.studentIds : [],
      classError: null,
    })),
    chooseStudents: assign((_, studentIds: number[]) => ({ studentIds })),
    setDates: assign((_, dates: { dateAssigned: string; dueDate: string }) => ({
      ...dates,
      dateErrors: {},
    })),
    showClassError: assign({ classError: CLASS_MISSING }),
    showDateErrors: assign(({ context }) => ({ dateErrors: dateErrorsOf(context) })),
    keepAssignment: assign((_, assignment: Assignment) => ({ assignment, error: null })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasClass: ({ context }) => context.classId !== null,
    // ADR 0050: a due day may not be before the day assigned nor in the past (Singapore's calendar).
    datesValid: ({ context }) => Object.keys(dateErrorsOf(context)).length === 0,
  },
}).createMachine({
  id: 'assignWorksheet',
  context: ({ input }) => ({
    worksheetId: input.worksheetId,
    today: input.today,
    classId: input.classId ?? null,
    studentIds: [],
    dateAssigned: input.today,
    dueDate: '',
    classError: null,
    dateErrors: {},
    error: null,
    assignment: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'assign.chooseClass': {
          actions: { type: 'chooseClass', params: ({ event }) => event.classId },
        },
        'assign.chooseStudents': {
          actions: { type: 'chooseStudents', params: ({ event }) => event.studentIds },
        },
        'assign.next': [{ guard: 'hasClass', target: 'dates' }, { actions: 'showClassError' }],
      },
    },
    dates: {
      on: {
        'assign.setDates': {
          actions: {
            type: 'setDates',
            params: ({ event }) => ({ dateAssigned: event.dateAssigned, dueDate: event.dueDate }),
          },
        },
        'assign.next': [{ guard: 'datesValid', target: 'confirming' }, { actions: 'showDateErrors' }],
        'assign.back': 'choosing',
      },
    },
    // The summary: which class (or how many of its children), from which day, due which day.
    confirming: {
      on: {
        'assign.confirm': 'submitting',
        'assign.back': 'dates',
      },
    },
    submitting: {
      invoke: {
        id: 'reassign',
        src: 'reassign',
        input: ({ context }) => ({ worksheetId: context.worksheetId, body: bodyOf(context) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepAssignment', params: ({ event }) => event.output },
            { type: 'assigned', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    // The server's reason (a class with no students, a due day that passed meanwhile); try again or change dates.
    failed: {
      on: {
        'assign.retry': { target: 'submitting', actions: 'clearError' },
        'assign.back': { target: 'dates', actions: 'clearError' },
      },
    },
    done: { type: 'final' },
  },
})

type Snapshot = SnapshotFrom<typeof assignWorksheetMachine>
export const selectAssignError = (snapshot: Snapshot): string | null => snapshot.context.error
