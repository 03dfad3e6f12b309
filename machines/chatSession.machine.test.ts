import { NEVER } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromEventObservable, fromPromise, type SnapshotFrom } from 'xstate'
import {
  type ChatPage,
  type ChatSessionEmitted,
  type ChatStreamEvent,
  type ChatStreamInput,
  chatSessionMachine,
  type LoadHistoryInput,
  REACTION_FAILED_NOTE,
  type SaveReactionInput,
  STREAM_ENDED_MESSAGE,
} from './chatSession.machine'
import { chatSessionModel, dailyLimit, greetingNudge, question, threadId, turnIds } from './chatSession.model'
import { modelPaths, modelStarts } from './graph/model'
import { promiseDouble, streamDouble } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof chatSessionMachine>
const inConversation = (s: Snapshot, state: string) => s.matches({ conversation: state } as never)
const hasText = (s: Snapshot) => s.context.draft.trim() !== '' || s.context.attachments.length > 0

/** Plan §8.1 and calls.md, as the calls, stream openings and announcements each event must cause. */
function expectedEffects(event: AnyEventObject, before: Snapshot): string[] {
  const { context } = before
  const nudgeNext = context.queue.length > 0
  const ready = inConversation(before, 'ready') || inConversation(before, 'stopped')
  switch (event.type) {
    case 'xstate.init':
      return ['history 1']
    case 'xstate.done.actor.loadHistory':
    case 'xstate.done.actor.loadPage':
    case 'xstate.error.actor.loadPage':
      return nudgeNext ? ['stream'] : []
    case 'chat.retry':
      return inConversation(before, 'historyFailed') ? ['history 1'] : ['stream']
    // Product.md §9: total pages = ceil(total_count / size).
    case 'chat.loadOlder':
      return context.page < Math.ceil(context.totalCount / 20) ? [`history ${context.page + 1}`] : []
    case 'chat.send':
      return inConversation(before, 'ready') && hasText(before) && !context.limited ? ['stream'] : []
    case 'chat.type':
      return nudgeNext && !inConversation(before, 'streaming') ? ['stream'] : []
    case 'coach.start':
      return ready ? ['stream'] : []
    // The reply is complete: the machine that asked hears of it, and the thread is kept for the session.
    case 'chat.stream.done':
      return ['turn done', `keep ${event.threadId}`, ...(nudgeNext ? ['stream'] : [])]
    case 'chat.stream.error':
    case 'xstate.done.actor.chatStream':
      return ['turn failed']
    case 'xstate.error.actor.chatStream':
      return [event.error.status === 429 ? 'turn limited' : 'turn failed']
    case 'chat.stop':
      return ['turn stopped']
    case 'chat.dismiss':
      return nudgeNext ? ['stream'] : []
    case 'chat.like':
    case 'chat.dislike':
    case 'chat.bookmark':
      return [`react ${event.type.slice(5)} ${event.messageId}`]
    default:
      return []
  }
}

