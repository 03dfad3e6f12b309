import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import {
  type CheckoutBody,
  type CheckoutInput,
  checkoutMachine,
  type PurchaseToConfirm,
  selectCheckoutError,
  selectCheckoutUrl,
} from './checkout.machine'
import { benMaths, checkoutFailures, checkoutModel, created } from './checkout.model'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

const body: CheckoutBody = {
  app_domain: 'lantern.test',
  student_id: 12,
  price_ids: ['lantern_p4_maths_month'],
  checkout_mode: 'subscription',
}

/** The side effects each event must cause: the spec's rules, written apart from the machine. */
function expectedEffects(event: AnyEventObject, input: CheckoutInput): string[] {
  switch (event.type) {
    case 'xstate.init':
      if (input.kind === 'leave') return ['create']
      return input.url.includes('success') ? ['confirm'] : []
    case 'checkout.retry':
      return [input.kind === 'leave' ? 'create' : 'confirm']
    case 'checkout.back':
      return ['backToCart']
    case 'xstate.done.actor.createCheckout':
      return [`open ${event.output.checkout_url}`]
    case 'xstate.error.actor.createCheckout':
      return event.error.status === 409 ? [`reload ${benMaths.studentId}`] : []
    default:
      return []
  }
}

describe.each(modelStarts(checkoutModel))('checkoutMachine %s', (start) => {
  const input = checkoutModel.inputs[start]

  it.each(modelPaths(checkoutModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const createCheckout = promiseDouble<unknown, CheckoutBody>('create')
      const waitForActive = promiseDouble<unknown, PurchaseToConfirm>('confirm')
      return replayPath(path, {
        model: checkoutModel,
        input,
        actors: { createCheckout, waitForActive },
        actions: (effect) => ({
          openCheckout: (_, url) => effect(`open ${url}`),
          reloadSubscriptions: (_, studentId) => effect(`reload ${studentId}`),
          backToCart: () => effect('backToCart'),
        }),
        rules: (event) => expectedEffects(event, input),
        everyStep: () => {
          if (createCheckout.isRunning) expect(createCheckout.inputs.at(-1)).toEqual(body)
          if (waitForActive.isRunning)
            expect(waitForActive.inputs.at(-1)).toEqual({ studentId: 12, courseIds: [41] })
        },
        states: {
          creating: ({ real }) => expect(selectCheckoutError(real)).toBeNull(),
          redirecting: ({ real }) => {
            expect(real.status).toBe('done')
            expect(selectCheckoutUrl(real)).toBe(created.checkout_url)
          },
          failed: ({ real, event }) => expect(selectCheckoutError(real)).toBe(event.error.message),
          alreadySubscribed: ({ real }) =>
            expect(selectCheckoutError(real)).toBe(checkoutFailures[409].message),
          abandoned: ({ real }) => {
            expect(real.status).toBe('done')
            expect(selectCheckoutUrl(real)).toBeNull()
          },
          confirming: ({ real }) => expect(selectCheckoutError(real)).toBeNull(),
          stillProcessing: ({ real, event }) => expect(selectCheckoutError(real)).toBe(event.error.message),
          active: ({ real }) => expect(real.status).toBe('done'),
          cancelled: ({ real }) => {
            expect(real.status).toBe('done')
            expect(createCheckout.inputs).toEqual([])
            expect(waitForActive.inputs).toEqual([])
          },
        },
      })
    },
  )
})

describe('checkoutMachine (calls §7.4 POST /subscription/checkout)', () => {
  it('sends the body of the contract, passing on is_from_new_sub_page only when given', async () => {
    const bodies: CheckoutBody[] = []
    const machine = checkoutMachine.provide({
      actors: {
        createCheckout: fromPromise(async ({ input }) => {
          bodies.push(input)
          return created
        }),
      },
    })
    const request = { ...benMaths, isFromNewSubPage: true }
    createActor(machine, { input: { kind: 'leave', request: benMaths } }).start()
    createActor(machine, { input: { kind: 'leave', request } }).start()
    await flush()
    expect(bodies).toEqual([body, { ...body, is_from_new_sub_page: true }])
  })

  it('fails kindly where no card checkout is provided', async () => {
    const actor = createActor(checkoutMachine, { input: { kind: 'leave', request: benMaths } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(selectCheckoutError(actor.getSnapshot())).toBe('Card checkout is not available here.')
  })

  it('tells a refusal for a course already held (409) apart from any other failure', async () => {
    const outcome = async (error: unknown) => {
      const machine = checkoutMachine.provide({
        actors: { createCheckout: fromPromise(async () => Promise.reject(error)) },
      })
      const actor = createActor(machine, { input: { kind: 'leave', request: benMaths } }).start()
      await flush()
      return actor.getSnapshot().value
    }
    expect(await outcome(checkoutFailures[409])).toBe('alreadySubscribed')
    expect(await outcome(checkoutFailures[500])).toBe('failed')
    expect(await outcome({ status: 400, message: 'The cart is empty.' })).toBe('failed')
    expect(await outcome('offline')).toBe('failed')
  })
})
