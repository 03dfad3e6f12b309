import type { ReactNode } from 'react'
import type { ChatMessage } from '../../contracts/chat-schemas'
import { css } from '../../styled-system/css'
import { chip } from '../../styled-system/recipes'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { ChatMarkdown } from './Markdown'
import { MessageBubble, type ReactionOptions } from './MessageBubble'
import { bubbleMeta, coachBubble, messageColumn } from './styles'

/** Where the current turn is: nothing running, waiting for the first words, words arriving, or failed. */
export type ReplyPhase = 'idle' | 'waiting' | 'receiving' | 'failed'

export type MessageListProps = ReactionOptions & {
  messages: ChatMessage[]
  /** The reply as it streams in (or as far as it got before failing). */
  reply: { messageId: number; text: string } | null
  phase: ReplyPhase
  failure?: string | null
  onRetry?: () => void
  /** A survey card in place of a survey message (the student coach). */
  renderSurvey?: (message: ChatMessage) => ReactNode
}

function PendingReply({
  phase,
  reply,
  failure,
  onRetry,
}: Omit<MessageListProps, 'messages' | 'canBookmark'>) {
  if (phase === 'idle') return null
  if (phase === 'waiting')
    return (
      <li className={coachBubble} aria-busy="true">
        <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
          <Spinner size="sm" label={null} /> The coach is thinking…
        </span>
      </li>
    )
  if (phase === 'receiving')
    return (
      <li className={coachBubble} aria-busy="true" data-from="coach" data-status="streaming">
        <ChatMarkdown text={reply?.text ?? ''} />
      </li>
    )
  return (
    <li className={coachBubble} data-from="coach" data-status="failed">
      {reply?.text ? <ChatMarkdown text={reply.text} /> : null}
      <div className={bubbleMeta}>
        <span className={chip({ tone: 'warning' })}>The reply stopped part way</span>
        {failure && failure !== 'The reply stopped part way. Try again.' ? <span>{failure}</span> : null}
      </div>
      {onRetry ? (
        <div>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/** The conversation, oldest first, with the reply in progress at the end. */
export function MessageList({ messages, renderSurvey, ...rest }: MessageListProps) {
  const { reply, phase, failure, onRetry, ...reactions } = rest
  // A stored reply replaces its streamed copy: the list never shows the same reply twice.
  const pending = reply && messages.some((m) => m.id === reply.messageId) ? 'idle' : phase
  return (
    <ol className={messageColumn} aria-label="Conversation">
      {messages.map((message) =>
        message.type === 'survey' && message.survey && renderSurvey ? (
          <li key={message.id} className={css({ alignSelf: 'stretch' })}>
            {renderSurvey(message)}
          </li>
        ) : (
          <MessageBubble key={message.id} message={message} {...reactions} />
        ),
      )}
      <PendingReply
        phase={phase === 'failed' ? 'failed' : pending}
        reply={reply}
        failure={failure}
        onRetry={onRetry}
      />
    </ol>
  )
}
