import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { clientConfig } from '../config'

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
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
  })
  if (built) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        if (path.includes(`${join(config.distDir, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }
  const configBlock = `<script type="application/json" id="lantern-config">${jsonForHtml(clientConfig(config))}</script>`
  // Re-read index.html when a rebuild replaces it, so a running server never points at deleted assets.
  let cached: { mtimeMs: number; html: string } | null = null
  const indexHtml = () => {
    if (!existsSync(indexPath)) return null
    const { mtimeMs } = statSync(indexPath)
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(indexPath, 'utf8').replace('</head>', `${configBlock}</head>`) }
    }
    return cached.html
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    const isApi = path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/dev/')
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
    }
    const html = indexHtml()
    if (!html) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.')
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html)
  })
}
