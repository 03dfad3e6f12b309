import type { FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyReply, FastifyRequest } from 'fastify'
// The engine under @fastify/helmet (its own dependency): the router's errors need the same headers.
import helmet from 'helmet'
import type { Config } from '../config'

/** The security headers of every reply: helmet's defaults with a CSP the SPA works under. */
export const securityHeaderOptions = (config: Config): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ark UI positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: config.environment === 'production' ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

const ROUTER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'bad_url',
    message: 'The address is not valid: a %-escape in it does not decode. Check the link and try again.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the address is too long.',
  },
}

/**
 * Fastify's `frameworkErrors`: the router answers a URL it cannot decode (or a segment past
 * `maxParamLength`) before any hook runs, so helmet's onRequest hook never sets its headers there.
 * This reply sets them itself, from the same options.
 */
export function routerErrorHandler(config: Config) {
  const setHeaders = helmet(securityHeaderOptions(config) as Parameters<typeof helmet>[0])
  return (error: { code?: string; message: string }, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request.raw, reply.raw, () => {})
    const known = ROUTER_ERRORS[error.code ?? ''] ?? {
      status: 400,
      code: 'bad_request',
      message: 'The request is not valid.',
    }
    request.log.info({ code: error.code }, 'refused by the router')
    return reply.status(known.status).send({ message: known.message, code: known.code })
  }
}
