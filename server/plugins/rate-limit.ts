import type { FastifyInstance } from 'fastify'

/**
 * Route hooks limiting a call to `max` requests per `minutes` from one address (none when limits are off).
 * The app's rate-limit plugin answers 429 with the usual error body.
 */
export function perAddressLimit(app: FastifyInstance, max: number, minutes: number) {
  if (!app.ctx.config.rateLimits.enabled) return undefined
  return { onRequest: app.rateLimit({ max, timeWindow: minutes * 60_000 }) }
}
