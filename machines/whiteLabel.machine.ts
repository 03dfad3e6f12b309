import { assign, fromPromise, setup } from 'xstate'
import type { WhiteLabel } from '../contracts/auth'
import { messageOf } from './errors'

type WhiteLabelContext = { domain: string; whiteLabel: WhiteLabel | null; error: string | null }

export const whiteLabelMachine = setup({
  types: {
    input: {} as { domain: string },
    context: {} as WhiteLabelContext,
    events: {} as { type: 'whiteLabel.retry' },
  },
  actors: {
    // The app provides the real fetch; by default every domain uses the built-in branding.
    fetchWhiteLabel: fromPromise<WhiteLabel | null, { domain: string }>(async () => null),
  },
  guards: {
    hasConfig: (_, output: WhiteLabel | null) => output !== null,
  },
}).createMachine({
  id: 'whiteLabel',
  context: ({ input }) => ({ domain: input.domain, whiteLabel: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchWhiteLabel',
        src: 'fetchWhiteLabel',
        input: ({ context }) => ({ domain: context.domain }),
        onDone: [
          {
            guard: { type: 'hasConfig', params: ({ event }) => event.output },
            target: 'applied',
            actions: assign({ whiteLabel: ({ event }) => event.output, error: null }),
          },
          { target: 'builtIn', actions: assign({ whiteLabel: null, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ whiteLabel: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    applied: {},
    builtIn: {},
    // Built-in branding shows meanwhile; the error is kept so the app can log it or offer a retry.
    failed: {
      on: { 'whiteLabel.retry': 'loading' },
    },
  },
})
