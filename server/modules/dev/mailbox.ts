import type { FastifyInstance } from 'fastify'
import { escapeHtml } from '../../lib/html'
import { isFromThisMachine } from '../../lib/local-request'
import { listOutbox } from '../../mail/outbox'

const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

/**
 * The development outbox: mail and SMS that were not sent for real. It holds every reset link and sign-in
 * code, so it answers only a person at this machine (anyone else gets the 404 of a path that does not exist)
 * and is never registered in production.
 */
export function registerDevMailbox(app: FastifyInstance) {
  app.register(async (dev) => {
    dev.addHook('onRequest', async (request, reply) => {
      if (!isFromThisMachine(request)) {
        return reply
          .status(404)
          .send({ message: `There is no GET ${request.url.split('?')[0]} here.`, code: 'not_found' })
      }
    })
    dev.get('/dev/mailbox.json', async () => {
      // Links and codes are sent after the reply (so timing says nothing); wait for them here.
      await app.ctx.tasks.drain()
      return { messages: await listOutbox(app.ctx.db) }
    })
    dev.get('/dev/mailbox', async (_request, reply) => {
      await app.ctx.tasks.drain()
      const messages = await listOutbox(app.ctx.db)
      const items = messages
        .map(
          (m) => `<article>
  <header><strong>${escapeHtml(m.subject ?? 'SMS')}</strong> <span>to ${escapeHtml(m.recipient)} · ${m.channel} · ${m.createdAt.toISOString()}</span></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
      reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Lantern</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.75rem;padding:1rem;margin:1rem 0}header span{color:#4b5563;font-size:.875rem}
pre{white-space:pre-wrap;font:inherit}a{color:#3730a3}</style></head>
<body><h1>Dev mailbox</h1><p>Mail and SMS this development server would have sent, newest first. Not available in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`)
    })
  })
}