describe.each(modelStarts(chatSessionModel))('chatSessionMachine starting with %s', (start) => {
  const input = chatSessionModel.inputs[start]
  it.each(modelPaths(chatSessionModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const chatStream = streamDouble<AnyEventObject, ChatStreamInput>('stream')
      const loadHistory = promiseDouble<unknown, LoadHistoryInput>(({ page }) => `history ${page}`)
      const saveReaction = promiseDouble<unknown, SaveReactionInput>(
        ({ reaction, messageId }) => `react ${reaction} ${messageId}`,
      )
      return replayPath(path, {
        model: chatSessionModel,
        input,
        actors: { chatStream, loadHistory, saveReaction },
        actions: (effect) => ({
          keepThread: (_, id: string) => effect(`keep ${id}`),
          announceDone: () => effect('turn done'),
          announceFailed: (_, reason: string) => effect(`turn ${reason}`),
        }),
        rules: expectedEffects,
        everyStep: ({ real }) => {
          expect(chatStream.isRunning).toBe(inConversation(real, 'streaming'))
          if (chatStream.isRunning) {
            const { turn } = real.context
            expect(chatStream.inputs.at(-1)).toEqual({
              kind: 'student',
              threadId,
              sessionId: null,
              classId: null,
              quizId: null,
              questionPosition: null,
              turn,
            })
            expect(turn?.turnId).toBe(turnIds(real.context.turnCount))
          }
          // A message is never shown twice, whatever the server sends again.
          const ids = real.context.messages.map((m) => m.id)
          expect(new Set(ids).size).toBe(ids.length)
        },
        states: {
          'conversation.loadingHistory': ({ real }) => expect(real.context.messages).toEqual([]),
          'conversation.historyFailed': ({ real }) => expect(real.context.error).toBeTruthy(),
          'conversation.ready.idle': ({ real }) => expect(hasText(real)).toBe(false),
          'conversation.ready.composing': ({ real }) => expect(hasText(real)).toBe(true),
          'conversation.ready.loadingOlder': ({ real }) => expect(real.context.page).toBe(1),
          'conversation.ready': ({ real }) => expect(real.context.turn).toBeNull(),
          'conversation.streaming': ({ real, event, before }) => {
            if (event.type === 'chat.send')
              expect(real.context.turn).toMatchObject({
                text: before.context.draft.trim(),
                attachments: before.context.attachments,
                nudge: null,
              })
            if (event.type === 'coach.start' && real.context.queue.length === 0)
              expect(real.context.turn).toMatchObject({ text: '', nudge: greetingNudge })
          },
          'conversation.streaming.receiving': ({ real }) => expect(real.context.reply?.messageId).toBe(21),
          'conversation.stopped': ({ real }) => {
            expect(real.context.turn).toBeNull()
            const partial = real.context.messages.find((m) => m.id === 21)
            if (partial) expect(['stopped', 'complete']).toContain(partial.status)
          },
          'conversation.failed': ({ real, event }) => {
            const messages: Record<string, string> = {
              'chat.stream.error': 'The coach ran into a problem. Try again.',
              'xstate.done.actor.chatStream': STREAM_ENDED_MESSAGE,
              'xstate.error.actor.chatStream': 'Failed to fetch',
            }
            expect(real.context.error).toBe(messages[event.type])
            expect(real.context.turn).not.toBeNull()
          },
          'conversation.limited': ({ real }) => {
            expect(real.context.error).toBe(dailyLimit.message)
            expect(real.context.limited).toBe(true)
          },
          'reactions.idle': ({ real, event }) => {
            if (event.type === 'xstate.error.actor.saveReaction') {
              expect(real.context.note).toBe(REACTION_FAILED_NOTE)
              expect(real.context.messages.every((m) => !m.liked && !m.disliked && !m.bookmarked)).toBe(true)
            }
          },
          'reactions.saving': ({ real }) => expect(real.context.reacting).not.toBeNull(),
        },
      })
    },
  )
})

/** A chat session whose calls never settle by themselves: the test sends their outcomes. */
const session = () =>
  createActor(
    chatSessionMachine.provide({
      actors: {
        loadHistory: fromPromise<ChatPage, LoadHistoryInput>(() => new Promise(() => {})),
        chatStream: fromEventObservable<ChatStreamEvent, ChatStreamInput>(() => NEVER),
      },
    }),
    { input: chatSessionModel.inputs['a student asking a question'] },
  )
const emptyHistory = {
  type: 'xstate.done.actor.loadHistory',
  output: { items: [], total_count: 0, page: 1, size: 20 },
}

describe('chatSessionMachine', () => {
  it('holds a nudge until the reply streaming now is done, then starts it and announces each turn', () => {
    const actor = session()
    const heard: ChatSessionEmitted[] = []
    actor.on('*', (event) => heard.push(event))
    actor.start()
    actor.send(emptyHistory as never)
    actor.send({ type: 'chat.type', text: question })
    actor.send({ type: 'chat.send' })
    actor.send({ type: 'coach.start', nudge: greetingNudge })
    expect(actor.getSnapshot().context.queue).toHaveLength(1)
    actor.send({ type: 'chat.stream.tokens', messageId: 21, text: 'Think ' })
    actor.send({ type: 'chat.stream.tokens', messageId: 21, text: 'in eighths.' })
    actor.send({ type: 'chat.stream.done', threadId, messageId: 21, title: null, answeredBy: 'offline' })
    const { context } = actor.getSnapshot()
    expect(context.turn?.nudge).toEqual(greetingNudge)
    expect(context.messages.at(-1)).toMatchObject({ id: 21, text: 'Think in eighths.', status: 'complete' })
    expect(heard).toEqual([{ type: 'coach.turnDone', nudge: null, messageId: 21, text: 'Think in eighths.' }])
  })

  it('keeps sending off for the rest of the page once the daily limit is reached', () => {
    const actor = session().start()
    actor.send(emptyHistory as never)
    actor.send({ type: 'chat.type', text: question })
    actor.send({ type: 'chat.send' })
    actor.send({ type: 'xstate.error.actor.chatStream', error: dailyLimit } as never)
    actor.send({ type: 'chat.dismiss' })
    actor.send({ type: 'chat.type', text: 'One more?' })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().matches({ conversation: { ready: 'composing' } })).toBe(true)
  })
})
