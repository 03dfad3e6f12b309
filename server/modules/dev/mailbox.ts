import type { FastifyInstance } from 'fastify'
import { listOutbox } from '../../mail/outbox'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

/** The development outbox: mail and SMS that were not sent for real. Never registered in production. */
export function registerDevMailbox(app: FastifyInstance) {
  app.get('/dev/mailbox.json', async () => ({ messages: await listOutbox(app.ctx.db) }))
  app.get('/dev/mailbox', async (_request, reply) => {
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
}
