const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

/** The sentence to show for a rejected actor: its `message` when it has one a person can read. */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error
    if (typeof message === 'string' && message.trim()) return message
  }
  return FALLBACK_MESSAGE
}
