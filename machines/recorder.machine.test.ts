import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import {
  MICROPHONE_DENIED,
  type MicrophoneHandle,
  NO_MICROPHONE,
  RECORDER_FAILED,
  type RecorderEvent,
  recorderMachine,
  selectElapsedMs,
  selectIsCapturing,
  selectRecording,
  TRACK_CHECK_MS,
  type TrackCheckInput,
} from './recorder.machine'
import {
  controlledActors,
  createTestModelWithActors,
  declaredTransitions,
  doneEvent,
  errorEvent,
  flush,
  pathName,
  reachedStates,
  walkedTransitions,
  walkPath,
} from './testing'

type Snapshot = SnapshotFrom<typeof recorderMachine>

// File names are the epoch milliseconds when the recording was finished: 13 digits, then .webm (spec §9).
const FILE_NAME = /^\d{13}\.webm$/
const now = () => 1_763_712_000_000
const trackCheckMs = 250
const input = { now, trackCheckMs }
const blob = new Blob(['webm bytes'], { type: 'audio/webm' })

const calls: string[] = []
const handle: MicrophoneHandle = {
  isLive: () => true,
  pause: () => calls.push('pause'),
  resume: () => calls.push('resume'),
  stop: async () => blob,
  release: () => calls.push('release'),
}

const errors = {
  NotAllowedError: MICROPHONE_DENIED,
  NotFoundError: NO_MICROPHONE,
  NotReadableError: RECORDER_FAILED,
}
const events: RecorderEvent[] = [
  doneEvent('requestMicrophone', handle),
  ...Object.keys(errors).map((name) =>
    errorEvent<RecorderEvent>('requestMicrophone', { name, message: name }),
  ),
  doneEvent('finishRecording', blob),
  errorEvent('finishRecording', { name: 'InvalidStateError', message: 'No audio was recorded' }),
]

const model = createTestModelWithActors(recorderMachine, { input, events })
// Two track checks are enough to show time adding up; more would only repeat.
const paths = model.getShortestPaths({
  filterEvents: (snapshot, event) =>
    event.type !== 'recorder.tick' || snapshot.context.elapsedMs < 2 * trackCheckMs,
})

