import { type ReactNode, useState } from 'react'
import type { ChatMessage } from '../../contracts/chat-schemas'
import { hasOlderPage } from '../../machines/chatSession.context'
import { dataState } from '../../machines/dataState'
import { css, cx } from '../../styled-system/css'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { Composer } from './Composer'
import { EmptyState } from './EmptyState'
import { HistoryPager } from './HistoryPager'
import { OFFLINE_EXPLANATION } from './MessageBubble'
import { MessageList, type ReplyPhase } from './MessageList'
import { ChatSession, useChatPage, useChatSessionEvent } from './session'
import { chatRoot, mutedText } from './styles'
import { useStickToBottom } from './useStickToBottom'

export type ChatViewProps = {
  /** Three questions to start with, shown while the conversation is empty. */
  suggestions?: string[]
  emptyTitle?: string
  emptyText?: string
  placeholder?: string
  /** A survey card in place of a survey message (the student coach). */
  renderSurvey?: (message: ChatMessage) => ReactNode
  /** Fixed height with its own scroll (a chat beside other content), or the page's scroll. */
  scrollHeight?: string
  className?: string
}

type Session = ReturnType<typeof ChatSession.useActorRef>['getSnapshot'] extends () => infer S ? S : never

function phaseOf(s: Session): ReplyPhase {
  if (s.matches({ conversation: { streaming: 'waiting' } })) return 'waiting'
  if (s.matches({ conversation: { streaming: 'receiving' } })) return 'receiving'
  if (s.matches({ conversation: 'failed' })) return 'failed'
  return 'idle'
}

function HistoryState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean
  error: string | null
  onRetry: () => void
}) {
  if (loading)
    return (
      <p className={cx(mutedText, css({ display: 'flex', gap: '2', alignItems: 'center' }))}>
        <Spinner size="sm" label={null} /> Loading your conversation…
      </p>
    )
  return (
    <Alert status="warning" title="Your earlier messages could not be loaded.">
      {error} You can still ask the coach a new question.{' '}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

/**
 * The conversation and the message box of the page's chat session (ChatSessionProvider). The root names the
 * machine's state in `data-flow` / `data-state`, as QA paths read it; the complete reply is announced once.
 */
export function ChatView(props: ChatViewProps) {
  const { suggestions = [], renderSurvey, scrollHeight } = props
  const send = ChatSession.useActorRef().send
  const { canBookmark } = useChatPage()
  const state = ChatSession.useSelector((s) => dataState(s.value))
  const phase = ChatSession.useSelector(phaseOf)
  const ctx = ChatSession.useSelector((s) => s.context)
  const loading = ChatSession.useSelector((s) => s.matches({ conversation: 'loadingHistory' }))
  const historyFailed = ChatSession.useSelector((s) => s.matches({ conversation: 'historyFailed' }))
  const loadingOlder = ChatSession.useSelector((s) => s.matches({ conversation: { ready: 'loadingOlder' } }))
  const isLimited = ChatSession.useSelector((s) => s.matches({ conversation: 'limited' }))
  const saving = ChatSession.useSelector((s) => s.matches({ reactions: 'saving' }))
  const streaming = phase === 'waiting' || phase === 'receiving'
  const [announced, setAnnounced] = useState('')
  useChatSessionEvent('coach.turnDone', (event) => setAnnounced(event.text))
  const scroller = useStickToBottom(ctx.messages, ctx.reply?.text ?? '')
  const empty = !loading && !historyFailed && ctx.messages.length === 0 && phase === 'idle'
  const offline = ctx.messages.some((m) => m.answered_by === 'offline')

  return (
    <div className={cx(chatRoot, props.className)} data-flow="chatSession" data-state={state}>
      <div
        ref={scroller}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          position: 'relative',
          overflowY: 'auto',
          minWidth: 0,
          p: '1',
        })}
        style={scrollHeight ? { height: scrollHeight } : undefined}
      >
        {loading || historyFailed ? (
          <HistoryState loading={loading} error={ctx.error} onRetry={() => send({ type: 'chat.retry' })} />
        ) : null}
        <HistoryPager
          hasOlder={!loading && hasOlderPage(ctx)}
          loading={loadingOlder}
          note={ctx.note}
          onLoadOlder={() => send({ type: 'chat.loadOlder' })}
        />
        {empty ? (
          <EmptyState
            title={props.emptyTitle ?? 'Ask the coach'}
            text={props.emptyText ?? 'The coach explains step by step and gives hints before answers.'}
            suggestions={suggestions}
            onPick={(text) => {
              send({ type: 'chat.type', text })
              send({ type: 'chat.send' })
            }}
          />
        ) : null}
        <MessageList
          messages={ctx.messages}
          reply={ctx.reply}
          phase={phase}
          failure={ctx.error}
          onRetry={() => send({ type: 'chat.retry' })}
          onReact={(messageId, reaction) => send({ type: `chat.${reaction}`, messageId })}
          canBookmark={canBookmark}
          busy={saving}
          renderSurvey={renderSurvey}
        />
      </div>
      <div className={css({ srOnly: true })} aria-live="polite">
        {announced}
      </div>
      {offline ? (
        <p className={mutedText}>
          <strong>Offline coach:</strong> {OFFLINE_EXPLANATION}
        </p>
      ) : null}
      {isLimited ? (
        <Alert status="info" title="That is all for today.">
          {ctx.error}{' '}
          <Button size="sm" variant="outline" onClick={() => send({ type: 'chat.dismiss' })}>
            OK
          </Button>
        </Alert>
      ) : null}
      <Composer
        draft={ctx.draft}
        onDraft={(text) => send({ type: 'chat.type', text })}
        onSend={() => send({ type: 'chat.send' })}
        onStop={() => send({ type: 'chat.stop' })}
        streaming={streaming}
        blockedReason={
          ctx.limited
            ? 'You have used today’s messages. Come back tomorrow.'
            : // Typing waits for the conversation: what is typed before it loads would be lost.
              loading
              ? 'Loading your conversation…'
              : null
        }
        placeholder={props.placeholder}
        attachments={ctx.attachments}
        onAttach={ctx.attachmentsAllowed ? (files) => send({ type: 'chat.attach', files }) : undefined}
        onRemoveAttachment={(index) => send({ type: 'chat.removeAttachment', index })}
      />
    </div>
  )
}
