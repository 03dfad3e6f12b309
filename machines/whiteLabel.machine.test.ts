import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { modelPaths } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'
import { whiteLabelMachine } from './whiteLabel.machine'
import { whiteLabelDomain as domain, schoolBranding, whiteLabelModel } from './whiteLabel.model'

const start = 'a school domain'

describe('whiteLabelMachine', () => {
  it.each(modelPaths(whiteLabelModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const fetchWhiteLabel = promiseDouble('fetch')
      return replayPath(path, {
        model: whiteLabelModel,
        input: whiteLabelModel.inputs[start],
        actors: { fetchWhiteLabel },
        // Spec §1: the configuration is fetched once on arrival and again on each retry after a failure.
        rules: (event) =>
          event.type === 'xstate.init' || event.type === 'whiteLabel.retry' ? ['fetch'] : [],
        states: {
          loading: ({ real }) => {
            expect(fetchWhiteLabel.inputs.at(-1)).toEqual({ domain })
            expect(real.context.whiteLabel).toBeNull()
          },
          applied: ({ real }) => {
            expect(real.context).toEqual({ domain, whiteLabel: schoolBranding, error: null })
          },
          builtIn: ({ real }) => {
            expect(real.context).toEqual({ domain, whiteLabel: null, error: null })
          },
          failed: ({ real, event }) => {
            expect(real.context.whiteLabel).toBeNull()
            expect(real.context.error).toBe(
              event.error === 'offline' ? 'Something went wrong. Please try again.' : 'Failed to fetch',
            )
          },
        },
      })
    },
  )

  it('uses the built-in branding when the app provides no fetch', async () => {
    const actor = createActor(whiteLabelMachine, { input: { domain } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('builtIn')
  })
})
