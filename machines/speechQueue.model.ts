import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import { type SpeechQueueEvent, type SpeechQueueInput, speechQueueMachine } from './speechQueue.machine'

export const speakerTestUrl = '/sounds/can-you-hear-me.mp3'
export const replies = [
  { messageId: 301, text: 'Good try! What do you get when you add the two tens?' },
  { messageId: 302, text: 'Yes, that is 40. Now add the ones.' },
]
export const replyAudio = '/api/v1/media/speech/301.mp3'

export const speechQueueInputs = {
  'first time this session': { speakerTested: false, speakerTestUrl },
  'speaker already tested': { speakerTested: true, speakerTestUrl },
} satisfies Record<string, SpeechQueueInput>

export const speechQueueModel = defineModel({
  machine: speechQueueMachine,
  inputs: speechQueueInputs,
  events: (): SpeechQueueEvent[] => [
    ...replies.map((reply) => ({ type: 'speech.enqueue' as const, ...reply })),
    doneEvent('synthesize', { audio_url: replyAudio, content_type: 'audio/mpeg' }),
    errorEvent('synthesize', { message: 'Speech is not set up on this server.' }),
  ],
  eventName: (event) => (event.type === 'speech.enqueue' ? `reply-${event.messageId}` : undefined),
  traversal: () => ({
    filterEvents: ({ context, value }, event) => {
      // Replies arrive in order, each once; at most one waits behind the one being read.
      if (event.type === 'speech.enqueue') {
        const seen = [...context.queue, context.speaking].filter(Boolean).map((item) => item?.messageId)
        const next = seen.length ? Math.max(...(seen as number[])) + 1 : replies[0].messageId
        return event.messageId === next && context.queue.length === 0
      }
      // Turning speech off is walked from two states; the transition is the same from every state.
      if (event.type === 'speech.disable') return value === 'idle' || value === 'playing'
      return true
    },
  }),
  actorEvents: { audio: ['audio.ended', 'audio.failed'] },
  sees: {
    off: 'Replies are not read aloud; the speaker button is off',
    testingSpeaker: '"Can you hear me?" plays once; the speaker button is on',
    idle: 'The speaker button is on; nothing is being read',
    fetching: 'The reply being read shows a small speaker; "Getting ready to read…"',
    playing: 'The reply being read aloud shows a speaker and "Stop"',
    gap: 'A short pause before the next reply is read',
  },
  words: {
    guards: { isSpeakerTested: 'if the speaker was tested this session', hasQueued: 'if a reply is waiting' },
    delays: { audioGapMs: 'after the gap between replies' },
  },
})
