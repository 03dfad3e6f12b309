/** A failure a caller can act on; one error handler turns it into the contract's error reply. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 501 | 503,
    message: string,
    readonly code: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message)
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new AppError(400, message, 'invalid_request', issues)
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, message, 'unauthorized')
/** A card payment that did not go through; `code` says why (card_declined, insufficient_funds). */
export const paymentRequired = (message: string, code: string) => new AppError(402, message, code)
export const forbidden = (message = 'Your account cannot do this.') => new AppError(403, message, 'forbidden')
export const notFound = (message: string) => new AppError(404, message, 'not_found')
export const conflict = (message: string, issues?: { path: string; message: string }[]) =>
  new AppError(409, message, 'conflict', issues)
export const gone = (message: string) => new AppError(410, message, 'gone')
export const tooMany = (message: string) => new AppError(429, message, 'rate_limited')
export const notConfigured = (message: string) => new AppError(501, message, 'not_configured')
