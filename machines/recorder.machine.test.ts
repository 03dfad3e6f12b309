import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { modelPaths } from './graph/model'
import {
  type MicrophoneHandle,
  RECORDER_FAILED,
  recorderMachine,
  selectElapsedMs,
  selectIsCapturing,
  selectRecording,
  TRACK_CHECK_MS,
  type TrackCheckInput,
} from './recorder.machine'
import {
  recordedAudio as blob,
  microphone,
  microphoneErrors,
  recordingNow as now,
  recorderInput,
  recorderModel,
} from './recorder.model'
import { callbackDouble, promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof recorderMachine>

// File names are the epoch milliseconds when the recording was finished: 13 digits, then .webm (spec §9).
const FILE_NAME = /^\d{13}\.webm$/
const { trackCheckMs } = recorderInput
const { handle } = microphone
const start = 'a quiz page with an oral question'

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
  it.each(modelPaths(recorderModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const trackCheck = callbackDouble<AnyEventObject, TrackCheckInput>('check')
      return replayPath(path, {
        model: recorderModel,
        input: recorderInput,
        actors: {
          requestMicrophone: promiseDouble('request'),
          finishRecording: promiseDouble('finish'),
          trackCheck,
        },
        fakes: [microphone],
        rules: expectedEffects,
        everyStep: ({ real }) => {
          expect(selectIsCapturing(real)).toBe(real.matches('recording') || real.matches('paused'))
          expect(trackCheck.isRunning).toBe(selectIsCapturing(real))
          if (selectIsCapturing(real))
            expect(trackCheck.inputs.at(-1)).toEqual({ handle, intervalMs: trackCheckMs })
        },
        states: {
          inactive: ({ real, event, before }) => {
            expect(real.context.handle).toBeNull()
            if (event.type === 'xstate.done.actor.finishRecording') {
              expect(selectRecording(real)).toEqual({ blob, fileName: '1763712000000.webm' })
              expect(selectRecording(real)?.fileName).toMatch(FILE_NAME)
              expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
              expect(real.context.interrupted).toBe(before.context.interrupted)
            }
            // Cancelling the permission prompt keeps the recording made before; discarding anywhere else clears.
            if (event.type === 'recorder.discard' && !before.matches('requestingPermission')) {
              expect(real.context).toMatchObject({
                recording: null,
                elapsedMs: 0,
                error: null,
                interrupted: false,
              })
            }
          },
          requestingPermission: ({ real }) => {
            expect(real.context.error).toBeNull()
            expect(real.context.handle).toBeNull()
          },
          denied: ({ real }) => {
            expect(real.context.error).toBe(microphoneErrors.NotAllowedError)
          },
          error: ({ real, event }) => {
            const name = event.error?.name as keyof typeof microphoneErrors
            expect(real.context.error).toBe(microphoneErrors[name] ?? RECORDER_FAILED)
            expect(real.context.handle).toBeNull()
          },
          recording: ({ real, event, before }) => {
            expect(real.context.handle).toBe(handle)
            expect(selectRecording(real)).toBeNull()
            const elapsed = {
              'xstate.done.actor.requestMicrophone': 0,
              'recorder.tick': before.context.elapsedMs + trackCheckMs,
              'recorder.resume': before.context.elapsedMs,
            }[event.type]
            expect(selectElapsedMs(real)).toBe(elapsed)
          },
          paused: ({ real, before }) => {
            expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
          },
          stopping: ({ real, event, before }) => {
            expect(real.context.interrupted).toBe(event.type === 'recorder.trackEnded')
            expect(selectElapsedMs(real)).toBe(before.context.elapsedMs)
            expect(real.context.handle).toBe(handle)
          },
        },
      })
    },
  )
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
