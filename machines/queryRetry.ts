const MAX_RETRIES = 3
const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  const { status } = error
  return typeof status === 'number' ? status : null
}

/** Query `retry` option (spec §9: 3 retries). A 4xx will fail the same way again, so it is never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error)
  if (status !== null && status >= 400 && status <= 499) return false
  return failureCount < MAX_RETRIES
}

/** Query `retryDelay` option (spec §9: min(1 s × 2^n, 30 s)). */
export function retryDelay(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS)
}
