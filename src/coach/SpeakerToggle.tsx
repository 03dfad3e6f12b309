import { useActorRef, useSelector } from '@xstate/react'
import { Volume2, VolumeX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import { dataState } from '../../machines/dataState'
import {
  type AudioInput,
  type SpeechQueueEvent,
  speechQueueMachine,
} from '../../machines/speechQueue.machine'
import { css } from '../../styled-system/css'
import { setSpeechPlaying } from '../music/speaking'
import { Button } from '../ui/Button'
import { useChatSessionEvent } from './session'
import { mutedText } from './styles'

const TESTED_KEY = 'coach.speakerTested'

/**
 * The speaker test of product.md §9: a soft two-note chime (0.4 s, 8 kHz 8-bit WAV) made here, so the test needs
 * no file and no call to the server.
 */
function speakerTestWav(rate = 8000) {
  const samples = Math.round(rate * 0.4)
  const bytes = new Uint8Array(44 + samples)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i)
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples, true)
  text(8, 'WAVEfmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, rate, true)
  view.setUint32(28, rate, true)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  text(36, 'data')
  view.setUint32(40, samples, true)
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    const pitch = t < 0.2 ? 660 : 880
    const fade = Math.min(1, (samples - i) / (rate * 0.05), i / (rate * 0.01))
    bytes[44 + i] = 128 + Math.round(40 * fade * Math.sin(2 * Math.PI * pitch * t))
  }
  return bytes
}

/**
 * The chime's address, made once a page and let go once the test has played. It is a blob: address because the
 * page's Content-Security-Policy lets media come only from this server or blob: (never data:).
 */
let speakerTestUrl: string | null = null
function speakerTestClip() {
  speakerTestUrl ??= URL.createObjectURL(new Blob([speakerTestWav()], { type: 'audio/wav' }))
  return speakerTestUrl
}
function releaseSpeakerTestClip() {
  if (speakerTestUrl) URL.revokeObjectURL(speakerTestUrl)
  speakerTestUrl = null
}

function wasSpeakerTested() {
  try {
    return sessionStorage.getItem(TESTED_KEY) === 'true'
  } catch {
    return false
  }
}
function rememberSpeakerTested() {
  // The test plays once a browser session (product.md §9), so its sound is not needed again.
  releaseSpeakerTestClip()
  try {
    sessionStorage.setItem(TESTED_KEY, 'true')
  } catch {
    // Without storage the short test sound plays again after a reload; nothing else changes.
  }
}

function speakerTestInput() {
  const speakerTested = wasSpeakerTested()
  return { speakerTested, speakerTestUrl: speakerTested ? '' : speakerTestClip() }
}

/** The queue's `audio` actor: one HTMLAudioElement, stopped and let go when the machine moves on. */
const playAudio = fromCallback<SpeechQueueEvent, AudioInput>(({ input, sendBack }) => {
  const audio = new Audio(input.url)
  audio.onended = () => sendBack({ type: 'audio.ended' })
  audio.onerror = () => sendBack({ type: 'audio.failed' })
  // A browser that will not play without a tap, or a file it cannot read, skips to the next reply.
  audio.play().catch(() => sendBack({ type: 'audio.failed' }))
  return () => {
    audio.onended = null
    audio.onerror = null
    audio.pause()
    audio.removeAttribute('src')
  }
})

const synthesize = fromPromise<{ audio_url: string }, { messageId: number; text: string }>(
  async ({ input }) => {
    const { synthesizeSpeech } = await import('../api/chat')
    return synthesizeSpeech(input.messageId, input.text)
  },
)

/**
 * Spoken replies (plan §8.2, product.md §9): when on, each complete reply of the coach is read aloud, one after
 * another with a short gap. The first time in a browser session a short sound plays first, so the child knows
 * the speaker works. Shown only when the server can speak (getConfig().coach.textToSpeech).
 */
export function SpeakerToggle() {
  const [logic] = useState(() =>
    speechQueueMachine.provide({
      actors: { synthesize, audio: playAudio },
      actions: { rememberSpeakerTested },
    }),
  )
  const actor = useActorRef(logic, {
    input: speakerTestInput(),
  })
  const state = useSelector(actor, (s) => s.value)
  const note = useSelector(actor, (s) => s.context.note)
  const on = state !== 'off'
  // The background music drops under a spoken reply (ADR 0061); the queue's own timing is untouched.
  const speaking = state === 'playing' || state === 'testingSpeaker'
  useEffect(() => {
    setSpeechPlaying(speaking)
    return () => setSpeechPlaying(false)
  }, [speaking])
  useChatSessionEvent('coach.turnDone', (event) => {
    if (event.text.trim())
      actor.send({ type: 'speech.enqueue', messageId: event.messageId, text: event.text })
  })

  return (
    <div
      data-flow="speechQueue"
      data-state={dataState(state)}
      className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}
    >
      <Button
        size="sm"
        variant="outline"
        aria-pressed={on}
        onClick={() => actor.send({ type: on ? 'speech.disable' : 'speech.enable' })}
      >
        {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        Read replies aloud
      </Button>
      <span role="status" className={mutedText}>
        {state === 'testingSpeaker' ? 'Can you hear a short sound? That is your speaker.' : null}
        {state === 'fetching' || state === 'playing' ? 'Reading aloud…' : null}
        {on && note ? note : null}
      </span>
      {state === 'fetching' || state === 'playing' || state === 'gap' ? (
        <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'speech.stop' })}>
          Stop reading
        </Button>
      ) : null}
    </div>
  )
}
