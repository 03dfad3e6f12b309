import {
  type Assignment,
  type AssignWorksheetEvent,
  type AssignWorksheetInput,
  assignWorksheetMachine,
} from './assignWorksheet.machine'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

export const today = '2026-11-24'
export const kingfisher = 7
export const chloeAndDylan = [101, 102]

/** Dates a teacher may pick, by what the machine must make of them. */
export const dateChoices = {
  'a-week': { dateAssigned: today, dueDate: '2026-12-01' },
  'due-before-set': { dateAssigned: '2026-11-30', dueDate: '2026-11-27' },
  'due-passed': { dateAssigned: '2026-11-20', dueDate: '2026-11-23' },
  'no-due-day': { dateAssigned: today, dueDate: '' },
}

export const assigned: Assignment = {
  assignment_id: 55,
  class_id: kingfisher,
  student_ids: [101, 102, 103],
  date_assigned: today,
  due_date: '2026-12-01',
}
/** How the call can fail, by the status the app's actor rejects with. */
export const assignFailures = {
  400: { status: 400, message: 'This class has no students yet: add some before you assign work.' },
  network: { name: 'TypeError', message: 'We could not reach Lantern. Check your internet connection.' },
}

export const assignWorksheetInputs = {
  'a worksheet of 5 Kingfisher Maths': { worksheetId: 31, today, classId: kingfisher },
  'a worksheet without a class': { worksheetId: 32, today, classId: null },
} satisfies Record<string, AssignWorksheetInput>

export const assignWorksheetModel = defineModel({
  machine: assignWorksheetMachine,
  inputs: assignWorksheetInputs,
  events: (): AssignWorksheetEvent[] => [
    { type: 'assign.chooseClass', classId: kingfisher },
    { type: 'assign.chooseClass', classId: null },
    { type: 'assign.chooseStudents', studentIds: chloeAndDylan },
    ...Object.values(dateChoices).map((dates) => ({ type: 'assign.setDates' as const, ...dates })),
    { type: 'assign.next' },
    { type: 'assign.back' },
    { type: 'assign.confirm' },
    { type: 'assign.retry' },
    doneEvent<AssignWorksheetEvent>('reassign', assigned),
    ...Object.values(assignFailures).map((error) => errorEvent<AssignWorksheetEvent>('reassign', error)),
  ],
  eventName: (event) => {
    const e = event as {
      type: string
      classId?: number | null
      dueDate?: string
      error?: { status?: number }
    }
    if (e.type === 'assign.chooseClass') return e.classId === null ? 'none' : 'kingfisher'
    if (e.type === 'assign.chooseStudents') return 'chloe-and-dylan'
    if (e.type === 'assign.setDates')
      return Object.entries(dateChoices).find(([, d]) => d.dueDate === e.dueDate)?.[0]
    if (e.type === 'xstate.error.actor.reassign') return String(e.error?.status ?? 'network')
    return undefined
  },
  // Keeps the walk small: dates are picked once from the default ones, and a class is chosen only while none is.
  traversal: () => ({
    filterEvents: (snapshot, event) => {
      const { context } = snapshot
      if (event.type === 'assign.setDates') return context.dueDate === '' && !context.dateErrors.dueDate
      if (event.type === 'assign.chooseClass')
        return (event.classId === null) === (context.classId !== null) && context.studentIds.length === 0
      if (event.type === 'assign.chooseStudents') return context.classId !== null
      return true
    },
  }),
  sees: {
    choosing:
      'Who gets it: the class (or "Choose a class."), and "Everyone in the class" or tick the children',
    dates: 'Date assigned (today) and due date, each with its problem in words; "Back" and "Next"',
    confirming:
      'A summary: the worksheet, the class or the children chosen, set on and due on; "Assign" and "Back"',
    submitting: 'The "Assign" button busy: "Assigning…"',
    failed: 'The server\'s reason, with "Try again" and "Change dates"',
    done: 'Assigned: who, from which day and when it is due, with "Close"',
  },
  words: {
    guards: {
      hasClass: 'if a class is chosen',
      datesValid: 'if the due date is not before the date assigned nor in the past',
    },
  },
})
