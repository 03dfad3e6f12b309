import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Config } from '../config'

/** The security headers of every reply: helmet's defaults with a CSP the SPA works under. */
export const securityHeaderOptions = (config: Config): HelmetOptions => ({
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
 * The headers helmet sets with these options, worked out once. None depends on the request (no nonces), and
 * @fastify/helmet built helmet's middleware again, CSP parsing and all, for every request: a tenth of the
 * server's time on a signed-in read (issue 11's benchmark).
 */
export function securityHeaders(config: Config): [string, string][] {
  const headers: [string, string][] = []
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  }
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  )
  return headers
}

/** Every reply, whatever answers it (routes, 404s, errors, static files), carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config)
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}

/**
 * Fastify's `frameworkErrors`: the router answers a URL it cannot decode (or a segment past
 * `maxParamLength`) before any hook runs, so the onRequest hook never sets the headers there.
 * This reply sets them itself.
 */
export function routerErrorHandler(config: Config) {
  const headers = securityHeaders(config)
  return (error: { code?: string; message: string }, request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    const known = ROUTER_ERRORS[error.code ?? ''] ?? {
      status: 400,
      code: 'bad_request',
      message: 'The request is not valid.',
    }
    request.log.info({ code: error.code }, 'refused by the router')
    return reply.status(known.status).send({ message: known.message, code: known.code })
  }
}
