import { Bookmark, ThumbsDown, ThumbsUp } from 'lucide-react'
import type { ChatMessage } from '../../contracts/chat-schemas'
import type { Reaction } from '../../machines/chatSession.context'
import { css } from '../../styled-system/css'
import { chip } from '../../styled-system/recipes'
import { ChatMarkdown } from './Markdown'
import { bubbleMeta, coachBubble, iconButton, studentBubble } from './styles'

export const OFFLINE_EXPLANATION =
  "Answers from Lantern's own notes and worked solutions, without an AI model."

export type ReactionOptions = {
  onReact?: (messageId: number, reaction: Reaction) => void
  canBookmark: boolean
  /** While a reaction is being saved the buttons wait, so two clicks do not race. */
  busy?: boolean
}

const REACTIONS = [
  { kind: 'like', label: 'Helpful', Icon: ThumbsUp, pressed: (m: ChatMessage) => m.liked },
  { kind: 'dislike', label: 'Not helpful', Icon: ThumbsDown, pressed: (m: ChatMessage) => m.disliked },
  { kind: 'bookmark', label: 'Bookmark', Icon: Bookmark, pressed: (m: ChatMessage) => m.bookmarked },
] as const

function Reactions({ message, onReact, canBookmark, busy }: ReactionOptions & { message: ChatMessage }) {
  if (!onReact) return null
  return (
    <div className={css({ display: 'flex', gap: '1' })}>
      {REACTIONS.filter((r) => r.kind !== 'bookmark' || canBookmark).map(({ kind, label, Icon, pressed }) => (
        <button
          key={kind}
          type="button"
          className={iconButton}
          aria-label={label}
          aria-pressed={pressed(message)}
          disabled={busy}
          onClick={() => onReact(message.id, kind)}
        >
          <Icon aria-hidden />
        </button>
      ))}
    </div>
  )
}

/** Who answered, and whether the reply finished: the words carry it, the chip only helps the eye. */
function CoachMeta({ message }: { message: ChatMessage }) {
  const offline = message.answered_by === 'offline'
  if (!offline && message.status !== 'stopped' && message.status !== 'failed') return null
  return (
    <div className={bubbleMeta}>
      {offline ? (
        <span className={chip({ tone: 'info' })} title={OFFLINE_EXPLANATION}>
          Offline coach
        </span>
      ) : null}
      {message.status === 'stopped' ? <span className={chip({ tone: 'neutral' })}>Stopped</span> : null}
      {message.status === 'failed' ? (
        <span className={chip({ tone: 'warning' })}>The reply stopped part way</span>
      ) : null}
    </div>
  )
}

type Props = ReactionOptions & { message: ChatMessage }

/** One message: the student's on the right, the coach's on the left with its label and reactions. */
export function MessageBubble({ message, ...reactions }: Props) {
  if (message.from_user)
    return (
      <li className={studentBubble} data-from="student">
        <span className={css({ srOnly: true })}>You said: </span>
        <ChatMarkdown text={message.text} />
        {message.attachments.length > 0 ? (
          <p className={css({ fontSize: 'sm', opacity: 0.9 })}>
            Attached: {message.attachments.map((a) => a.name).join(', ')}
          </p>
        ) : null}
      </li>
    )
  return (
    <li className={coachBubble} data-from="coach" data-status={message.status}>
      <span className={css({ srOnly: true })}>Coach said: </span>
      <ChatMarkdown text={message.text} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}>
        <CoachMeta message={message} />
        {message.status === 'complete' ? <Reactions message={message} {...reactions} /> : null}
      </div>
    </li>
  )
}
