import type { ChatKind } from '../../machines/chatSession.context'

/**
 * Product.md §9 "session storage": the chat thread and a visitor's session id live for the browser tab only,
 * and sign-out clears them with the rest of the session storage.
 */
const VISITOR_KEY = 'coach.visitorSession'
const threadKey = (kind: ChatKind, scope: string) => `coach.thread.${kind}${scope ? `.${scope}` : ''}`

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Storage can be off (private windows); the chat still works for this page.
  }
}

/** A v4 UUID. `crypto.randomUUID` exists only on secure pages; a school's plain-http host still has getRandomValues. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const readThread = (kind: ChatKind, scope = '') => read(threadKey(kind, scope))
export const keepThread = (kind: ChatKind, scope: string, threadId: string | null) =>
  write(threadKey(kind, scope), threadId)

/** The visitor's session id (a UUID, which `VisitorSessionIdSchema` accepts), made on the first visit. */
export function visitorSessionId(): string {
  const stored = read(VISITOR_KEY)
  if (stored) return stored
  const made = newUuid()
  write(VISITOR_KEY, made)
  return made
}

/** "New chat": a fresh visitor session, so the next message starts a new conversation. */
export function startNewVisitorSession(): string {
  const made = newUuid()
  write(VISITOR_KEY, made)
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('coach.thread.public')) write(key, null)
  return made
}
