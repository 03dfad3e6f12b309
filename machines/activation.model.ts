import {
  type ActivatedCourse,
  type ActivationEvent,
  type ActivationInput,
  activationMachine,
  type CheckedCode,
  type RedeemedCode,
} from './activation.machine'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

export const DEMO_CODE = 'DEMO-P5-SCIENCE'
const science: ActivatedCourse = {
  course_id: 52,
  subject_id: 2,
  subject_name: 'Science',
  course_name: 'P5 Science',
  activated_at: null,
  expires_at: null,
}
export const checkedCode: CheckedCode = {
  code: DEMO_CODE,
  courses: [science],
  expires_at: '2027-12-31T00:00:00.000Z',
}
export const redeemedCode: RedeemedCode = {
  child_id: 12,
  courses: [{ ...science, activated_at: '2026-11-24T09:00:00.000Z' }],
}
export const ben = 12
export const ava = 11

/** How each call can fail, by the status the host's actor rejects with. */
export const activationFailures = {
  check: {
    404: { status: 404, message: "We couldn't find that code. Check it and try again." },
    410: { status: 410, message: 'This code has already been used or has expired.' },
    network: { name: 'TypeError', message: 'We could not reach Lantern.' },
  },
  redeem: {
    409: { status: 409, message: 'Ben already has P5 Science.' },
    410: { status: 410, message: 'This code has already been used or has expired.' },
    network: { name: 'TypeError', message: 'We could not reach Lantern.' },
  },
}

export const activationModel = defineModel({
  machine: activationMachine,
  inputs: {
    'a code in the address': { code: DEMO_CODE },
    'no code yet': { code: null },
  } satisfies Record<string, ActivationInput>,
  events: (): ActivationEvent[] => [
    { type: 'activation.check', code: DEMO_CODE },
    { type: 'activation.redeem', childId: ben },
    { type: 'activation.redeem', childId: ava },
    { type: 'activation.retry' },
    doneEvent('checkActivationCode', checkedCode),
    ...Object.values(activationFailures.check).map((e) =>
      errorEvent<ActivationEvent>('checkActivationCode', e),
    ),
    doneEvent('redeemActivationCode', redeemedCode),
    ...Object.values(activationFailures.redeem).map((e) =>
      errorEvent<ActivationEvent>('redeemActivationCode', e),
    ),
  ],
  eventName: (event) => {
    const { type, error } = event as { type: string; error?: { status?: number } }
    if (type.startsWith('xstate.error.actor.')) return String(error?.status ?? 'network')
    if (event.type === 'activation.redeem') return event.childId === ben ? 'ben' : 'ava'
    return undefined
  },
  // A second child is tried only after the first was refused: enough to show choosing again.
  traversal: () => ({
    filterEvents: ({ context }, event) =>
      event.type !== 'activation.redeem' || event.childId === ben || context.childId === ben,
  }),
  sees: {
    idle: "Enter your activation code, with 'Check code'",
    checking: 'Checking your code…',
    checked: "What the code opens (P5 Science, until 31 Dec 2027), 'Choose a child' and 'Redeem'",
    invalid: 'The code was not found, or was used or has expired; enter another',
    checkFailed: "We couldn't check the code, with 'Try again'",
    redeeming: 'Unlocking P5 Science for Ben…',
    redeemFailed:
      "Ben already has these subjects, or it did not go through; choose another child or 'Try again'",
    redeemed: "Done: Ben can now use P5 Science, with a link to Ben's page",
  },
  words: {
    guards: {
      hasCode: 'if a code came in the address',
      isRefused: 'if no such code, or used or expired (400, 404, 410)',
      isGone: 'if the code was used or has expired (410)',
    },
  },
})
