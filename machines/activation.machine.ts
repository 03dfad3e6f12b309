import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { z } from 'zod'
import type { ActivatedCourseSchema } from '../contracts/activation'
import { messageOf } from './errors'

/** Spec §3: "Activated course: subject_id, subject_name" (with its course and dates). */
export type ActivatedCourse = z.infer<typeof ActivatedCourseSchema>
/** GET /activation/{code}. */
export type CheckedCode = { code: string; courses: ActivatedCourse[]; expires_at: string | null }
/** POST /activation. */
export type RedeemedCode = { child_id: number; courses: ActivatedCourse[] }
export type RedeemInput = { code: string; childId: number }

/** `code`: the one kept from the address (`/redeem/:code`, or `?activation_code=` through sign-in), if any. */
export type ActivationInput = { code: string | null }
type ActivationContext = {
  code: string | null
  checked: CheckedCode | null
  childId: number | null
  redeemed: RedeemedCode | null
  error: string | null
}

export type ActivationEvent =
  | { type: 'activation.check'; code: string }
  | { type: 'activation.redeem'; childId: number }
  | { type: 'activation.retry' }

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error
/** 400 a malformed code, 404 no such code, 410 used or expired: checking it again cannot help. */
const REFUSED = [400, 404, 410]

const check = {
  target: 'checking',
  actions: {
    type: 'takeCode',
    params: ({ event }: { event: ActivationEvent }) => {
      assertEvent(event, 'activation.check')
      return event.code
    },
  },
} as const
const redeem = {
  target: 'redeeming',
  actions: {
    type: 'chooseChild',
    params: ({ event }: { event: ActivationEvent }) => {
      assertEvent(event, 'activation.redeem')
      return event.childId
    },
  },
} as const

export const activationMachine = setup({
  types: {
    input: {} as ActivationInput,
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
  },
  actors: {
    // Provided by the host: GET /activation/{code} and POST /activation.
    checkActivationCode: fromPromise<CheckedCode, { code: string }>(async () => {
      throw new Error('Activation codes cannot be checked here.')
    }),
    redeemActivationCode: fromPromise<RedeemedCode, RedeemInput>(async () => {
      throw new Error('Activation codes cannot be redeemed here.')
    }),
  },
  actions: {
    // Provided by the host: forgets the code kept in local storage.
    clearStoredCode: () => {},
    takeCode: assign((_, code: string) => ({ code, checked: null, childId: null, error: null })),
    keepChecked: assign((_, checked: CheckedCode) => ({ checked, error: null })),
    chooseChild: assign((_, childId: number) => ({ childId, error: null })),
    keepRedeemed: assign((_, redeemed: RedeemedCode) => ({ redeemed, error: null })),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code.trim() !== '',
    isRefused: (_, error: unknown) => REFUSED.includes(Number(statusOf(error))),
    // A redeem's 404 is about the child (not one of the parent's), so only 410 says the code itself is dead.
    isGone: (_, error: unknown) => statusOf(error) === 410,
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ code: input.code, checked: null, childId: null, redeemed: null, error: null }),
  initial: 'opening',
  states: {
    // Transient: a code kept from the address is checked at once.
    opening: { always: [{ guard: 'hasCode', target: 'checking' }, { target: 'idle' }] },
    idle: { on: { 'activation.check': check } },
    // Spec §4: "Activation code: checked, then redeemed for a child, then cleared."
    checking: {
      invoke: {
        id: 'checkActivationCode',
        src: 'checkActivationCode',
        input: ({ context }) => ({ code: context.code! }),
        onDone: { target: 'checked', actions: { type: 'keepChecked', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isRefused', params: errorOf },
            target: 'invalid',
            actions: [{ type: 'showError', params: errorOf }, 'clearStoredCode'],
          },
          { target: 'checkFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    // The courses the code opens, and the parent's children to choose from.
    checked: { on: { 'activation.redeem': redeem, 'activation.check': check } },
    // A dead code is forgotten, so it does not follow the parent to every page; another can be typed.
    invalid: { on: { 'activation.check': check } },
    checkFailed: {
      on: { 'activation.retry': { target: 'checking', actions: 'clearError' }, 'activation.check': check },
    },
    redeeming: {
      invoke: {
        id: 'redeemActivationCode',
        src: 'redeemActivationCode',
        input: ({ context }) => ({ code: context.code!, childId: context.childId! }),
        onDone: {
          target: 'redeemed',
          actions: [{ type: 'keepRedeemed', params: ({ event }) => event.output }, 'clearStoredCode'],
        },
        onError: [
          // Used or expired since it was checked.
          {
            guard: { type: 'isGone', params: errorOf },
            target: 'invalid',
            actions: [{ type: 'showError', params: errorOf }, 'clearStoredCode'],
          },
          // 409: that child already has these courses, or the call failed; another child may be chosen.
          { target: 'redeemFailed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    redeemFailed: {
      on: { 'activation.retry': { target: 'redeeming', actions: 'clearError' }, 'activation.redeem': redeem },
    },
    redeemed: { type: 'final' },
  },
})

type ActivationSnapshot = SnapshotFrom<typeof activationMachine>
export const selectCheckedCode = (snapshot: ActivationSnapshot): CheckedCode | null =>
  snapshot.context.checked
export const selectActivationError = (snapshot: ActivationSnapshot): string | null => snapshot.context.error
