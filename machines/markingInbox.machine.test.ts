import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import {
  currentItem,
  type InboxPage,
  markingInboxMachine,
  marksErrorOf,
  type SaveMarksRequest,
  selectLeft,
} from './markingInbox.machine'
import { inboxPages, markingInboxModel } from './markingInbox.model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof markingInboxMachine>

/** Issue 12 item 4 and ADR 0052, as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: (before: Snapshot) => string[]
}> = [
  {
    spec: 'the inbox opens on the answers that wait (GET /teachers/marking-inbox)',
    applies: (e) => e.type === 'xstate.init',
    effects: () => ['load'],
  },
  {
    spec: 'reload, retry after a failed load, and choosing another class call the server again',
    applies: (e, before) =>
      e.type === 'inbox.reload' ||
      e.type === 'inbox.chooseClass' ||
      (e.type === 'inbox.retry' && before.matches('failed')),
    effects: () => ['load'],
  },
  {
    spec: 'Save & next with valid marks saves them (PATCH /quiz/student-evaluation-questions/{id})',
    applies: (e, before) =>
      (e.type === 'inbox.save' && before.matches('reviewing') && marksValid(before)) ||
      (e.type === 'inbox.retry' && before.matches('saveFailed')),
    effects: (before) => [`save ${currentItem(before.context)!.evaluation_id}`],
  },
  {
    spec: 'saved: the page refreshes the result; once every answer loaded is marked, the inbox loads again',
    applies: (e) => e.type === 'xstate.done.actor.saveMarks',
    effects: (before) => [
      `marked ${currentItem(before.context)!.evaluation_id}`,
      ...(before.context.items.length === 1 ? ['load'] : []),
    ],
  },
]
const marksValid = (s: Snapshot) =>
  marksErrorOf(s.context.marks, currentItem(s.context)?.question.max_score ?? 0) === null
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects(before))

describe.each(modelStarts(markingInboxModel))('markingInboxMachine starting with %s', (start) => {
  const input = markingInboxModel.inputs[start]
  it.each(modelPaths(markingInboxModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const loadInbox = promiseDouble<InboxPage, { classId: number | null }>('load')
      const saveMarks = promiseDouble<unknown, SaveMarksRequest>((r) => `save ${r.evaluationId}`)
      return replayPath(path, {
        model: markingInboxModel,
        input,
        actors: { loadInbox, saveMarks },
        actions: (effect) => ({ marked: (_, id: number) => effect(`marked ${id}`) }),
        rules: expectedEffects,
        everyStep: ({ real }) => {
          if (loadInbox.isRunning) expect(loadInbox.inputs.at(-1)).toEqual({ classId: real.context.classId })
          if (saveMarks.isRunning) {
            const { context } = real
            expect(saveMarks.inputs.at(-1)).toEqual({
              evaluationId: currentItem(context)!.evaluation_id,
              marks_given: Number(context.marks),
              ...(context.comment ? { explanation: context.comment } : {}),
            })
          }
        },
        states: {
          loading: ({ real }) => expect(real.context.error).toBeNull(),
          empty: ({ real }) => expect(selectLeft(real)).toBe(0),
          failed: ({ real, event }) => expect(real.context.error).toBe(event.error.message),
          reviewing: ({ real }) => {
            expect(currentItem(real.context)).toBeDefined()
            expect(selectLeft(real)).toBeGreaterThan(0)
          },
          saving: ({ real }) => expect(marksValid(real)).toBe(true),
          saveFailed: ({ real, event }) => expect(real.context.error).toBe(event.error.message),
          // The end of the list with answers passed over (skipped, or browsed past): they still wait.
          done: ({ real }) => expect(real.context.items.length).toBeGreaterThan(0),
        },
      })
    },
  )
})

describe('the marks a teacher types', () => {
  it('accepts whole and half marks from 0 to the question’s worth', () => {
    for (const marks of ['0', '1', '1.5', '2', ' 2 ']) expect(marksErrorOf(marks, 2), marks).toBeNull()
  })

  it('says what is wrong, in words a teacher can act on', () => {
    expect(marksErrorOf('', 2)).toBe('Type the marks to give, from 0 to 2.')
    expect(marksErrorOf('3', 2)).toBe('Give between 0 and 2 marks: this question is worth 2.')
    expect(marksErrorOf('-1', 2)).toMatch(/between 0 and 2/)
    expect(marksErrorOf('two', 2)).toMatch(/between 0 and 2/)
    expect(marksErrorOf('1.25', 2)).toBe('Give whole or half marks, such as 1 or 1.5.')
  })
})

describe('markingInboxMachine', () => {
  it('marks one answer at a time, sends the comment, and counts what is left', async () => {
    const saved: SaveMarksRequest[] = []
    const machine = markingInboxMachine.provide({
      actors: {
        loadInbox: fromPromise(async () => inboxPages.two),
        saveMarks: fromPromise(async ({ input }) => {
          saved.push(input)
          return {}
        }),
      },
    })
    const actor = createActor(machine, { input: { classId: null } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(selectLeft(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'inbox.setMarks', marks: '1.5' })
    actor.send({ type: 'inbox.setComment', comment: '  Good try.  ' })
    actor.send({ type: 'inbox.save' })
    await flush()
    expect(saved).toEqual([{ evaluationId: 501, marks_given: 1.5, explanation: 'Good try.' }])
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(currentItem(actor.getSnapshot().context)?.evaluation_id).toBe(502)
    expect(actor.getSnapshot().context).toMatchObject({ marks: '', comment: '' })
    expect(selectLeft(actor.getSnapshot())).toBe(1)
  })

  it('skips to the end of the list and browses back and forth without saving', async () => {
    const machine = markingInboxMachine.provide({
      actors: { loadInbox: fromPromise(async () => inboxPages.two) },
    })
    const actor = createActor(machine, { input: { classId: 7 } }).start()
    await flush()
    actor.send({ type: 'inbox.previous' })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'inbox.next' })
    actor.send({ type: 'inbox.next' })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'inbox.skip' })
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.skipped).toBe(1)
  })

  it('loads another class’s inbox when the teacher picks it, and every class’s again', async () => {
    const asked: Array<number | null> = []
    const machine = markingInboxMachine.provide({
      actors: {
        loadInbox: fromPromise(async ({ input }) => {
          asked.push(input.classId)
          return input.classId === 8 ? inboxPages.none : inboxPages.two
        }),
      },
    })
    const actor = createActor(machine, { input: { classId: null } }).start()
    await flush()
    actor.send({ type: 'inbox.setMarks', marks: '1' })
    actor.send({ type: 'inbox.chooseClass', classId: 8 })
    await flush()
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'inbox.chooseClass', classId: null })
    await flush()
    expect(actor.getSnapshot().value).toBe('reviewing')
    expect(actor.getSnapshot().context.marks).toBe('')
    expect(asked).toEqual([null, 8, null])
  })
})
