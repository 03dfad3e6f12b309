import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate'
import { LIMITS } from '../contracts/constants'
import { modelPaths, modelStarts } from './graph/model'
import {
  type AudioInput,
  COULD_NOT_READ_ALOUD,
  type SpeechItem,
  type SpeechQueueEvent,
  speechQueueMachine,
} from './speechQueue.machine'
import { replies, replyAudio, speakerTestUrl, speechQueueModel } from './speechQueue.model'
import { callbackDouble, promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof speechQueueMachine>

/** What must happen next when the current sound is over: the next reply is fetched, or nothing. */
const nextReply = (queue: SpeechItem[]) => (queue.length ? [`synthesize ${queue[0].messageId}`] : [])

/** Plan §8.2 and product.md §9 "Audio and timing", as the effects each event must cause. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const { queue, speakerTested } = before.context
  switch (event.type) {
    case 'speech.enable':
      // The speaker-test flag: the clip plays on the first enable of a session only.
      return before.matches('off')
        ? [speakerTested ? null : `play ${speakerTestUrl}`].filter((x) => x !== null)
        : []
    case 'speech.enqueue':
      return before.matches('idle') ? [`synthesize ${event.messageId}`] : []
    case 'xstate.done.actor.synthesize':
      return [`play ${event.output.audio_url}`]
    case 'xstate.error.actor.synthesize':
      return nextReply(queue)
    case 'audio.ended':
      return before.matches('testingSpeaker') ? ['remember speaker tested', ...nextReply(queue)] : []
    case 'audio.failed':
      return before.matches('testingSpeaker') ? nextReply(queue) : []
    default:
      // The 600 ms gap is over.
      return event.type.startsWith('xstate.after.audioGapMs') ? nextReply(queue) : []
  }
}

describe.each(modelStarts(speechQueueModel))('speechQueueMachine starting with %s', (start) => {
  const input = speechQueueModel.inputs[start]
  it.each(modelPaths(speechQueueModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const synthesize = promiseDouble<unknown, SpeechItem>(({ messageId }) => `synthesize ${messageId}`)
      const audio = callbackDouble<AnyEventObject, AudioInput>(({ url }) => `play ${url}`)
      return replayPath(path, {
        model: speechQueueModel,
        input,
        actors: { synthesize, audio },
        actions: (effect) => ({ rememberSpeakerTested: () => effect('remember speaker tested') }),
        rules: expectedEffects,
        everyStep: ({ real }) => {
          expect(audio.isRunning).toBe(real.matches('playing') || real.matches('testingSpeaker'))
          expect(synthesize.isRunning).toBe(real.matches('fetching'))
          if (synthesize.isRunning) expect(synthesize.inputs.at(-1)).toEqual(real.context.speaking)
        },
        states: {
          off: ({ real }) => expect(real.context.queue).toEqual([]),
          testingSpeaker: ({ real }) => expect(real.context.speakerTested).toBe(false),
          idle: ({ real, event }) => {
            expect(real.context.queue).toEqual([])
            expect(real.context.speaking).toBeNull()
            if (event.type === 'xstate.error.actor.synthesize')
              expect(real.context.note).toBe(COULD_NOT_READ_ALOUD)
          },
          fetching: ({ real }) => expect(replies).toContainEqual(real.context.speaking),
          playing: ({ real }) => {
            expect(real.context.audioUrl).toBe(replyAudio)
            expect(audio.inputs.at(-1)).toEqual({ url: replyAudio })
          },
          gap: ({ real, event, before }) => {
            expect(real.context.speaking).toBeNull()
            const note = { 'audio.failed': COULD_NOT_READ_ALOUD, 'audio.ended': null }[event.type]
            expect(real.context.note).toBe(note === undefined ? before.context.note : note)
          },
        },
      })
    },
  )
})

describe('speechQueueMachine in time', () => {
  it('waits 600 ms between two replies, and reads them in the order they came', async () => {
    const clock = new SimulatedClock()
    const played: string[] = []
    const ended: Array<() => void> = []
    const machine = speechQueueMachine.provide({
      actors: {
        synthesize: fromPromise(async ({ input }) => ({ audio_url: `/speech/${input.messageId}.mp3` })),
        audio: fromCallback<SpeechQueueEvent, AudioInput>(({ input, sendBack }) => {
          played.push(input.url)
          ended.push(() => sendBack({ type: 'audio.ended' }))
        }),
      },
    })
    const actor = createActor(machine, { input: { speakerTested: true, speakerTestUrl }, clock }).start()
    actor.send({ type: 'speech.enable' })
    for (const reply of replies) actor.send({ type: 'speech.enqueue', ...reply })
    await flush()
    expect(played).toEqual(['/speech/301.mp3'])
    ended[0]()
    clock.increment(LIMITS.AUDIO_GAP_MS - 1)
    await flush()
    expect(actor.getSnapshot().value).toBe('gap')
    clock.increment(1)
    await flush()
    expect(played).toEqual(['/speech/301.mp3', '/speech/302.mp3'])
  })

  it('forgets every waiting reply when spoken replies are turned off', () => {
    const actor = createActor(speechQueueMachine, { input: { speakerTested: true, speakerTestUrl } }).start()
    actor.send({ type: 'speech.enable' })
    for (const reply of replies) actor.send({ type: 'speech.enqueue', ...reply })
    actor.send({ type: 'speech.disable' })
    expect(actor.getSnapshot().value).toBe('off')
    expect(actor.getSnapshot().context.queue).toEqual([])
  })
})
