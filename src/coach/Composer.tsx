import { Paperclip, Send, Square, X } from 'lucide-react'
import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useRef } from 'react'
import { LIMITS } from '../../contracts/constants'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import { composerBox, composerInput, iconButton, mutedText, rowBetween } from './styles'

export type ComposerProps = {
  draft: string
  onDraft: (text: string) => void
  onSend: () => void
  onStop: () => void
  streaming: boolean
  /** Why sending is off (the daily limit), shown under the box. */
  blockedReason?: string | null
  placeholder?: string
  /** Pictures and PDFs, at most three: only where the page allows them. */
  attachments?: { name: string }[]
  onAttach?: (files: File[]) => void
  onRemoveAttachment?: (index: number) => void
  /** The microphone, only when the server can turn speech into text. */
  mic?: ReactNode
}

/**
 * What a page adds to the message box of a ChatView it does not build itself (the student coach): the microphone,
 * a line above the box (the onboarding step being asked), a placeholder, and `takeMessage`, which may take a
 * message for another flow (an onboarding answer) instead of the chat's own send; it returns true when it did.
 */
export type ComposerSlots = {
  mic?: ReactNode
  above?: ReactNode
  placeholder?: string
  takeMessage?: (text: string) => boolean
}
export const ComposerSlotsContext = createContext<ComposerSlots>({})

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf'

function AttachmentList({
  attachments,
  onRemove,
}: {
  attachments: { name: string }[]
  onRemove?: (i: number) => void
}) {
  if (!attachments.length) return null
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', px: '1' })} aria-label="Attached files">
      {attachments.map((file, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the index is the identity
          key={i}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            fontSize: 'sm',
            bg: 'bg.subtle',
            borderRadius: 'md',
            pl: '2',
            maxWidth: '100%',
          })}
        >
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {file.name}
          </span>
          <button
            type="button"
            className={iconButton}
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove?.(i)}
          >
            <X aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The message box: Enter sends, Shift+Enter starts a new line; while a reply streams, the button stops it. */
export function Composer(props: ComposerProps) {
  const { draft, onDraft, onStop, streaming, blockedReason, attachments = [], onAttach } = props
  const slots = useContext(ComposerSlotsContext)
  const onSend = () => {
    if (slots.takeMessage?.(draft.trim())) onDraft('')
    else props.onSend()
  }
  const fileInput = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const canSend = !streaming && !blockedReason && (draft.trim() !== '' || attachments.length > 0)
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (canSend) onSend()
  }
  const full = attachments.length >= LIMITS.CHAT_FILES_MAX
  return (
    <form
      className={composerBox}
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) onSend()
      }}
    >
      {slots.above}
      <AttachmentList attachments={attachments} onRemove={props.onRemoveAttachment} />
      <textarea
        className={composerInput}
        aria-label="Message to the coach"
        aria-describedby={hintId}
        rows={2}
        value={draft}
        placeholder={slots.placeholder ?? props.placeholder ?? 'Ask the coach a question'}
        disabled={Boolean(blockedReason)}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={rowBetween}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          {onAttach ? (
            <>
              <button
                type="button"
                className={iconButton}
                aria-label={
                  full ? `Attach files (at most ${LIMITS.CHAT_FILES_MAX})` : 'Attach a picture or PDF'
                }
                disabled={full || streaming}
                onClick={() => fileInput.current?.click()}
              >
                <Paperclip aria-hidden />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPT}
                multiple
                hidden
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])].slice(
                    0,
                    LIMITS.CHAT_FILES_MAX - attachments.length,
                  )
                  if (files.length) onAttach(files)
                  event.target.value = ''
                }}
              />
            </>
          ) : null}
          {props.mic ?? slots.mic}
          <span
            id={hintId}
            className={css({ srOnly: true, md: { srOnly: false }, color: 'fg.subtle', fontSize: 'xs' })}
          >
            Enter sends, Shift+Enter starts a new line
          </span>
        </div>
        {streaming ? (
          <Button size="sm" variant="outline" onClick={onStop}>
            <Square aria-hidden className={css({ width: '3.5', height: '3.5' })} /> Stop
          </Button>
        ) : (
          <Button size="sm" type="submit" disabled={!canSend}>
            <Send aria-hidden className={css({ width: '4', height: '4' })} /> Send
          </Button>
        )}
      </div>
      {blockedReason ? <p className={mutedText}>{blockedReason}</p> : null}
    </form>
  )
}
