import type { ChatMessage } from '../contracts/chat-schemas'
import { LIMITS, type NudgingGroup } from '../contracts/constants'

/** Which chat page hosts the conversation: it decides the call (student, teacher or public stream). */
export type ChatKind = 'student' | 'teacher' | 'public' | 'admin'
/** A file the child attached (a `File` in the browser). */
export type ChatFile = { name: string; size: number; type: string }

/**
 * What started a coach turn that has no student text, as the multipart fields of POST /chat/stream
 * (contracts/chat.ts `ChatStreamFieldsSchema`). The prompt triggers, onboarding chat and seven-day plan emit
 * `coach.requestTurn {nudge}` with these fields; `survey_question_id` is the question a survey trigger chose.
 */
export type ChatNudge = {
  nudging_group: NudgingGroup
  nudging_type?: string
  seven_day_plan_action?: string
  onboarding_state?: number
  questions_completed?: number
  xp_earned?: number
  first_practice_assignment_id?: number
  first_practice_worksheet_id?: number
  survey_question_id?: number
}
/** One turn: the child's text and files, or a nudge (with the child's text for an onboarding answer). */
export type ChatTurn = { turnId: string; text: string; attachments: ChatFile[]; nudge: ChatNudge | null }
export type QueuedNudge = { nudge: ChatNudge; text?: string }
export type ChatPage = { items: ChatMessage[]; total_count: number; page: number; size: number }
export type Reaction = 'like' | 'dislike' | 'bookmark'

export type ChatSessionInput = {
  kind: ChatKind
  threadId?: string
  sessionId?: string
  classId?: number
  quizId?: number
  /** The question of that quiz the child asked about ("Ask Lantern" in practice): the coach guides on it. */
  questionPosition?: number
  speechAvailable: boolean
  attachmentsAllowed: boolean
  /** The client's id of the n-th turn of this page (a UUID in the app), so a retried turn is stored once (§13 Q17). */
  turnIds: (n: number) => string
}
export type ChatStreamInput = {
  kind: ChatKind
  threadId: string | null
  sessionId: string | null
  classId: number | null
  quizId: number | null
  questionPosition: number | null
  turn: ChatTurn
}
export type LoadHistoryInput = {
  kind: ChatKind
  threadId: string | null
  sessionId: string | null
  page: number
}
export type SaveReactionInput = { messageId: number; reaction: Reaction }

export type ChatSessionContext = Omit<
  ChatSessionInput,
  'threadId' | 'sessionId' | 'classId' | 'quizId' | 'questionPosition'
> & {
  threadId: string | null
  sessionId: string | null
  classId: number | null
  quizId: number | null
  questionPosition: number | null
  /** Oldest first, as the page shows them. */
  messages: ChatMessage[]
  page: number
  totalCount: number
  draft: string
  attachments: ChatFile[]
  turnCount: number
  turn: ChatTurn | null
  /** The reply as it streams in, before the stored reply arrives. */
  reply: { messageId: number; text: string } | null
  queue: QueuedNudge[]
  error: string | null
  /** Product: the daily limit was reached; sending stays off until the page is loaded again. */
  limited: boolean
  /** A small note beside the conversation: earlier messages or a reaction that could not be loaded or saved. */
  note: string | null
  /** The message as it was before an optimistic reaction, to put back if saving fails. */
  reacting: ChatMessage | null
}

export type ChatStreamEvent =
  | { type: 'chat.stream.message'; message: ChatMessage }
  | { type: 'chat.stream.tokens'; messageId: number; text: string }
  | { type: 'chat.stream.replace'; messageId: number; text: string }
  | {
      type: 'chat.stream.done'
      threadId: string
      messageId: number
      title: string | null
      answeredBy: 'offline' | 'model'
    }
  | { type: 'chat.stream.error'; message: string }
export type ChatSessionEvent =
  | ChatStreamEvent
  | { type: 'chat.type'; text: string }
  | { type: 'chat.attach'; files: ChatFile[] }
  | { type: 'chat.removeAttachment'; index: number }
  | { type: 'chat.send' }
  | { type: 'coach.start'; nudge: ChatNudge; text?: string }
  | { type: 'chat.loadOlder' }
  | { type: 'chat.retry' }
  | { type: 'chat.stop' }
  | { type: 'chat.dismiss' }
  | { type: 'chat.like'; messageId: number }
  | { type: 'chat.dislike'; messageId: number }
  | { type: 'chat.bookmark'; messageId: number }
export type ChatSessionEmitted =
  | { type: 'coach.turnDone'; nudge: ChatNudge | null; messageId: number; text: string }
  | { type: 'coach.turnFailed'; nudge: ChatNudge | null; reason: 'failed' | 'stopped' | 'limited' }

export const STREAM_ENDED_MESSAGE = 'The reply stopped part way. Try again.'
export const OLDER_FAILED_NOTE = 'Could not load earlier messages.'
export const REACTION_FAILED_NOTE = 'Could not save.'

export function initialContext(input: ChatSessionInput): ChatSessionContext {
  return {
    ...input,
    threadId: input.threadId ?? null,
    sessionId: input.sessionId ?? null,
    classId: input.classId ?? null,
    quizId: input.quizId ?? null,
    questionPosition: input.questionPosition ?? null,
    messages: [],
    page: 0,
    totalCount: 0,
    draft: '',
    attachments: [],
    turnCount: 0,
    turn: null,
    reply: null,
    queue: [],
    error: null,
    limited: false,
    note: null,
    reacting: null,
  }
}

/** Product.md §9: "Total pages = ceil(total_count / size)". */
export const hasOlderPage = (context: ChatSessionContext) =>
  context.page < Math.ceil(context.totalCount / LIMITS.CHAT_PAGE_SIZE)

/** Adds a stored message, or replaces the one with its id (a retried turn is stored once, §13 Q17). */
export const upsert = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((m) => m.id === message.id)
    ? messages.map((m) => (m.id === message.id ? message : m))
    : [...messages, message]

/** The reply streamed so far, kept as a message when no stored reply arrived (stopped or failed part way). */
export function keepPartialReply(context: ChatSessionContext, status: ChatMessage['status']): ChatMessage[] {
  const { reply } = context
  if (!reply?.text || context.messages.some((m) => m.id === reply.messageId)) return context.messages
  return [
    ...context.messages,
    {
      id: reply.messageId,
      thread_id: context.threadId ?? '',
      from_user: false,
      type: 'message',
      text: reply.text,
      liked: false,
      disliked: false,
      bookmarked: false,
      survey_type: null,
      response_value: null,
      attachments: [],
      created_at: new Date(0).toISOString(),
      answered_by: null,
      status,
      trigger_id: null,
      survey: null,
    },
  ]
}

/** The message after a reaction, as the server toggles it: a like clears a dislike and the other way round. */
export function toggled(message: ChatMessage, reaction: Reaction): ChatMessage {
  if (reaction === 'bookmark') return { ...message, bookmarked: !message.bookmarked }
  if (reaction === 'like') return { ...message, liked: !message.liked, disliked: false }
  return { ...message, disliked: !message.disliked, liked: false }
}
