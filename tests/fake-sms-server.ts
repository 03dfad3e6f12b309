import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedSms = { to: string; from: string; body: string }

/**
 * A local SMS provider speaking the Twilio Messages API:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json`, HTTP Basic auth sid:token, form fields To, From, Body.
 * Set `failWith` to a status (e.g. 500) to make it refuse every message, as a provider outage would.
 */
export async function startFakeSmsServer(accountSid = 'AC-lantern-test', authToken = 'sms-secret') {
  const messages: ReceivedSms[] = []
  const state = { failWith: null as number | null, requests: 0 }

  const readForm = async (req: IncomingMessage) => {
    let body = ''
    for await (const chunk of req) body += chunk
    return new URLSearchParams(body)
  }

  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)
    if (!match || req.method !== 'POST') {
      return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 })
    }
    state.requests++
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
    if (req.headers.authorization !== expected || decodeURIComponent(match[1]) !== accountSid) {
      res.setHeader('www-authenticate', 'Basic realm="Twilio API"')
      return json(401, { code: 20003, message: 'Authenticate', status: 401 })
    }
    if (state.failWith) {
      return json(state.failWith, { code: 20500, message: 'Internal Server Error', status: state.failWith })
    }
    const form = await readForm(req)
    const to = form.get('To') ?? ''
    const from = form.get('From') ?? ''
    const body = form.get('Body') ?? ''
    if (!to || !from || !body) {
      return json(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 })
    }
    messages.push({ to, from, body })
    const sid = `SM${randomBytes(16).toString('hex')}`
    const now = new Date().toUTCString()
    return json(201, {
      sid,
      account_sid: accountSid,
      to,
      from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    apiUrl,
    accountSid,
    authToken,
    messages,
    state,
    /** The `sms` part of the app's Config for this server, sending from `from`. */
    config: (from = '+6580000000') => ({ apiUrl, accountSid, authToken, from }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeSmsServer = Awaited<ReturnType<typeof startFakeSmsServer>>
