import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import {
  type ActivationInput,
  activationMachine,
  type RedeemInput,
  selectActivationError,
  selectCheckedCode,
} from './activation.machine'
import { activationFailures, activationModel, checkedCode, DEMO_CODE, redeemedCode } from './activation.model'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

/** The side effects each event must cause: the spec's rules, written apart from the machine. */
function expectedEffects(event: AnyEventObject, input: ActivationInput, childId: number | null): string[] {
  switch (event.type) {
    case 'xstate.init':
      return input.code ? [`check ${input.code}`] : []
    case 'activation.check':
      return [`check ${event.code}`]
    case 'activation.redeem':
      return [`redeem for ${event.childId}`]
    case 'activation.retry':
      return childId === null ? [`check ${DEMO_CODE}`] : [`redeem for ${childId}`]
    // Spec §4: "checked, then redeemed for a child, then cleared"; a dead code is cleared too (ADR 0026).
    case 'xstate.done.actor.redeemActivationCode':
      return ['clear']
    case 'xstate.error.actor.checkActivationCode':
      return [400, 404, 410].includes(event.error.status) ? ['clear'] : []
    case 'xstate.error.actor.redeemActivationCode':
      return event.error.status === 410 ? ['clear'] : []
    default:
      return []
  }
}

describe.each(modelStarts(activationModel))('activationMachine starting with %s', (start) => {
  const input = activationModel.inputs[start]

  it.each(modelPaths(activationModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const check = promiseDouble<unknown, { code: string }>(({ code }) => `check ${code}`)
      const redeem = promiseDouble<unknown, RedeemInput>(({ childId }) => `redeem for ${childId}`)
      return replayPath(path, {
        model: activationModel,
        input,
        actors: { checkActivationCode: check, redeemActivationCode: redeem },
        actions: (effect) => ({ clearStoredCode: () => effect('clear') }),
        rules: (event, before) =>
          expectedEffects(event, input, before.matches('redeemFailed') ? before.context.childId : null),
        everyStep: ({ real }) => {
          if (redeem.isRunning)
            expect(redeem.inputs.at(-1)).toEqual({ code: DEMO_CODE, childId: real.context.childId })
        },
        states: {
          idle: ({ real }) => expect(real.context.code).toBeNull(),
          checking: ({ real }) => {
            expect(check.inputs.at(-1)).toEqual({ code: DEMO_CODE })
            expect(selectCheckedCode(real)).toBeNull()
            expect(selectActivationError(real)).toBeNull()
          },
          checked: ({ real }) => expect(selectCheckedCode(real)).toEqual(checkedCode),
          invalid: ({ real, event }) => expect(selectActivationError(real)).toBe(event.error.message),
          checkFailed: ({ real }) =>
            expect(selectActivationError(real)).toBe(activationFailures.check.network.message),
          redeeming: ({ real, event }) => {
            if (event.type === 'activation.redeem') expect(real.context.childId).toBe(event.childId)
            expect(selectCheckedCode(real)).toEqual(checkedCode)
          },
          redeemFailed: ({ real, event }) => expect(selectActivationError(real)).toBe(event.error.message),
          redeemed: ({ real }) => {
            expect(real.status).toBe('done')
            expect(real.context.redeemed).toEqual(redeemedCode)
          },
        },
      })
    },
  )
})

describe('activationMachine', () => {
  it('checks a code from the address at once, and waits for one typed otherwise', () => {
    expect(createActor(activationMachine, { input: { code: DEMO_CODE } }).getSnapshot().value).toBe(
      'checking',
    )
    expect(createActor(activationMachine, { input: { code: '  ' } }).getSnapshot().value).toBe('idle')
  })

  it('redeems for the chosen child and clears the stored code only then', async () => {
    const cleared: string[] = []
    const machine = activationMachine.provide({
      actors: {
        checkActivationCode: fromPromise(async () => checkedCode),
        redeemActivationCode: fromPromise(async ({ input }) => ({
          ...redeemedCode,
          child_id: input.childId,
        })),
      },
      actions: { clearStoredCode: () => cleared.push('clear') },
    })
    const actor = createActor(machine, { input: { code: DEMO_CODE } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('checked')
    expect(cleared).toEqual([])
    actor.send({ type: 'activation.redeem', childId: 11 })
    await flush()
    expect(actor.getSnapshot().value).toBe('redeemed')
    expect(actor.getSnapshot().context.redeemed?.child_id).toBe(11)
    expect(cleared).toEqual(['clear'])
  })

  it('fails kindly where the host provides no calls', async () => {
    const actor = createActor(activationMachine, { input: { code: DEMO_CODE } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('checkFailed')
    expect(selectActivationError(actor.getSnapshot())).toBe('Activation codes cannot be checked here.')
  })
})
