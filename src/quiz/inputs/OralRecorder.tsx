import { Mic, Pause, Play, RotateCcw, Square } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { dataState } from '../../../machines/dataState'
import { selectElapsedMs, selectRecording } from '../../../machines/recorder.machine'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Recorder, useAttachments } from '../session'

export const SPOKEN_ANSWER = 'Spoken answer (recording)'

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

type Props = { questionId: number; onAnswer: (value: string | null) => void; disabled?: boolean }

/** Oral questions: record, pause, resume, stop and record again; the webm goes with the submit. */
export function OralRecorder({ questionId, onAnswer, disabled }: Props) {
  const recorder = Recorder.useActorRef()
  const state = Recorder.useSelector((s) => s.value)
  const elapsed = Recorder.useSelector(selectElapsedMs)
  const recording = Recorder.useSelector(selectRecording)
  const error = Recorder.useSelector((s) => s.context.error)
  const interrupted = Recorder.useSelector((s) => s.context.interrupted)
  const { audio, setAudio } = useAttachments()

  useEffect(() => {
    if (!recording || audio?.fileName === recording.fileName) return
    setAudio({ questionId, blob: recording.blob as Blob, fileName: recording.fileName })
    onAnswer(SPOKEN_ANSWER)
  }, [recording, audio, questionId, setAudio, onAnswer])

  const mine = audio?.questionId === questionId ? audio : null
  const playback = useMemo(() => (mine ? URL.createObjectURL(mine.blob) : null), [mine])
  useEffect(() => () => (playback ? URL.revokeObjectURL(playback) : undefined), [playback])

  const start = () => recorder.send({ type: 'recorder.start' })
  const again = () => {
    recorder.send({ type: 'recorder.discard' })
    setAudio(null)
    onAnswer(null)
    recorder.send({ type: 'recorder.start' })
  }

  return (
    <section
      aria-label="Record your answer"
      data-flow="recorder"
      data-state={dataState(state)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p role="status" className={css({ fontWeight: '650' })}>
        {state === 'requestingPermission' && 'Asking for the microphone… If your browser asks, choose Allow.'}
        {state === 'recording' && 'Recording…'}
        {state === 'paused' && 'Paused'}
        {state === 'stopping' && 'Keeping your recording…'}
        {state === 'inactive' && !mine && 'Press Record, then read or say your answer out loud.'}
        {state === 'inactive' && mine && 'Your recording is ready. It is sent when you submit.'}
      </p>
      {state === 'recording' || state === 'paused' ? (
        <p
          role="timer"
          aria-label="Time recorded"
          className={css({ fontSize: '2xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })}
        >
          {clock(elapsed)}
        </p>
      ) : null}
      {(state === 'denied' || state === 'error') && error ? (
        <Alert status="warning" title="We can't hear you yet">
          {error}
        </Alert>
      ) : null}
      {interrupted && mine ? (
        <p className={css({ color: 'fg.muted' })}>The microphone stopped, so we kept what you recorded.</p>
      ) : null}
      {playback ? (
        // biome-ignore lint/a11y/useMediaCaption: the child's own recording has no transcript
        <audio controls src={playback} aria-label="Your recording" />
      ) : null}
      <div className={row}>
        {state === 'inactive' || state === 'denied' || state === 'error' ? (
          mine ? (
            <Button variant="outline" onClick={again} disabled={disabled}>
              <RotateCcw aria-hidden="true" />
              Record again
            </Button>
          ) : (
            <Button onClick={start} disabled={disabled}>
              <Mic aria-hidden="true" />
              {state === 'inactive' ? 'Record' : 'Try again'}
            </Button>
          )
        ) : null}
        {state === 'recording' ? (
          <Button variant="outline" onClick={() => recorder.send({ type: 'recorder.pause' })}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : null}
        {state === 'paused' ? (
          <Button variant="outline" onClick={() => recorder.send({ type: 'recorder.resume' })}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        ) : null}
        {state === 'recording' || state === 'paused' ? (
          <Button onClick={() => recorder.send({ type: 'recorder.stop' })}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        ) : null}
      </div>
    </section>
  )
}
