import { assertEvent, assign, emit, fromEventObservable, fromPromise, setup } from 'xstate'
import type { ChatMessage } from '../contracts/chat-schemas'
import { LIMITS } from '../contracts/constants'
import {
  type ChatFile,
  type ChatNudge,
  type ChatPage,
  type ChatSessionContext,
  type ChatSessionEmitted,
  type ChatSessionEvent,
  type ChatSessionInput,
  type ChatStreamEvent,
  type ChatStreamInput,
  hasOlderPage,
  keepPartialReply,
  type LoadHistoryInput,
  OLDER_FAILED_NOTE,
  REACTION_FAILED_NOTE,
  type Reaction,
  type SaveReactionInput,
  toggled,
  upsert,
} from './chatSession.context'
import { messageOf } from './errors'

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : null
const reactionOf = (type: string): Reaction => type.replace('chat.', '') as Reaction
const nextTurn = (
  context: ChatSessionContext,
  text: string,
  attachments: ChatFile[],
  nudge: ChatNudge | null,
) => ({
  turnCount: context.turnCount + 1,
  turn: { turnId: context.turnIds(context.turnCount + 1), text, attachments, nudge },
  reply: null,
  error: null,
})

/** Named actors, guards and actions of the chat session; the app provides the actors and `keepThread`. */
export const chatSessionSetup = setup({
  types: {
    input: {} as ChatSessionInput,
    context: {} as ChatSessionContext,
    events: {} as ChatSessionEvent,
    emitted: {} as ChatSessionEmitted,
  },
  actors: {
    loadHistory: fromPromise<ChatPage, LoadHistoryInput>(async () => {
      throw new Error('Earlier messages cannot be loaded here.')
    }),
    chatStream: fromEventObservable<ChatStreamEvent, ChatStreamInput>(() => ({
      subscribe: (observer) => {
        if (typeof observer !== 'function') observer.error?.(new Error('The coach is not available here.'))
        return { unsubscribe: () => {} }
      },
    })),
    saveReaction: fromPromise<ChatMessage, SaveReactionInput>(async () => {
      throw new Error('Reactions cannot be saved here.')
    }),
  },
  actions: {
    /** Product.md §9: the chat thread (and a visitor's session) persist in session storage. */
    keepThread: (_, _threadId: string) => {},
    announceDone: emit(({ context }, { messageId }: { messageId: number }) => ({
      type: 'coach.turnDone' as const,
      nudge: context.turn?.nudge ?? null,
      messageId,
      text: context.messages.find((m) => m.id === messageId)?.text ?? context.reply?.text ?? '',
    })),
    announceFailed: emit(({ context }, reason: 'failed' | 'stopped' | 'limited') => ({
      type: 'coach.turnFailed' as const,
      nudge: context.turn?.nudge ?? null,
      reason,
    })),
    showFirstPage: assign((_, page: ChatPage) => ({
      messages: [...page.items].reverse(),
      page: 1,
      totalCount: page.total_count,
      error: null,
    })),
    showOlderPage: assign(({ context }, page: ChatPage) => ({
      messages: [...[...page.items].reverse(), ...context.messages],
      page: context.page + 1,
      totalCount: page.total_count,
      note: null,
    })),
    noteOlderFailed: assign({ note: OLDER_FAILED_NOTE }),
    showError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'chat.type')
      return { draft: event.text }
    }),
    attach: assign(({ context, event }) => {
      assertEvent(event, 'chat.attach')
      return { attachments: [...context.attachments, ...event.files] }
    }),
    removeAttachment: assign(({ context, event }) => {
      assertEvent(event, 'chat.removeAttachment')
      return { attachments: context.attachments.filter((_, i) => i !== event.index) }
    }),
    startTurn: assign(({ context }) => ({
      ...nextTurn(context, context.draft.trim(), context.attachments, null),
      draft: '',
      attachments: [],
    })),
    startNudge: assign(({ context, event }) => {
      assertEvent(event, 'coach.start')
      return nextTurn(context, event.text ?? '', [], event.nudge)
    }),
    queueNudge: assign(({ context, event }) => {
      assertEvent(event, 'coach.start')
      return {
        queue: [...context.queue, { nudge: event.nudge, ...(event.text ? { text: event.text } : {}) }],
      }
    }),
    startQueued: assign(({ context }) => {
      const [first, ...rest] = context.queue
      return { ...nextTurn(context, first.text ?? '', [], first.nudge), queue: rest }
    }),
    keepMessage: assign(({ context, event }) => {
      assertEvent(event, 'chat.stream.message')
      const { message } = event
      const reply = message.from_user ? context.reply : { messageId: message.id, text: message.text }
      return { messages: upsert(context.messages, message), reply }
    }),
    appendTokens: assign(({ context, event }) => {
      assertEvent(event, 'chat.stream.tokens')
      const before = context.reply?.messageId === event.messageId ? context.reply.text : ''
      return { reply: { messageId: event.messageId, text: before + event.text } }
    }),
    replaceReply: assign(({ event }) => {
      assertEvent(event, 'chat.stream.replace')
      return { reply: { messageId: event.messageId, text: event.text } }
    }),
    finishTurn: assign(({ context, event }) => {
      assertEvent(event, 'chat.stream.done')
      return {
        messages: keepPartialReply(context, 'complete'),
        threadId: event.threadId,
        turn: null,
        reply: null,
      }
    }),
    failTurn: assign((_, message: string) => ({ error: message })),
    settleStopped: assign(({ context }) => ({
      messages: keepPartialReply(context, 'stopped'),
      turn: null,
      reply: null,
    })),
    forgetTurn: assign({ turn: null, reply: null, error: null }),
    forgetError: assign({ error: null, reply: null }),
    limit: assign({ limited: true, turn: null, reply: null }),
    react: assign(({ context, event }) => {
      assertEvent(event, ['chat.like', 'chat.dislike', 'chat.bookmark'])
      const message = context.messages.find((m) => m.id === event.messageId)!
      const after = toggled(message, reactionOf(event.type))
      return {
        reacting: message,
        note: null,
        messages: context.messages.map((m) => (m === message ? after : m)),
      }
    }),
    keepReaction: assign(({ context }, saved: ChatMessage) => ({
      reacting: null,
      messages: upsert(context.messages, saved),
    })),
    undoReaction: assign(({ context }) => ({
      reacting: null,
      note: REACTION_FAILED_NOTE,
      messages: context.reacting ? upsert(context.messages, context.reacting) : context.messages,
    })),
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '' || context.attachments.length > 0,
    canSend: ({ context }) =>
      !context.limited && (context.draft.trim() !== '' || context.attachments.length > 0),
    canAttach: ({ context, event }) =>
      event.type === 'chat.attach' &&
      context.attachmentsAllowed &&
      context.attachments.length + event.files.length <= LIMITS.CHAT_FILES_MAX,
    hasOlder: ({ context }) => hasOlderPage(context),
    hasQueued: ({ context }) => context.queue.length > 0,
    isLimited: (_, error: unknown) => statusOf(error) === 429,
    /** Likes and dislikes are for the coach's replies; anything can be bookmarked (calls.md). */
    canReact: ({ context, event }) => {
      if (event.type !== 'chat.like' && event.type !== 'chat.dislike' && event.type !== 'chat.bookmark')
        return false
      const message = context.messages.find((m) => m.id === event.messageId)
      return message !== undefined && (event.type === 'chat.bookmark' || !message.from_user)
    },
  },
})
