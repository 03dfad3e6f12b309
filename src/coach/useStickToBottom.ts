import { useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '../../contracts/chat-schemas'

/**
 * Keeps a scrolling conversation at its newest message as messages and reply text arrive, unless the person
 * scrolled up to read; loading earlier messages (the first message changes) leaves the view where it was.
 */
export function useStickToBottom(messages: ChatMessage[], replyText: string) {
  const ref = useRef<HTMLDivElement>(null)
  const seen = useRef({ lastId: 0 as number | undefined, height: 0 })
  const lastId = messages.at(-1)?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows, by design
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const wasNearBottom = box.scrollTop + box.clientHeight >= seen.current.height - 80
    const grewAtEnd = lastId !== seen.current.lastId || replyText !== ''
    if (grewAtEnd && (wasNearBottom || lastId !== seen.current.lastId)) box.scrollTop = box.scrollHeight
    seen.current = { lastId, height: box.scrollHeight }
  }, [lastId, replyText, messages.length])
  return ref
}
