import { describe, expect, it } from 'vitest'
import { type EventFromLogic, fromPromise, initialTransition, setup, transition } from 'xstate'
import { doneEvent } from '../graph/events'
import { defineModel, type ModelPath, modelPaths } from '../graph/model'
import { promiseDouble } from './doubles'
import { replayPath } from './replay'

const draftMachine = setup({
  types: { events: {} as { type: 'draft.type' } },
  actors: { save: fromPromise(async () => {}) },
}).createMachine({
  id: 'draft',
  initial: 'clean',
  states: {
    clean: { on: { 'draft.type': 'changed' } },
    changed: { after: { 1000: 'saving' } },
    saving: { invoke: { src: 'save', id: 'save', onDone: 'clean' } },
  },
})
const draftModel = defineModel({
  machine: draftMachine,
  inputs: { 'a new draft': undefined },
  events: () => [doneEvent<EventFromLogic<typeof draftMachine>>('save', undefined)],
  sees: {},
})
const checks = { clean: () => {}, changed: () => {}, saving: () => {} }
const rules = (event: { type: string }) => (event.type.startsWith('xstate.after') ? ['save'] : [])

describe('replayPath', () => {
  const [longest] = modelPaths(draftModel, 'a new draft').sort((a, b) => b.steps.length - a.steps.length)

  it('replays a generated path, settling the doubles and sending delays while their timer is pending', async () => {
    await replayPath(longest, {
      model: draftModel,
      input: undefined,
      actors: { save: promiseDouble('save') },
      rules,
      states: checks,
    })
  })

  it('refuses a delay whose timer the real actor does not have pending', async () => {
    const [start] = initialTransition(draftMachine)
    const delay = { type: 'xstate.after.1000.draft.changed' } as never
    const [after] = transition(draftMachine, start, delay)
    const forged = {
      state: after,
      weight: 1,
      steps: [
        { event: { type: 'xstate.init' }, state: start },
        { event: delay, state: after },
      ],
    } as unknown as ModelPath<typeof draftMachine>
    await expect(
      replayPath(forged, { model: draftModel, input: undefined, rules, states: checks }),
    ).rejects.toThrow('No xstate.after.1000.draft.changed timer is pending')
  })

  it('fails a step that causes other effects than the rules say, and a state without checks', async () => {
    const plan = {
      model: draftModel,
      input: undefined,
      actors: { save: promiseDouble('save') },
      states: checks,
    }
    await expect(replayPath(longest, { ...plan, rules: () => [] })).rejects.toThrow(
      /at step \d \(xstate\.after/,
    )
    await expect(replayPath(longest, { ...plan, rules, states: { clean: () => {} } })).rejects.toThrow(
      'The plan has no checks for changed',
    )
  })
})
