import { createActorContext } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  type ChatKind,
  type ChatPage,
  type ChatSessionEmitted,
  type ChatSessionInput,
  chatSessionMachine,
  type LoadHistoryInput,
  type SaveReactionInput,
} from '../../machines/chatSession.machine'
import { getConfig } from '../config'
import { observe } from '../devtools/observe'
import { keepThread, newUuid, readThread } from './storage'
import { chatStream } from './stream'

/** The chat session machine of one chat page (plan §8.1); components read it with `ChatSession.useSelector`. */
export const ChatSession = createActorContext(chatSessionMachine)

/** What a chat page knows beside the machine: the conversation's title and what this page lets the person do. */
type ChatPageInfo = {
  kind: ChatKind
  title: string | null
  setTitle: (title: string | null) => void
  canBookmark: boolean
}
const ChatPageContext = createContext<ChatPageInfo | null>(null)

export function useChatPage(): ChatPageInfo {
  const value = useContext(ChatPageContext)
  if (!value) throw new Error('useChatPage needs a ChatSessionProvider')
  return value
}

/** Calls `handler` for each `coach.turnDone` / `coach.turnFailed` the page's chat session emits. */
export function useChatSessionEvent<T extends ChatSessionEmitted['type']>(
  type: T,
  handler: (event: Extract<ChatSessionEmitted, { type: T }>) => void,
) {
  const actor = ChatSession.useActorRef()
  const [latest] = useState(() => ({ handler }))
  latest.handler = handler
  useEffect(() => {
    const subscription = actor.on(type, (event) =>
      latest.handler(event as Extract<ChatSessionEmitted, { type: T }>),
    )
    return () => subscription.unsubscribe()
  }, [actor, type, latest])
}

const EMPTY_PAGE: ChatPage = { items: [], total_count: 0, page: 1, size: 20 }

async function loadPage(
  input: LoadHistoryInput,
  onTitle: (title: string | null) => void,
  threadOnly: boolean,
): Promise<ChatPage> {
  const api = await import('../api/chat')
  // A conversation about one question shows only itself; a new one starts empty.
  if (threadOnly)
    return input.threadId ? api.fetchChatPage(input.page, 'message', input.threadId) : EMPTY_PAGE
  if (input.kind === 'public') {
    if (!input.sessionId) return EMPTY_PAGE
    const { title, ...page } = await api.fetchPublicSession(input.sessionId)
    onTitle(title)
    return page
  }
  return api.fetchChatPage(input.page)
}

async function react({ messageId, reaction }: SaveReactionInput, visitorSessionId: string | null) {
  const api = await import('../api/chat')
  return api.saveReaction(messageId, reaction, visitorSessionId)
}

export type ChatSessionProviderProps = {
  kind: ChatKind
  /** Keeps one thread per worksheet or class in session storage: `quiz-7`, `class-3`. */
  scope?: string
  /** The visitor's session id (public coach only). */
  sessionId?: string
  classId?: number
  quizId?: number
  /** The question of that quiz the conversation is about ("Ask Lantern"): it shows only its own thread. */
  questionPosition?: number
  /** Pictures and PDFs (≤ 3) may be attached: the student coach only. */
  attachmentsAllowed?: boolean
  children: ReactNode
}

/**
 * Hosts the chat session machine for one page (ADR 0022: a flow lives with its page) with the real actors:
 * history from GET /chat or GET /chat/public/{session}, the SSE reply stream, and reactions through the API.
 * The thread id is kept in session storage (product.md §9), so a reload continues the same conversation.
 */
export function ChatSessionProvider({
  kind,
  scope = '',
  sessionId,
  classId,
  quizId,
  questionPosition,
  attachmentsAllowed = false,
  children,
}: ChatSessionProviderProps) {
  const [title, setTitle] = useState<string | null>(null)
  const [logic] = useState(() =>
    chatSessionMachine.provide({
      actors: {
        loadHistory: fromPromise(({ input }) => loadPage(input, setTitle, questionPosition !== undefined)),
        chatStream: chatStream(),
        saveReaction: fromPromise(({ input }) =>
          react(input, kind === 'public' ? (sessionId ?? null) : null),
        ),
      },
      actions: { keepThread: (_, threadId: string) => keepThread(kind, scope, threadId) },
    }),
  )
  const input: ChatSessionInput = {
    kind,
    threadId: readThread(kind, scope) ?? undefined,
    sessionId,
    classId,
    quizId,
    questionPosition,
    speechAvailable: getConfig().coach.speechToText,
    attachmentsAllowed,
    turnIds: () => newUuid(),
  }
  const info: ChatPageInfo = { kind, title, setTitle, canBookmark: kind !== 'public' }
  return (
    <ChatPageContext.Provider value={info}>
      <ChatSession.Provider logic={logic} options={{ input, inspect: observe }}>
        {children}
      </ChatSession.Provider>
    </ChatPageContext.Provider>
  )
}