/** The side effects each event must cause, from the spec and the browser's rules, apart from the machine. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const capturing = before.matches('recording') || before.matches('paused')
  switch (event.type) {
    case 'recorder.start':
      return ['request']
    case 'xstate.done.actor.requestMicrophone':
      return ['check']
    case 'recorder.pause':
      return ['pause', 'check']
    case 'recorder.resume':
      return ['resume', 'check']
    case 'recorder.stop':
    case 'recorder.trackEnded':
      return ['finish']
    case 'recorder.discard':
      return capturing || before.matches('stopping') ? ['release'] : []
    case 'xstate.done.actor.finishRecording':
    case 'xstate.error.actor.finishRecording':
      return ['release']
    default:
      return []
  }
}

describe('recorderMachine', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    calls.length = 0
    const checks: TrackCheckInput[] = []
    let sendBack: ((event: RecorderEvent) => void) | null = null
    const promises = controlledActors((src) => calls.push(src === 'requestMicrophone' ? 'request' : 'finish'))
    const actor = createActor(
      recorderMachine.provide({
        actors: {
          requestMicrophone: promises.create('requestMicrophone'),
          finishRecording: promises.create('finishRecording'),
          trackCheck: fromCallback<RecorderEvent, TrackCheckInput>(
            ({ sendBack: send, input: checkInput }) => {
              calls.push('check')
              checks.push(checkInput)
              sendBack = send
              return () => {
                sendBack = null
              }
            },
          ),
        },
      }),
      { input },
    ).start()

    let last: AnyEventObject = { type: 'xstate.init' }
    let before = actor.getSnapshot()
    const run = (event: AnyEventObject) => {
      last = event
      before = actor.getSnapshot()
      calls.length = 0
      if (promises.settle(event)) return
      if (event.type === 'recorder.tick' || event.type === 'recorder.trackEnded') {
        if (!sendBack) throw new Error('the track is not being checked')
        return sendBack(event as RecorderEvent)
      }
      actor.send(event as RecorderEvent)
    }
    const like = (model: Snapshot) => {
      const real = actor.getSnapshot()
      expect(real.value).toEqual(model.value)
      expect(real.context).toEqual(model.context)
      expect(calls).toEqual(expectedEffects(last, before))
      expect(selectIsCapturing(real)).toBe(real.matches('recording') || real.matches('paused'))
      expect(sendBack !== null).toBe(selectIsCapturing(real))
      if (selectIsCapturing(real)) expect(checks.at(-1)).toEqual({ handle, intervalMs: trackCheckMs })
      return real
    }

    await walkPath(path, run, {
      inactive: (model) => {
        const real = like(model)
        expect(real.context.handle).toBeNull()
        if (last.type === 'xstate.done.actor.finishRecording') {
          expect(selectRecording(real)).toEqual({ blob, fileName: '1763712000000.webm' })
          expect(selectRecording(real)?.fileName).toMatch(FILE_NAME)
          expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
          expect(real.context.interrupted).toBe(before.context.interrupted)
        }
        // Cancelling the permission prompt keeps the recording made before; discarding anywhere else clears.
        if (last.type === 'recorder.discard' && !before.matches('requestingPermission')) {
          expect(real.context).toMatchObject({
            recording: null,
            elapsedMs: 0,
            error: null,
            interrupted: false,
          })
        }
      },
      requestingPermission: (model) => {
        const real = like(model)
        expect(real.context.error).toBeNull()
        expect(real.context.handle).toBeNull()
      },
      denied: (model) => {
        const real = like(model)
        expect(real.context.error).toBe(MICROPHONE_DENIED)
      },
      error: (model) => {
        const real = like(model)
        const name = last.error?.name as keyof typeof errors
        expect(real.context.error).toBe(errors[name] ?? RECORDER_FAILED)
        expect(real.context.handle).toBeNull()
      },
      recording: (model) => {
        const real = like(model)
        expect(real.context.handle).toBe(handle)
        expect(selectRecording(real)).toBeNull()
        const elapsed = {
          'xstate.done.actor.requestMicrophone': 0,
          'recorder.tick': before.context.elapsedMs + trackCheckMs,
          'recorder.resume': before.context.elapsedMs,
        }[last.type]
        expect(selectElapsedMs(real)).toBe(elapsed)
      },
      paused: (model) => {
        const real = like(model)
        expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
      },
      stopping: (model) => {
        const real = like(model)
        expect(real.context.interrupted).toBe(last.type === 'recorder.trackEnded')
        expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
        expect(real.context.handle).toBe(handle)
      },
    })
    actor.stop()
  })

  it('reaches every state and walks every transition', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      ['denied', 'error', 'inactive', 'paused', 'recording', 'requestingPermission', 'stopping'].sort(),
    )
    const walked = walkedTransitions(paths)
    expect([...declaredTransitions(recorderMachine)].filter((t) => !walked.has(t))).toEqual([])
  })
})

describe('recorderMachine with its own track check and finish', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('checks the track every second, counts recorded time only, and keeps the audio when the track ends', async () => {
    vi.useFakeTimers()
    let live = true
    const released: string[] = []
    const paused: string[] = []
    const microphone: MicrophoneHandle = {
      isLive: () => live,
      pause: () => paused.push('pause'),
      resume: () => paused.push('resume'),
      stop: async () => blob,
      release: () => released.push('release'),
    }
    const real = createActor(
      recorderMachine.provide({ actors: { requestMicrophone: fromPromise(async () => microphone) } }),
      { input: { now } },
    ).start()
    expect(real.getSnapshot().context.trackCheckMs).toBe(TRACK_CHECK_MS)
    real.send({ type: 'recorder.start' })
    await vi.advanceTimersByTimeAsync(0)
    expect(real.getSnapshot().value).toBe('recording')
    await vi.advanceTimersByTimeAsync(2999)
    expect(selectElapsedMs(real.getSnapshot())).toBe(2000)
    await vi.advanceTimersByTimeAsync(1)
    expect(selectElapsedMs(real.getSnapshot())).toBe(3000)
    real.send({ type: 'recorder.pause' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(selectElapsedMs(real.getSnapshot())).toBe(3000)
    real.send({ type: 'recorder.resume' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(selectElapsedMs(real.getSnapshot())).toBe(4000)
    expect(paused).toEqual(['pause', 'resume'])
    live = false
    await vi.advanceTimersByTimeAsync(1000)
    const snapshot = real.getSnapshot()
    expect(snapshot.value).toBe('inactive')
    expect(snapshot.context.interrupted).toBe(true)
    expect(selectRecording(snapshot)).toEqual({ blob, fileName: '1763712000000.webm' })
    expect(released).toEqual(['release'])
  })

  it('tells the child kindly when no microphone can be used at all', async () => {
    const actor = createActor(recorderMachine, { input: {} }).start()
    actor.send({ type: 'recorder.start' })
    await flush()
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toBe(RECORDER_FAILED)
  })
})
