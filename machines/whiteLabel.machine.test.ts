import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import type { WhiteLabel } from '../contracts/auth'
import {
  controlledActors,
  createTestModelWithActors,
  declaredTransitions,
  doneEvent,
  errorEvent,
  pathName,
  reachedStates,
  walkedTransitions,
  walkPath,
} from './testing'
import { whiteLabelMachine } from './whiteLabel.machine'

const domain = 'rivervale.lantern.sg'
const config = {
  school_id: 3,
  school_name: 'Rivervale Primary',
  domain_name: domain,
  primary: '#0b3d91',
} as WhiteLabel

const model = createTestModelWithActors(whiteLabelMachine, {
  input: { domain },
  events: [
    doneEvent('fetchWhiteLabel', config),
    doneEvent('fetchWhiteLabel', null),
    errorEvent('fetchWhiteLabel', { message: 'Failed to fetch' }),
    errorEvent('fetchWhiteLabel', 'offline'),
    { type: 'whiteLabel.retry' },
  ],
})
const paths = model.getShortestPaths()

describe('whiteLabelMachine', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const fetches: unknown[] = []
    const actors = controlledActors((_, input) => fetches.push(input))
    const actor = createActor(
      whiteLabelMachine.provide({ actors: { fetchWhiteLabel: actors.create('fetchWhiteLabel') } }),
      { input: { domain } },
    ).start()
    let last: AnyEventObject = { type: 'xstate.init' }
    let fetchesBefore = 0
    const real = (model: { value: unknown; context: unknown }) => {
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(model.value)
      expect(snapshot.context).toEqual(model.context)
      return snapshot
    }

    await walkPath(
      path,
      (event) => {
        last = event
        fetchesBefore = fetches.length
        if (!actors.settle(event)) actor.send({ type: 'whiteLabel.retry' })
      },
      {
        loading: (model) => {
          const snapshot = real(model)
          expect(fetches.at(-1)).toEqual({ domain })
          expect(fetches).toHaveLength(last.type === 'whiteLabel.retry' ? fetchesBefore + 1 : 1)
          expect(snapshot.context.whiteLabel).toBeNull()
        },
        applied: (model) => {
          expect(real(model).context).toEqual({ domain, whiteLabel: config, error: null })
        },
        builtIn: (model) => {
          expect(real(model).context).toEqual({ domain, whiteLabel: null, error: null })
        },
        failed: (model) => {
          const snapshot = real(model)
          expect(snapshot.context.whiteLabel).toBeNull()
          expect(snapshot.context.error).toBe(
            last.error === 'offline' ? 'Something went wrong. Please try again.' : 'Failed to fetch',
          )
        },
      },
    )
  })

  it('reaches every state and walks every transition', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['applied', 'builtIn', 'failed', 'loading'])
    const walked = walkedTransitions(paths)
    expect([...declaredTransitions(whiteLabelMachine)].filter((t) => !walked.has(t))).toEqual([])
  })

  it('uses the built-in branding when the app provides no fetch', async () => {
    const actor = createActor(whiteLabelMachine, { input: { domain } }).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('builtIn')
  })
})
