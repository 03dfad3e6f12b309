import { fromPromise } from 'xstate'
import type { MicrophoneHandle } from '../../machines/recorder.machine'

const WEBM = 'audio/webm'

function unsupported(): Error {
  return Object.assign(new Error('Recording is not available in this browser.'), {
    name: 'NotSupportedError',
  })
}

/** The recorder's `requestMicrophone` actor: getUserMedia and a MediaRecorder writing webm. */
export const requestMicrophone = fromPromise<MicrophoneHandle>(async ({ signal }) => {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw unsupported()
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  const release = () => {
    for (const track of stream.getTracks()) track.stop()
  }
  // Cancelled while the browser was asking: let go of the microphone at once.
  if (signal.aborted) {
    release()
    throw signal.reason
  }
  const recorder = new MediaRecorder(
    stream,
    MediaRecorder.isTypeSupported(WEBM) ? { mimeType: WEBM } : undefined,
  )
  const chunks: Blob[] = []
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  }
  recorder.start(250)
  const [track] = stream.getAudioTracks()
  const audio = () => new Blob(chunks, { type: recorder.mimeType || WEBM })
  return {
    isLive: () => track?.readyState === 'live',
    pause: () => {
      if (recorder.state === 'recording') recorder.pause()
    },
    resume: () => {
      if (recorder.state === 'paused') recorder.resume()
    },
    stop: () =>
      new Promise<Blob>((resolve) => {
        if (recorder.state === 'inactive') return resolve(audio())
        recorder.onstop = () => resolve(audio())
        recorder.stop()
      }),
    release,
  }
})
