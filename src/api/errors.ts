export type FieldIssue = { path: string; message: string }

const FALLBACK = 'Something went wrong. Please try again.'
const NETWORK = 'We could not reach Lantern. Check your internet connection and try again.'

/** A failed API reply, carrying the server's `message` (for people) and `issues` (for form fields). */
export class ApiError extends Error {
  readonly status: number
  readonly code?: string
  readonly issues: FieldIssue[]

  constructor(status: number, message: string, code?: string, issues: FieldIssue[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.issues = issues
  }
}

function fallbackFor(status: number): string {
  if (status === 429) return 'Too many tries. Please wait a minute, then try again.'
  if (status >= 500) return 'Lantern is having trouble right now. Please try again in a minute.'
  return FALLBACK
}

function isIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false
  const { path, message } = value as Record<string, unknown>
  return typeof path === 'string' && typeof message === 'string'
}

export function apiErrorFrom(response: { status: number; body: unknown }): ApiError {
  const body = (typeof response.body === 'object' && response.body) || {}
  const { message, code, issues } = body as Record<string, unknown>
  const text = typeof message === 'string' && message.trim() ? message : fallbackFor(response.status)
  return new ApiError(
    response.status,
    text,
    typeof code === 'string' ? code : undefined,
    Array.isArray(issues) ? issues.filter(isIssue) : [],
  )
}

/** Unwraps a ts-rest reply: the body for the expected status, an ApiError otherwise. */
export function expectStatus<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  if (response.status === status) return response.body
  throw apiErrorFrom(response)
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof TypeError) return NETWORK
  if (error instanceof Error && error.message) return error.message
  return FALLBACK
}
