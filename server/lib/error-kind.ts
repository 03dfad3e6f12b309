/**
 * What may be logged of an error near children's words: its kind and code, never its message, which for a
 * failed query holds the query's parameters.
 */
export function errorKind(err: unknown) {
  const error = err as { name?: string; code?: string; constructor?: { name?: string } } | null
  return { errorType: error?.constructor?.name ?? error?.name ?? typeof err, errorCode: error?.code ?? null }
}
