import { useActorRef, useSelector } from '@xstate/react'
import { Mic, Square } from 'lucide-react'
import { useEffect, useState } from 'react'
import { dataState } from '../../machines/dataState'
import { messageOf } from '../../machines/errors'
import { recorderMachine, selectRecording } from '../../machines/recorder.machine'
import { css, cx } from '../../styled-system/css'
import { observe } from '../devtools/observe'
import { requestMicrophone } from '../quiz/microphone'
import { ChatSession } from './session'
import { iconButton, mutedText } from './styles'

const recorderLogic = recorderMachine.provide({ actors: { requestMicrophone } })
const recordingNow = css({ color: 'red.600', bg: 'red.50', borderRadius: 'full' })

/**
 * Speak instead of typing (product.md §9: the recording is webm, named by when it was made): the existing
 * recorder machine records, POST /chat/speech turns the recording into text, and the text joins what is already
 * in the message box for the child to read over and send. Shown only when the server has speech to text.
 */
export function MicButton() {
  const chat = ChatSession.useActorRef()
  const recorder = useActorRef(recorderLogic, { input: {}, inspect: observe })
  const state = useSelector(recorder, (s) => s.value)
  const recording = useSelector(recorder, selectRecording)
  const recorderError = useSelector(recorder, (s) => s.context.error)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!recording) return
    let current = true
    setSending(true)
    setProblem(null)
    import('../api/chat')
      .then(({ transcribeSpeech }) => transcribeSpeech(recording.blob as Blob, recording.fileName))
      .then((text) => {
        if (!current || !text.trim()) return
        const draft = chat.getSnapshot().context.draft.trim()
        chat.send({ type: 'chat.type', text: draft ? `${draft} ${text.trim()}` : text.trim() })
      })
      .catch((error: unknown) => current && setProblem(messageOf(error)))
      .finally(() => {
        if (!current) return
        setSending(false)
        recorder.send({ type: 'recorder.discard' })
      })
    return () => {
      current = false
    }
  }, [recording, chat, recorder])

  const capturing = state === 'recording' || state === 'paused'
  const label = capturing ? 'Stop and turn into text' : 'Speak your message'
  const status = sending
    ? 'Writing down what you said…'
    : state === 'requestingPermission'
      ? 'If your browser asks, choose Allow.'
      : capturing
        ? 'Listening…'
        : (problem ?? recorderError)

  return (
    <span
      data-flow="recorder"
      data-state={dataState(state)}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minWidth: 0 })}
    >
      <button
        type="button"
        className={cx(iconButton, capturing ? recordingNow : undefined)}
        aria-label={label}
        aria-pressed={capturing}
        disabled={sending || state === 'stopping'}
        onClick={() => recorder.send({ type: capturing ? 'recorder.stop' : 'recorder.start' })}
      >
        {capturing ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
      </button>
      <span role="status" className={cx(mutedText, css({ fontSize: 'xs' }))}>
        {status}
      </span>
    </span>
  )
}
