import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outboxMessages } from '../db/schema'

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string }

export interface Mailer {
  send(mail: Mail): Promise<void>
}
export interface SmsSender {
  send(to: string, text: string): Promise<void>
}

/** With no SMTP server configured, mail lands in the database outbox, shown at /dev/mailbox to this machine only. */
class OutboxMailer implements Mailer {
  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
  ) {}
  async send(mail: Mail) {
    await this.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    // Never the text: it holds sign-in links and codes. Read it at /dev/mailbox on this machine.
    this.log.info({ subject: mail.subject }, 'dev outbox: an email was kept for /dev/mailbox')
  }
}

class SmtpMailer implements Mailer {
  private transport: Transporter
  constructor(
    url: string,
    private from: string,
  ) {
    this.transport = nodemailer.createTransport(url)
  }
  async send(mail: Mail) {
    await this.transport.sendMail({ from: this.from, ...mail })
  }
}

class OutboxSms implements SmsSender {
  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
  ) {}
  async send(to: string, text: string) {
    await this.db.insert(outboxMessages).values({ channel: 'sms', recipient: to, text })
    this.log.info('dev outbox: an SMS was kept for /dev/mailbox')
  }
}

const SMS_TIMEOUT_MS = 15_000

/** Speaks the Twilio Messages API, which several SMS providers also offer. */
class HttpSms implements SmsSender {
  constructor(private cfg: NonNullable<Config['sms']>) {}
  async send(to: string, text: string) {
    const auth = Buffer.from(`${this.cfg.accountSid}:${this.cfg.authToken}`).toString('base64')
    const res = await fetch(`${this.cfg.apiUrl}/2010-04-01/Accounts/${this.cfg.accountSid}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: this.cfg.from, Body: text }),
      // A provider that never answers must not hold the request open indefinitely.
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    })
    // Reading the body releases the connection; on failure it carries the provider's reason.
    const reply = await res.text().catch(() => '')
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${reply.slice(0, 300)}`)
  }
}

export function createMessaging(config: Config, db: Db, log: FastifyBaseLogger) {
  return {
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db, log),
    sms: config.sms ? new HttpSms(config.sms) : new OutboxSms(db, log),
  }
}

export const listOutbox = (db: Db, limit = 50) =>
  db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit)
