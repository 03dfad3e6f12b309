import { MessageSquarePlus } from 'lucide-react'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { ChatView } from './ChatView'
import { ChatSessionProvider, useChatPage, useChatSessionEvent } from './session'
import { mutedText, rowBetween } from './styles'

export const PUBLIC_SUGGESTIONS = [
  'How do I add 3/4 and 2/3?',
  'Why do plants need sunlight?',
  'When do I use "has" or "have"?',
]

/** After the first reply the visitor's conversation gets a title (POST /chat/public/title/{session}). */
function useTitleAfterFirstReply(sessionId: string) {
  const { title, setTitle } = useChatPage()
  useChatSessionEvent('coach.turnDone', () => {
    if (title) return
    void import('../api/chat')
      .then(({ titlePublicChat }) => titlePublicChat(sessionId))
      .then(setTitle)
      // A conversation without a title is still a conversation: nothing to tell the visitor.
      .catch(() => {})
  })
  return title
}

type Props = { sessionId: string; onNewChat: () => void; quizId?: number; suggestions?: string[] }

function PublicConversation({ sessionId, onNewChat, suggestions }: Props) {
  const title = useTitleAfterFirstReply(sessionId)
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })}
      aria-label="Coach"
    >
      <div className={rowBetween}>
        <p
          className={css({ fontWeight: '700', minWidth: 0, overflowWrap: 'anywhere' })}
          data-testid="chat-title"
        >
          {title ?? 'New conversation'}
        </p>
        <Button size="sm" variant="outline" onClick={onNewChat}>
          <MessageSquarePlus aria-hidden className={css({ width: '4', height: '4' })} /> New chat
        </Button>
      </div>
      <ChatView
        suggestions={suggestions ?? PUBLIC_SUGGESTIONS}
        emptyTitle="What would you like to learn?"
        emptyText="Ask about Maths, Science, English or Chinese for Primary 1 to 6. No sign-in needed."
        placeholder="Ask a question, or paste one from your homework"
      />
      <p className={mutedText}>
        The coach can make mistakes. Don’t share your name, school or address. Conversations are deleted 30
        days after the last message.
      </p>
    </section>
  )
}

/** The visitors' coach (no sign-in): one conversation per browser tab, kept under a random session id. */
export function PublicCoach(props: Props) {
  return (
    <ChatSessionProvider
      key={props.sessionId}
      kind="public"
      scope={props.quizId ? `quiz-${props.quizId}` : ''}
      sessionId={props.sessionId}
      quizId={props.quizId}
    >
      <PublicConversation {...props} />
    </ChatSessionProvider>
  )
}
