import type { SnapshotFrom } from 'xstate'
import type { ChatMessage } from '../contracts/chat-schemas'
import { type ChatSessionEvent, type ChatSessionInput, chatSessionMachine } from './chatSession.machine'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'

export const threadId = 'thr_8kQ2mZpL0aB3cD4eF5gH6i'
export const turnIds = (n: number) => `7d4c2a9e-5b1f-4c3d-8e2a-00000000000${n}`
export const question = 'How do I add 3/4 and 1/8?'

export const chatMessage = (
  id: number,
  fromUser: boolean,
  text: string,
  patch: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  thread_id: threadId,
  from_user: fromUser,
  type: 'message',
  text,
  liked: false,
  disliked: false,
  bookmarked: false,
  survey_type: null,
  response_value: null,
  attachments: [],
  created_at: `2026-11-24T08:${String(id % 60).padStart(2, '0')}:00.000Z`,
  answered_by: fromUser ? null : 'offline',
  status: 'complete',
  trigger_id: null,
  survey: null,
  ...patch,
})
/** The first page of history, newest first as GET /chat gives it; 25 messages in all, so there is a page 2. */
export const firstPage = {
  items: [
    chatMessage(11, false, 'Fractions need the same denominator first.'),
    chatMessage(10, true, 'What is a fraction?'),
  ],
  total_count: 25,
  page: 1,
  size: 20,
}
export const olderPage = { items: [chatMessage(4, true, 'Hello coach')], total_count: 25, page: 2, size: 20 }
export const studentMessage = chatMessage(20, true, question)
export const storedReply = chatMessage(21, false, 'What could 3/4 be in eighths?')
export const worksheetPhoto = { name: 'worksheet.png', size: 120_000, type: 'image/png' }
export const greetingNudge = { nudging_group: 'trigger' as const, nudging_type: '3' }
export const dailyLimit = {
  name: 'ResponseError',
  status: 429,
  message: "You've asked lots of questions today — the coach is back tomorrow morning.",
}

const student: ChatSessionInput = {
  kind: 'student',
  threadId,
  speechAvailable: true,
  attachmentsAllowed: true,
  turnIds,
}
/** Two walks of the same page: opening it (history, files, reactions) and one turn with the coach. */
export const chatSessionInputs = {
  'a student opening the chat': student,
  'a student asking a question': student,
} satisfies Record<string, ChatSessionInput>
type Start = keyof typeof chatSessionInputs

const events: ChatSessionEvent[] = [
  doneEvent('loadHistory', firstPage),
  errorEvent('loadHistory', { message: 'We could not load your earlier messages.' }),
  doneEvent('loadPage', olderPage),
  errorEvent('loadPage', { message: 'Failed to fetch' }),
  { type: 'chat.type', text: question },
  { type: 'chat.type', text: '' },
  { type: 'chat.attach', files: [worksheetPhoto] },
  { type: 'chat.removeAttachment', index: 0 },
  { type: 'coach.start', nudge: greetingNudge },
  { type: 'chat.stream.message', message: studentMessage },
  { type: 'chat.stream.tokens', messageId: 21, text: 'What could 3/4 ' },
  { type: 'chat.stream.replace', messageId: 21, text: 'Let us think about eighths together.' },
  { type: 'chat.stream.message', message: storedReply },
  { type: 'chat.stream.done', threadId, messageId: 21, title: 'Adding fractions', answeredBy: 'offline' },
  { type: 'chat.stream.error', message: 'The coach ran into a problem. Try again.' },
  doneEvent('chatStream', undefined),
  errorEvent('chatStream', { name: 'TypeError', message: 'Failed to fetch' }),
  errorEvent('chatStream', dailyLimit),
  { type: 'chat.like', messageId: 11 },
  { type: 'chat.dislike', messageId: 11 },
  { type: 'chat.bookmark', messageId: 10 },
  doneEvent(
    'saveReaction',
    chatMessage(11, false, 'Fractions need the same denominator first.', { liked: true }),
  ),
  errorEvent('saveReaction', { message: 'Failed to fetch' }),
]

type Snapshot = SnapshotFrom<typeof chatSessionMachine>
const REACTIONS = new Set([
  'chat.like',
  'chat.dislike',
  'chat.bookmark',
  'xstate.done.actor.saveReaction',
  'xstate.error.actor.saveReaction',
])
const TURN = /^(chat\.stream\.|chat\.stop|chat\.retry|chat\.dismiss|xstate\.(done|error)\.actor\.chatStream)/
const inConversation = (snapshot: Snapshot, state: string) =>
  snapshot.matches({ conversation: state } as never)

