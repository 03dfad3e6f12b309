import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import {
  type Assignment,
  assignWorksheetMachine,
  CLASS_MISSING,
  dateErrorsOf,
  type ReassignRequest,
  selectAssignError,
} from './assignWorksheet.machine'
import { assigned, assignWorksheetModel, today } from './assignWorksheet.model'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof assignWorksheetMachine>

/** Issue 12 item 7 and ADR 0050, as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: string[]
}> = [
  {
    spec: 'confirming: assign.confirm → submitting (POST /worksheets/{id}/reassign)',
    applies: (e, before) => e.type === 'assign.confirm' && before.matches('confirming'),
    effects: ['reassign'],
  },
  {
    spec: 'failed: assign.retry → submitting',
    applies: (e) => e.type === 'assign.retry',
    effects: ['reassign'],
  },
  {
    spec: 'submitting → done: the page refreshes what shows assignments',
    applies: (e) => e.type === 'xstate.done.actor.reassign',
    effects: [`assigned ${assigned.assignment_id}`],
  },
]
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects)

describe.each(modelStarts(assignWorksheetModel))('assignWorksheetMachine starting with %s', (start) => {
  const input = assignWorksheetModel.inputs[start]
  it.each(modelPaths(assignWorksheetModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const reassign = promiseDouble<unknown, ReassignRequest>('reassign')
      return replayPath(path, {
        model: assignWorksheetModel,
        input,
        actors: { reassign },
        actions: (effect) => ({
          assigned: (_, assignment: Assignment) => effect(`assigned ${assignment.assignment_id}`),
        }),
        rules: expectedEffects,
        everyStep: ({ real }) => {
          if (reassign.isRunning) {
            const { context } = real
            expect(reassign.inputs.at(-1)).toEqual({
              worksheetId: input.worksheetId,
              body: {
                class_id: context.classId,
                ...(context.studentIds.length ? { student_ids: context.studentIds } : {}),
                date_assigned: context.dateAssigned,
                due_date: context.dueDate,
              },
            })
          }
        },
        states: {
          choosing: ({ real }) => {
            expect(real.context.classError === null || real.context.classId === null).toBe(true)
          },
          dates: ({ real }) => expect(real.context.classId).not.toBeNull(),
          confirming: ({ real }) => {
            expect(dateErrorsOf(real.context)).toEqual({})
            expect(real.context.classId).not.toBeNull()
          },
          submitting: ({ real }) => expect(selectAssignError(real)).toBeNull(),
          failed: ({ real, event }) => expect(selectAssignError(real)).toBe(event.error.message),
          done: ({ real }) => {
            expect(real.status).toBe('done')
            expect(real.context.assignment).toEqual(assigned)
          },
        },
      })
    },
  )
})

describe('the dates of an assignment (ADR 0050)', () => {
  it('accepts a due day on or after the day assigned, from today on', () => {
    expect(dateErrorsOf({ today, dateAssigned: today, dueDate: today })).toEqual({})
    expect(dateErrorsOf({ today, dateAssigned: '2026-11-20', dueDate: '2026-11-24' })).toEqual({})
    expect(dateErrorsOf({ today, dateAssigned: '2026-11-25', dueDate: '2026-12-31' })).toEqual({})
  })

  it('says what is wrong, in words a teacher can act on', () => {
    expect(dateErrorsOf({ today, dateAssigned: '', dueDate: '' })).toEqual({
      dateAssigned: 'Choose the day it is set.',
      dueDate: 'Choose the day it is due.',
    })
    expect(dateErrorsOf({ today, dateAssigned: '2026-11-30', dueDate: '2026-11-27' })).toEqual({
      dueDate: 'The due date cannot be before the date assigned.',
    })
    expect(dateErrorsOf({ today, dateAssigned: '2026-11-01', dueDate: '2026-11-23' })).toEqual({
      dueDate: 'The due date has passed: choose today or a later day.',
    })
    expect(dateErrorsOf({ today, dateAssigned: '2026-13-40', dueDate: '2026-12-01' })).toEqual({
      dateAssigned: 'Choose the day it is set.',
    })
  })
})

describe('assignWorksheetMachine', () => {
  it('asks for a class before the dates, and starts the day assigned at today', () => {
    const actor = createActor(assignWorksheetMachine, { input: { worksheetId: 1, today } }).start()
    actor.send({ type: 'assign.next' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.classError).toBe(CLASS_MISSING)
    expect(actor.getSnapshot().context.dateAssigned).toBe(today)
    actor.send({ type: 'assign.chooseClass', classId: 4 })
    expect(actor.getSnapshot().context.classError).toBeNull()
    actor.send({ type: 'assign.next' })
    expect(actor.getSnapshot().value).toBe('dates')
  })

  it('forgets chosen children when another class is chosen', () => {
    const actor = createActor(assignWorksheetMachine, {
      input: { worksheetId: 1, today, classId: 4 },
    }).start()
    actor.send({ type: 'assign.chooseStudents', studentIds: [9] })
    actor.send({ type: 'assign.chooseClass', classId: 4 })
    expect(actor.getSnapshot().context.studentIds).toEqual([9])
    actor.send({ type: 'assign.chooseClass', classId: 5 })
    expect(actor.getSnapshot().context.studentIds).toEqual([])
  })

  it('sends the chosen children only when some are chosen, and keeps the server reason on failure', async () => {
    const sent: ReassignRequest[] = []
    const machine = assignWorksheetMachine.provide({
      actors: {
        reassign: fromPromise(async ({ input }) => {
          sent.push(input)
          throw { status: 400, message: 'The due date has passed: choose today or a later day.' }
        }),
      },
    })
    const actor = createActor(machine, { input: { worksheetId: 3, today, classId: 4 } }).start()
    actor.send({ type: 'assign.chooseStudents', studentIds: [9, 10] })
    actor.send({ type: 'assign.next' })
    actor.send({ type: 'assign.setDates', dateAssigned: today, dueDate: today })
    actor.send({ type: 'assign.next' })
    actor.send({ type: 'assign.confirm' })
    await flush()
    expect(sent).toEqual([
      { worksheetId: 3, body: { class_id: 4, student_ids: [9, 10], date_assigned: today, due_date: today } },
    ])
    expect(actor.getSnapshot().value).toBe('failed')
    expect(selectAssignError(actor.getSnapshot())).toBe(
      'The due date has passed: choose today or a later day.',
    )
    actor.send({ type: 'assign.back' })
    expect(actor.getSnapshot().value).toBe('dates')
    expect(selectAssignError(actor.getSnapshot())).toBeNull()
  })
})
