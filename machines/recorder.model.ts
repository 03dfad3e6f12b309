import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import {
  MICROPHONE_DENIED,
  type MicrophoneHandle,
  NO_MICROPHONE,
  RECORDER_FAILED,
  type RecorderEvent,
  recorderMachine,
} from './recorder.machine'

export const recordingNow = () => 1_763_712_000_000
export const recorderInput = { now: recordingNow, trackCheckMs: 250 }
export const recordedAudio = new Blob(['webm bytes'], { type: 'audio/webm' })

/** The microphone the model hands over; a replay listens to what the machine asks of it. */
function fakeMicrophone() {
  let report = (_: string) => {}
  const handle: MicrophoneHandle = {
    isLive: () => true,
    pause: () => report('pause'),
    resume: () => report('resume'),
    stop: async () => recordedAudio,
    release: () => report('release'),
  }
  return { handle, connect: (effect: (name: string) => void) => (report = effect) }
}
export const microphone = fakeMicrophone()

/** The message the child reads for each way getting the microphone can fail. */
export const microphoneErrors = {
  NotAllowedError: MICROPHONE_DENIED,
  NotFoundError: NO_MICROPHONE,
  NotReadableError: RECORDER_FAILED,
}

export const recorderModel = defineModel({
  machine: recorderMachine,
  inputs: { 'a quiz page with an oral question': recorderInput },
  events: () => [
    doneEvent<RecorderEvent>('requestMicrophone', microphone.handle),
    ...Object.keys(microphoneErrors).map((name) =>
      errorEvent<RecorderEvent>('requestMicrophone', { name, message: name }),
    ),
    doneEvent<RecorderEvent>('finishRecording', recordedAudio),
    errorEvent<RecorderEvent>('finishRecording', {
      name: 'InvalidStateError',
      message: 'No audio was recorded',
    }),
  ],
  // Two track checks are enough to show time adding up; more would only repeat.
  traversal: () => ({
    filterEvents: (snapshot, event) =>
      event.type !== 'recorder.tick' || snapshot.context.elapsedMs < 2 * recorderInput.trackCheckMs,
  }),
  actorEvents: { trackCheck: ['recorder.tick', 'recorder.trackEnded'] },
  sees: {
    inactive: 'Record; after a recording, "Your recording is ready" and a player',
    requestingPermission: 'Asking for the microphone… If your browser asks, choose Allow.',
    denied: "We can't hear you yet: ask a grown-up to allow the microphone",
    error: "We can't hear you yet: no microphone, or the recording went wrong",
    recording: 'Recording… with the time recorded',
    paused: 'Paused, with the time recorded',
    stopping: 'Keeping your recording…',
  },
  words: { guards: { isDenied: 'if the microphone was not allowed' } },
})
