import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { LIMITS } from '../contracts/constants'

/**
 * The coach's spoken replies, one after another with a 600 ms gap (product.md §9 "The gap between queued audio
 * messages is 600 ms"; plan §8.2). The first `speech.enable` of a browser session plays a short "Can you hear
 * me?" clip (the speaker-test flag of product.md §9, kept in session storage by the host).
 *
 * Accepts: `speech.enable`, `speech.disable`, `speech.enqueue {messageId, text}` (the wiring sends it on the chat
 * session's `coach.turnDone` while spoken replies are on), `speech.stop`; from the `audio` actor `audio.ended`,
 * `audio.failed`. Emits nothing: the page reads `speaking` and `note` from the snapshot.
 * Provided by the app: `synthesize` (POST /chat/{id}/speech → {audio_url}), `audio` (an HTMLAudioElement playing
 * `input.url`, sending `audio.ended`/`audio.failed`), and the action `rememberSpeakerTested`.
 */
export const COULD_NOT_READ_ALOUD = 'Could not read this aloud.'
export type SpeechItem = { messageId: number; text: string }
export type SpeechQueueInput = { speakerTested: boolean; speakerTestUrl: string }
export type AudioInput = { url: string }
export type SpeechQueueEvent =
  | { type: 'speech.enable' }
  | { type: 'speech.disable' }
  | { type: 'speech.enqueue'; messageId: number; text: string }
  | { type: 'speech.stop' }
  | { type: 'audio.ended' }
  | { type: 'audio.failed' }

type Context = {
  queue: SpeechItem[]
  speaking: SpeechItem | null
  audioUrl: string | null
  speakerTested: boolean
  speakerTestUrl: string
  /** A reply that could not be read aloud, said once beside it. */
  note: string | null
}

const enqueue = { actions: 'enqueue' } as const
const stop = { target: '#speechQueue.idle', actions: 'clearQueue' } as const

export const speechQueueMachine = setup({
  types: {
    input: {} as SpeechQueueInput,
    context: {} as Context,
    events: {} as SpeechQueueEvent,
  },
  actors: {
    synthesize: fromPromise<{ audio_url: string }, SpeechItem>(async () => {
      throw new Error('Reading aloud is not available here.')
    }),
    audio: fromCallback<SpeechQueueEvent, AudioInput>(({ sendBack }) => {
      sendBack({ type: 'audio.failed' })
    }),
  },
  delays: { audioGapMs: LIMITS.AUDIO_GAP_MS },
  actions: {
    rememberSpeakerTested: () => {},
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'speech.enqueue'
          ? [...context.queue, { messageId: event.messageId, text: event.text }]
          : context.queue,
    }),
    markSpeakerTested: assign({ speakerTested: true }),
    takeNext: assign(({ context }) => ({
      speaking: context.queue[0] ?? null,
      queue: context.queue.slice(1),
      audioUrl: null,
      note: null,
    })),
    play: assign((_, url: string) => ({ audioUrl: url })),
    couldNotRead: assign({ note: COULD_NOT_READ_ALOUD, speaking: null, audioUrl: null }),
    finishItem: assign({ speaking: null, audioUrl: null }),
    clearQueue: assign({ queue: [], speaking: null, audioUrl: null }),
  },
  guards: {
    isSpeakerTested: ({ context }) => context.speakerTested,
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'speechQueue',
  context: ({ input }) => ({
    queue: [],
    speaking: null,
    audioUrl: null,
    speakerTested: input.speakerTested,
    speakerTestUrl: input.speakerTestUrl,
    note: null,
  }),
  initial: 'off',
  // Turning spoken replies off forgets what was waiting, wherever the queue was.
  on: { 'speech.disable': { target: '.off', actions: 'clearQueue' } },
  states: {
    off: {
      on: {
        'speech.enable': [{ guard: 'isSpeakerTested', target: 'idle' }, { target: 'testingSpeaker' }],
      },
    },
    // Product.md §9: the speaker-test flag persists in session storage, so the clip plays once a session.
    testingSpeaker: {
      invoke: { id: 'audio', src: 'audio', input: ({ context }) => ({ url: context.speakerTestUrl }) },
      on: {
        'speech.enqueue': enqueue,
        'audio.ended': { target: 'next', actions: ['markSpeakerTested', 'rememberSpeakerTested'] },
        'audio.failed': 'next',
        'speech.stop': stop,
      },
    },
    // Transient: the next reply in line, or rest.
    next: { always: [{ guard: 'hasQueued', target: 'fetching' }, { target: 'idle' }] },
    idle: { on: { 'speech.enqueue': { target: 'fetching', ...enqueue } } },
    fetching: {
      entry: 'takeNext',
      invoke: {
        id: 'synthesize',
        src: 'synthesize',
        input: ({ context }) => context.speaking ?? { messageId: 0, text: '' },
        onDone: {
          target: 'playing',
          actions: { type: 'play', params: ({ event }) => event.output.audio_url },
        },
        // Plan §8.2: logged, with a small "Could not read this aloud"; the next reply is not held up.
        onError: { target: 'next', actions: 'couldNotRead' },
      },
      on: { 'speech.enqueue': enqueue, 'speech.stop': stop },
    },
    playing: {
      invoke: { id: 'audio', src: 'audio', input: ({ context }) => ({ url: context.audioUrl ?? '' }) },
      on: {
        'speech.enqueue': enqueue,
        'audio.ended': { target: 'gap', actions: 'finishItem' },
        'audio.failed': { target: 'gap', actions: 'couldNotRead' },
        'speech.stop': stop,
      },
    },
    // Product.md §9: 600 ms between two spoken replies.
    gap: {
      after: { audioGapMs: 'next' },
      on: { 'speech.enqueue': enqueue, 'speech.stop': stop },
    },
  },
})
