import type { FastifyBaseLogger } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeSmsServer } from '../../tests/fake-sms-server'
import { parseMail, startFakeSmtpServer } from '../../tests/fake-smtp-server'
import { lastOutboxMessage, useTestApp } from '../../tests/server'
import { loadConfig } from '../config'
import type { Db } from '../db/client'
import { createMessaging } from './outbox'

const smtp = await startFakeSmtpServer('lantern-mailer', 'p@ss:word/1')
const sms = await startFakeSmsServer('AC0123456789abcdef', 'sms-auth-token')
const SMS_FROM = '+6580001234'

/** In SMTP and HTTP SMS modes the messaging never touches the database or the log. */
const noDb = {} as Db
const noLog = {} as FastifyBaseLogger

afterAll(async () => {
  await smtp.close()
  await sms.close()
})

describe('outgoing mail and SMS through real providers (local fake SMTP and Twilio-style servers)', () => {
  const t = useTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Lantern <no-reply@lantern.test>',
    sms: sms.config(SMS_FROM),
  })

  // Links and codes go out after the reply; wait for them before looking at the providers.
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, payload })
    await t.app.ctx.tasks.drain()
    return res
  }
  const lastMailTo = (address: string) => {
    const mail = smtp.messages.findLast((m) => m.to.includes(address))
    return mail && { ...mail, ...parseMail(mail.data) }
  }

  it('a magic link is sent over SMTP, with authentication, and not to the dev outbox', async () => {
    const before = smtp.messages.length
    const res = await post('/api/v1/auth/magic-link', { email: 'parent@lantern.test', portal: 'ai_academy' })
    expect(res.statusCode).toBe(200)
    expect(smtp.messages.length).toBe(before + 1)
    const mail = lastMailTo('parent@lantern.test')
    expect(mail?.from).toBe('no-reply@lantern.test')
    expect(mail?.to).toEqual(['parent@lantern.test'])
    expect(mail?.headers.from).toBe('Lantern <no-reply@lantern.test>')
    expect(mail?.headers.to).toBe('parent@lantern.test')
    expect(mail?.subject).toBe('Your Lantern sign-in link')
    expect(mail?.text).toContain('Hello Priya,')
    const link = /\S+\/magic-link\/validation\/(\S+)/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    expect(await lastOutboxMessage(t.app, 'parent@lantern.test')).toBeUndefined()

    // The emailed token is the real one: it validates and signs in.
    const token = link?.[1] ?? ''
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/auth/magic-link/${token}/validate` })
    expect(check.statusCode).toBe(200)
    expect(check.json().email).toBe('parent@lantern.test')
  })

  it('a password-reset link is sent over SMTP and not to the dev outbox', async () => {
    const before = smtp.messages.length
    const res = await post('/api/v1/auth/password/reset/link', { email: 'parent@lantern.test' })
    expect(res.statusCode).toBe(200)
    expect(smtp.messages.length).toBe(before + 1)
    const mail = lastMailTo('parent@lantern.test')
    expect(mail?.from).toBe('no-reply@lantern.test')
    expect(mail?.subject).toBe('Reset your Lantern password')
    expect(mail?.text).toMatch(/\/academy\/reset-password\?token=\S+/)
    expect(await lastOutboxMessage(t.app, 'parent@lantern.test')).toBeUndefined()
  })

  it('an unknown address gets no mail at all, with the same reply', async () => {
    const before = smtp.messages.length
    const res = await post('/api/v1/auth/magic-link', { email: 'nobody@lantern.test', portal: 'ai_academy' })
    expect(res.statusCode).toBe(200)
    expect(smtp.messages.length).toBe(before)
  })

  it('an OTP is sent through the SMS provider, and the code it carries signs in', async () => {
    const before = sms.messages.length
    const res = await post('/api/v1/auth/generate-otp?validate_number=true', {
      country_code: '+65',
      phone_number: '91234567',
    })
    expect(res.statusCode).toBe(200)
    expect(sms.messages.length).toBe(before + 1)
    const message = sms.messages.at(-1)
    expect(message?.to).toBe('+6591234567')
    expect(message?.from).toBe(SMS_FROM)
    const otp = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
    expect(otp).toMatch(/^\d{6}$/)
    expect(await lastOutboxMessage(t.app, '+6591234567')).toBeUndefined()

    const login = await post('/api/v1/auth/login', {
      login_type: 'otp',
      mobile_number: '+6591234567',
      otp: otp ?? '',
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().email).toBe('parent@lantern.test')
  })

  it('when the SMS provider fails, the reply still says nothing about the account, and nothing is delivered', async () => {
    const before = { messages: sms.messages.length, requests: sms.state.requests }
    sms.state.failWith = 500
    try {
      const res = await post('/api/v1/auth/generate-otp?validate_number=true', {
        country_code: '+65',
        phone_number: '91234567',
      })
      // A failure only for numbers that have an account would tell a stranger the number is in use; the
      // failure goes to the operators' log instead (docs/decisions/0019).
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe('If an account uses this number, a code is on its way.')
      expect(sms.state.requests).toBe(before.requests + 1)
      expect(sms.messages.length).toBe(before.messages)
      expect(await lastOutboxMessage(t.app, '+6591234567')).toBeUndefined()
    } finally {
      sms.state.failWith = null
    }
  })
})

describe('messaging built straight from the environment', () => {
  const env = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra })

  it('SMTP_URL with the right credentials delivers', async () => {
    const { mailer } = createMessaging(
      env({ SMTP_URL: smtp.url, MAIL_FROM: 'ops@lantern.test' }),
      noDb,
      noLog,
    )
    await mailer.send({ to: 'someone@example.com', subject: 'Über café ✓', text: 'Grüße — ok' })
    const mail = smtp.messages.findLast((m) => m.to.includes('someone@example.com'))
    expect(mail?.from).toBe('ops@lantern.test')
    expect(parseMail(mail?.data ?? '').text.trim()).toBe('Grüße — ok')
  })

  it('SMTP_URL with a wrong password rejects on send, and nothing is delivered', async () => {
    const before = smtp.messages.length
    const { mailer } = createMessaging(
      env({ SMTP_URL: smtp.urlWith('lantern-mailer', 'wrong') }),
      noDb,
      noLog,
    )
    await expect(mailer.send({ to: 'x@example.com', subject: 'hi', text: 'hi' })).rejects.toMatchObject({
      code: 'EAUTH',
      responseCode: 535,
    })
    expect(smtp.messages.length).toBe(before)
    expect(smtp.failedLogins).toContain('lantern-mailer')
  })

  it('SMS credentials the provider refuses reject on send', async () => {
    const { sms: sender } = createMessaging(
      env({
        SMS_API_URL: `${sms.apiUrl}/`,
        SMS_ACCOUNT_SID: sms.accountSid,
        SMS_AUTH_TOKEN: 'not-the-token',
        SMS_FROM: SMS_FROM,
      }),
      noDb,
      noLog,
    )
    await expect(sender.send('+6591234567', 'hello')).rejects.toThrow(/answered 401: .*Authenticate/)
  })
})
