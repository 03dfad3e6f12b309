import { assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate'

/** Spec §9: the recorder checks its track every second. */
export const TRACK_CHECK_MS = 1000
export const MICROPHONE_DENIED =
  'Lantern needs your microphone to hear you. Ask a grown-up to allow the microphone, then try again.'
export const NO_MICROPHONE = "We couldn't find a microphone. Ask a grown-up to plug one in, then try again."
export const RECORDER_FAILED = 'Something went wrong with the recording. Please try again.'

/** What `requestMicrophone` resolves to: in the browser, a getUserMedia stream and its MediaRecorder (webm). */
export type MicrophoneHandle = {
  /** False once the track has ended: the microphone was unplugged or its permission taken away. */
  isLive(): boolean
  pause(): void
  resume(): void
  /** Stops recording and resolves to the recorded audio (a webm Blob in the browser). */
  stop(): Promise<unknown>
  /** Stops the microphone's tracks, so the browser's recording indicator goes off. */
  release(): void
}

export type Recording = { blob: unknown; fileName: string }
export type RecorderInput = { now?: () => number; trackCheckMs?: number }
export type TrackCheckInput = { handle: MicrophoneHandle; intervalMs: number }

type RecorderContext = {
  handle: MicrophoneHandle | null
  /** Time spent recording, pauses excluded, counted in track checks. */
  elapsedMs: number
  recording: Recording | null
  error: string | null
  /** The microphone went away mid-recording; what was recorded is kept. */
  interrupted: boolean
  trackCheckMs: number
  now: () => number
}

export type RecorderEvent =
  | { type: 'recorder.start' }
  | { type: 'recorder.pause' }
  | { type: 'recorder.resume' }
  | { type: 'recorder.stop' }
  | { type: 'recorder.discard' }
  | { type: 'recorder.tick' }
  | { type: 'recorder.trackEnded' }

const PERMISSION_ERRORS = ['NotAllowedError', 'PermissionDeniedError', 'SecurityError']
const MISSING_DEVICE_ERRORS = ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']
const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''

const trackCheckInput = ({ context }: { context: RecorderContext }): TrackCheckInput => ({
  handle: context.handle!,
  intervalMs: context.trackCheckMs,
})
const errorOf = ({ event }: { event: { error?: unknown } }) => event.error
const outputOf = ({ event }: { event: { output?: unknown } }) => event.output
const discard = { target: 'inactive', actions: ['releaseMicrophone', 'reset'] } as const
const retry = {
  'recorder.start': { target: 'requestingPermission', actions: 'clearError' },
  'recorder.discard': { target: 'inactive', actions: 'reset' },
} as const

export const recorderMachine = setup({
  types: {
    input: {} as RecorderInput,
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
  },
  actors: {
    requestMicrophone: fromPromise<MicrophoneHandle>(async () => {
      throw Object.assign(new Error('Recording is not available here.'), { name: 'NotSupportedError' })
    }),
    trackCheck: fromCallback<RecorderEvent, TrackCheckInput>(({ sendBack, input }) => {
      const timer = setInterval(
        () => sendBack({ type: input.handle.isLive() ? 'recorder.tick' : 'recorder.trackEnded' }),
        input.intervalMs,
      )
      return () => clearInterval(timer)
    }),
    finishRecording: fromPromise<unknown, { handle: MicrophoneHandle }>(({ input }) => input.handle.stop()),
  },
  actions: {
    pauseCapture: ({ context }) => context.handle?.pause(),
    resumeCapture: ({ context }) => context.handle?.resume(),
    releaseMicrophone: ({ context }) => context.handle?.release(),
    startRecording: assign((_, handle: MicrophoneHandle) => ({
      handle,
      elapsedMs: 0,
      recording: null,
      error: null,
      interrupted: false,
    })),
    countTick: assign({ elapsedMs: ({ context }) => context.elapsedMs + context.trackCheckMs }),
    markInterrupted: assign({ interrupted: true }),
    clearError: assign({ error: null }),
    keepRecording: assign(({ context }, blob: unknown) => ({
      handle: null,
      recording: { blob, fileName: `${context.now()}.webm` },
    })),
    showError: assign((_, error: unknown) => ({
      handle: null,
      error: MISSING_DEVICE_ERRORS.includes(errorName(error)) ? NO_MICROPHONE : RECORDER_FAILED,
    })),
    showDenied: assign({ handle: null, error: MICROPHONE_DENIED }),
    reset: assign({ handle: null, elapsedMs: 0, recording: null, error: null, interrupted: false }),
  },
  guards: {
    isDenied: (_, error: unknown) => PERMISSION_ERRORS.includes(errorName(error)),
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => ({
    handle: null,
    elapsedMs: 0,
    recording: null,
    error: null,
    interrupted: false,
    trackCheckMs: input.trackCheckMs ?? TRACK_CHECK_MS,
    now: input.now ?? Date.now,
  }),
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'recorder.start': 'requestingPermission',
        'recorder.discard': { actions: 'reset' },
      },
    },
    requestingPermission: {
      invoke: {
        id: 'requestMicrophone',
        src: 'requestMicrophone',
        onDone: {
          target: 'recording',
          actions: { type: 'startRecording', params: ({ event }) => event.output },
        },
        onError: [
          { guard: { type: 'isDenied', params: errorOf }, target: 'denied', actions: 'showDenied' },
          { target: 'error', actions: { type: 'showError', params: errorOf } },
        ],
      },
      // The app's requestMicrophone releases a stream that arrives after this (its abort signal fires).
      on: { 'recorder.discard': 'inactive' },
    },
    // The child is told kindly; starting again asks again (the browser may show its prompt once more).
    denied: { on: retry },
    error: { on: retry },
    recording: {
      invoke: { id: 'trackCheck', src: 'trackCheck', input: trackCheckInput },
      on: {
        'recorder.tick': { actions: 'countTick' },
        'recorder.pause': { target: 'paused', actions: 'pauseCapture' },
        'recorder.stop': 'stopping',
        'recorder.trackEnded': { target: 'stopping', actions: 'markInterrupted' },
        'recorder.discard': discard,
      },
    },
    // The track is still checked while paused, so an unplugged microphone is noticed at once.
    paused: {
      invoke: { id: 'trackCheck', src: 'trackCheck', input: trackCheckInput },
      on: {
        'recorder.resume': { target: 'recording', actions: 'resumeCapture' },
        'recorder.stop': 'stopping',
        'recorder.trackEnded': { target: 'stopping', actions: 'markInterrupted' },
        'recorder.discard': discard,
      },
    },
    // MediaRecorder hands over the last of the audio asynchronously after stop().
    stopping: {
      invoke: {
        id: 'finishRecording',
        src: 'finishRecording',
        input: ({ context }) => ({ handle: context.handle! }),
        onDone: {
          target: 'inactive',
          actions: ['releaseMicrophone', { type: 'keepRecording', params: outputOf }],
        },
        onError: {
          target: 'error',
          actions: ['releaseMicrophone', { type: 'showError', params: errorOf }],
        },
      },
      on: { 'recorder.discard': discard },
    },
  },
})

type RecorderSnapshot = SnapshotFrom<typeof recorderMachine>
export const selectRecording = (snapshot: RecorderSnapshot): Recording | null => snapshot.context.recording
export const selectElapsedMs = (snapshot: RecorderSnapshot): number => snapshot.context.elapsedMs
export const selectIsCapturing = (snapshot: RecorderSnapshot): boolean =>
  snapshot.matches('recording') || snapshot.matches('paused')
