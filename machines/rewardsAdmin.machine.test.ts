import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { modelPaths, modelStarts } from './graph/model'
import { type ChangeRequest, noticeOf, rewardsAdminMachine, type SaveRequest } from './rewardsAdmin.machine'
import { bookworm, newBadge, rewardsAdminModel } from './rewardsAdmin.model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof rewardsAdminMachine>

/** Issue 15 and ADR 0066, as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: (before: Snapshot) => string[]
}> = [
  {
    spec: 'editing: editor.save → saving (POST a new one, PATCH one with an id)',
    applies: (e, before) => e.type === 'editor.save' && before.matches('editing'),
    effects: () => ['save'],
  },
  {
    spec: 'confirming: change.confirm → changing (DELETE, or PATCH retired) — only once asked',
    applies: (e, before) => e.type === 'change.confirm' && before.matches('confirming'),
    effects: (before) => [`change ${before.context.change}`],
  },
  {
    spec: 'a save or change that succeeded: the lists are read again',
    applies: (e) => e.type === 'xstate.done.actor.save' || e.type === 'xstate.done.actor.change',
    effects: () => ['changed'],
  },
]
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects(before))

describe.each(modelStarts(rewardsAdminModel))('rewardsAdminMachine starting with %s', (start) => {
  it.each(modelPaths(rewardsAdminModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const save = promiseDouble<unknown, SaveRequest>('save')
      const change = promiseDouble<unknown, ChangeRequest>((input) => `change ${input.change}`)
      return replayPath(path, {
        model: rewardsAdminModel,
        input: undefined,
        actors: { save, change },
        actions: (effect) => ({ changed: () => effect('changed') }),
        rules: expectedEffects,
        states: {
          idle: ({ real }) => {
            expect(real.context.item).toBeNull()
            expect(real.context.error).toBeNull()
          },
          editing: ({ real }) => expect(real.context.item).not.toBeNull(),
          saving: ({ real }) => {
            expect(save.inputs.at(-1)).toEqual({ item: real.context.item, body: real.context.body })
            expect(real.context.error).toBeNull()
          },
          confirming: ({ real }) => {
            expect(real.context.item).not.toBeNull()
            expect(real.context.change).not.toBeNull()
          },
          changing: ({ real }) =>
            expect(change.inputs.at(-1)).toEqual({ item: real.context.item, change: real.context.change }),
        },
      })
    },
  )
})

describe('rewardsAdminMachine', () => {
  it('keeps what was typed after a failed save, and says what was done after a good one', async () => {
    let fail = true
    const machine = rewardsAdminMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: SaveRequest }) => {
          if (fail) throw { status: 400, message: 'Enter a name.' }
          return { name: (input.body as { name: string }).name }
        }),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'editor.open', item: newBadge })
    actor.send({ type: 'editor.save', body: { name: 'Bookworm' } })
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Enter a name.', body: { name: 'Bookworm' } })
    fail = false
    actor.send({ type: 'editor.save', body: { name: 'Bookworm' } })
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.notice).toBe('Added the badge “Bookworm”.')
  })

  it('says plainly what retiring and deleting do', () => {
    expect(noticeOf(bookworm, 'retire')).toBe(
      'Retired the badge “Bookworm”: nobody can earn it now, and the children who have it keep it.',
    )
    expect(noticeOf(bookworm, 'delete')).toBe('Deleted the badge “Bookworm”.')
    expect(noticeOf(bookworm, 'save')).toBe('Saved the badge “Bookworm”.')
  })
})
