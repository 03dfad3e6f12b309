import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { clientConfig } from '../config'
import { isFromThisMachine } from '../lib/local-request'
import { registerUploads } from '../storage/serve'

/** Characters that could end a <script> data block are escaped, so config can never become markup. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * Serves the built SPA: hashed assets with long caching, and index.html (with the runtime config as a
 * JSON data block, which the CSP allows) for every other GET that is not an API or dev path.
 */
export async function registerSpa(app: FastifyInstance) {
  const { config } = app.ctx
  const indexPath = join(config.distDir, 'index.html')
  const built = existsSync(indexPath)
  await registerUploads(app)
  if (built) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        if (path.includes(`${join(config.distDir, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        } else if (path.includes(`${join(config.distDir, 'music')}`)) {
          // The background music (ADR 0061): unhashed names, so a day, then revalidated by its ETag.
          reply.header('cache-control', 'public, max-age=86400')
        }
      },
    })
  }
  // Two variants: only a person at this machine is pointed to the development mailbox.
  const configBlock = (local: boolean) =>
    `<script type="application/json" id="lantern-config">${jsonForHtml(clientConfig(config, { local }))}</script>`
  // Re-read index.html when a rebuild replaces it, so a running server never points at deleted assets.
  let cached: { mtimeMs: number; local: string; remote: string } | null = null
  const indexHtml = (local: boolean) => {
    if (!existsSync(indexPath)) return null
    const { mtimeMs } = statSync(indexPath)
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexPath, 'utf8')
      cached = {
        mtimeMs,
        local: html.replace('</head>', `${configBlock(true)}</head>`),
        remote: html.replace('</head>', `${configBlock(false)}</head>`),
      }
    }
    return local ? cached.local : cached.remote
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    const isApi = path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/dev/')
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
    }
    const html = indexHtml(isFromThisMachine(request))
    if (!html) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.')
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html)
  })
}