/** Opening the page: history, earlier pages, files and reactions; a turn starts and the walk stops there. */
function opening(snapshot: Snapshot, event: ChatSessionEvent) {
  const { context } = snapshot
  if (event.type === 'chat.retry') return inConversation(snapshot, 'historyFailed')
  if (TURN.test(event.type)) return false
  // While a reaction saves, only its outcome is walked; reactions start from a settled, unchanged page.
  if (snapshot.matches({ reactions: 'saving' })) return event.type.includes('saveReaction')
  if (REACTIONS.has(event.type))
    return (
      snapshot.matches({ conversation: { ready: 'idle' } }) &&
      context.page === 1 &&
      context.queue.length === 0 &&
      !context.note &&
      context.messages.every((m) => !m.liked && !m.disliked && !m.bookmarked)
    )
  if (event.type === 'chat.attach') return context.attachments.length === 0 && !context.draft
  if (event.type === 'chat.type')
    return event.text === '' ? context.draft !== '' : context.draft === '' && context.attachments.length === 0
  if (event.type === 'chat.removeAttachment') return context.attachments.length > 0
  if (event.type === 'chat.loadOlder') return !context.note && !context.draft
  // A turn is started from a page as it first settles; the turn itself is the other walk's.
  const untouched =
    context.page <= 1 &&
    !context.note &&
    context.messages.every((m) => !m.liked && !m.disliked && !m.bookmarked)
  if (event.type === 'coach.start')
    return context.queue.length === 0 && untouched && !context.draft && !context.attachments.length
  if (event.type === 'chat.send') return untouched
  return true
}

/** One turn: the server's events in the order it sends them, a nudge arriving meanwhile, and each way it ends. */
function turn(snapshot: Snapshot, event: ChatSessionEvent) {
  const { context } = snapshot
  const { reply, turn: current } = context
  if (REACTIONS.has(event.type) || event.type.includes('loadPage') || event.type === 'chat.attach')
    return false
  if (event.type === 'chat.loadOlder' || event.type === 'chat.removeAttachment') return false
  if (inConversation(snapshot, 'loadingHistory'))
    return (event.type as string) === 'xstate.done.actor.loadHistory'
  const streaming = inConversation(snapshot, 'streaming')
  if (event.type === 'chat.type')
    return event.text !== '' && !context.draft && (!streaming || (!reply && !context.queue.length))
  if (event.type === 'coach.start')
    return streaming
      ? !context.queue.length && !context.draft && !context.messages.some((m) => m.id === 20)
      : !context.draft
  const studentStored = context.messages.some((m) => m.id === studentMessage.id)
  const replyStored = context.messages.some((m) => m.id === storedReply.id)
  if (event.type === 'chat.stream.message')
    return event.message.from_user ? !!current?.text && !studentStored : !!reply && !replyStored
  if (event.type === 'chat.stream.tokens') return !reply && (studentStored || !current?.text)
  if (event.type === 'chat.stream.replace') return !!reply && !replyStored && reply.text.startsWith('What')
  if (event.type === 'chat.stream.done') return replyStored
  // Failures are walked before any reply text arrives.
  if (TURN.test(event.type) && event.type !== 'chat.retry' && event.type !== 'chat.dismiss')
    return event.type === 'chat.stop' || !reply
  return true
}

export const chatSessionModel = defineModel({
  machine: chatSessionMachine,
  inputs: chatSessionInputs,
  events: () => events,
  eventName: (event) => {
    const e = event as { type: string; text?: string; message?: ChatMessage; error?: { status?: number } }
    if (e.type === 'chat.type') return e.text ? 'question' : 'cleared'
    if (e.type === 'chat.stream.message') return e.message?.from_user ? 'student' : 'reply'
    if (e.type === 'xstate.error.actor.chatStream') return e.error?.status === 429 ? 'limit' : 'network'
    return undefined
  },
  traversal: (start: Start) =>
    start === 'a student opening the chat'
      ? { filterEvents: opening, stopWhen: (snapshot) => inConversation(snapshot, 'streaming') }
      : { filterEvents: turn, stopWhen: (snapshot) => snapshot.context.turnCount >= 2 },
  actorEvents: {
    chatStream: [
      'chat.stream.message',
      'chat.stream.tokens',
      'chat.stream.replace',
      'chat.stream.done',
      'chat.stream.error',
    ],
  },
  sees: {
    'conversation.loadingHistory': 'The chat with "Loading your messages…"',
    'conversation.historyFailed':
      'Earlier messages could not be loaded, with "Try again"; the message box works',
    'conversation.ready.idle': 'The conversation and an empty message box; "Send" is off',
    'conversation.ready.composing': 'The message box with the text or file; "Send" is on',
    'conversation.ready.loadingOlder': '"Loading earlier messages…" above the conversation',
    'conversation.streaming.waiting': 'The sent message and the coach "thinking…"; a "Stop" button',
    'conversation.streaming.receiving': 'The reply appearing word by word; a "Stop" button',
    'conversation.stopped': 'The reply as far as it got, marked "Stopped"',
    'conversation.failed': 'The reason the reply failed, with "Try again"',
    'conversation.limited': 'The coach\'s kind message about today\'s limit, with "OK"; sending is off',
    'reactions.idle': 'Like, dislike and bookmark buttons under each message',
    'reactions.saving': 'The chosen like, dislike or bookmark shown at once while it is saved',
  },
  words: {
    guards: {
      canAttach: 'if files may be attached here and there would be 3 or fewer',
      canSend: 'if there is text or a file and the daily limit is not reached',
      hasDraft: 'if there is text or a file in the message box',
      hasOlder: 'if there is an earlier page',
      hasQueued: 'if a nudge waited for the last reply',
      isLimited: "if the server refused: today's limit is reached",
      canReact: 'if the message can take that reaction',
    },
  },
})
