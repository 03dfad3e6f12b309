import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Json = Record<string, unknown>
export type FakePrice = { id: string; unit_amount: number; currency: string; interval: 'month' | 'year' }
export type FakeSubscriptionItem = {
  id: string
  object: 'subscription_item'
  current_period_start: number
  current_period_end: number
  price: Json & { id: string; unit_amount: number; recurring: { interval: 'month' | 'year' } }
  quantity: number
  subscription: string
  metadata: Json
  created: number
}
export type FakeSubscription = {
  id: string
  object: 'subscription'
  status: string
  cancel_at_period_end: boolean
  canceled_at: number | null
  ended_at: number | null
  start_date: number
  billing_cycle_anchor: number
  created: number
  currency: string
  customer: string
  metadata: Record<string, string>
  trial_end: number | null
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string }
  latest_invoice: string | null
}
export type FakeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  type: string
  data: { object: Json }
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
}
export type FakeRequest = { method: string; path: string; params: Json; idempotencyKey?: string }
/** Drift made behind our back: nothing is sent for it, as when a webhook was lost. */
export type SubscriptionPatch = {
  status?: string
  cancel_at_period_end?: boolean
  current_period_end?: Date
  prices?: string[]
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const clone = <T>(value: T): T => structuredClone(value)

/**
 * A local Stripe speaking the HTTP API as the `stripe` SDK calls it: `Authorization: Bearer sk_test_…` or
 * 401, form-encoded bodies with bracket keys, `Idempotency-Key` replaying the first reply (or 400 when the
 * parameters differ). Endpoints: create and read Checkout Sessions, read, update and cancel subscriptions,
 * preview invoices. Test controls play the customer (`completeSession`), make drift (`mutate`) and deliver
 * events signed as Stripe signs them (`deliver`).
 */
export async function startFakeStripeServer(
  secretKey = 'sk_test_lantern_fake',
  webhookSecret = 'whsec_lantern',
) {
  const prices = new Map<string, FakePrice>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, FakeSubscription>()
  const events: FakeEvent[] = []
  const requests: FakeRequest[] = []
  const replies = new Map<string, { fingerprint: string; status: number; body: unknown }>()
  let baseUrl = ''

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const raw = (await readBody(req)).toString('utf8')
    if (req.headers.authorization !== `Bearer ${secretKey}` || !secretKey.startsWith('sk_test_'))
      return sendError(res, 401, 'Invalid API Key provided.', 'invalid_request_error')
    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : raw)
    const key = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key })
    const fingerprint = createHash('sha256').update(`${req.method} ${url.pathname} ${raw}`).digest('hex')
    const earlier = key ? replies.get(key) : undefined
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        return sendError(
          res,
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          'idempotency_error',
        )
      return sendJson(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' })
    }
    let status = 200
    let body: unknown
    try {
      body = route(req.method ?? 'GET', url.pathname, params)
    } catch (err) {
      const e = err as FakeStripeError
      status = e.status ?? 500
      body = { error: { type: 'invalid_request_error', message: e.message, code: e.code, param: e.param } }
    }
    if (key && req.method !== 'GET') replies.set(key, { fingerprint, status, body })
    sendJson(res, status, body)
  })

  function route(method: string, path: string, params: Json): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params)
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (method === 'GET' && session) return sessionOf(session[1])
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (subscription) {
      const sub = subscriptionOf(subscription[1])
      if (method === 'GET') return sub
      if (method === 'POST') return updateSubscription(sub, params)
      if (method === 'DELETE') return cancelSubscription(sub)
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') return previewInvoice(params)
    throw new FakeStripeError(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  function priceOf(id: unknown, param: string) {
    const price = prices.get(String(id))
    if (!price) throw new FakeStripeError(400, `No such price: '${id}'`, 'resource_missing', param)
    return price
  }

  function createSession(params: Json) {
    if (params.mode !== 'subscription')
      throw new FakeStripeError(
        400,
        'This fake only opens subscription checkouts.',
        'parameter_invalid',
        'mode',
      )
    const lines = (params.line_items as Json[] | undefined) ?? []
    if (!lines.length)
      throw new FakeStripeError(400, 'Missing required param: line_items.', 'parameter_missing')
    lines.forEach((line, i) => {
      priceOf(line.price, `line_items[${i}][price]`)
    })
    const id = newId('cs_test')
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      subscription: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      created: now(),
      expires_at: now() + 24 * 3600,
      amount_total: lines.reduce((sum, line) => sum + priceOf(line.price, '').unit_amount, 0),
      currency: priceOf(lines[0].price, '').currency,
    }
    sessions.set(id, { ...session, _lines: lines, _subscriptionData: params.subscription_data ?? {} })
    return session
  }

  const publicSession = (session: Json) => {
    const { _lines, _subscriptionData, ...rest } = session
    return clone(rest)
  }
  function sessionOf(id: string) {
    const session = sessions.get(id)
    if (!session)
      throw new FakeStripeError(404, `No such checkout.session: '${id}'`, 'resource_missing', 'id')
    return publicSession(session)
  }
  function subscriptionOf(id: string) {
    const sub = subscriptions.get(id)
    if (!sub) throw new FakeStripeError(404, `No such subscription: '${id}'`, 'resource_missing', 'id')
    return sub
  }

  function item(sub: Pick<FakeSubscription, 'id'>, price: FakePrice, start: number, end: number) {
    return {
      id: newId('si'),
      object: 'subscription_item' as const,
      current_period_start: start,
      current_period_end: end,
      price: {
        id: price.id,
        object: 'price',
        unit_amount: price.unit_amount,
        currency: price.currency,
        recurring: { interval: price.interval },
      },
      quantity: 1,
      subscription: sub.id,
      metadata: {},
      created: now(),
    }
  }
  const periodOf = (sub: FakeSubscription) => ({
    start: sub.items.data[0]?.current_period_start ?? sub.start_date,
    end: sub.items.data[0]?.current_period_end ?? sub.billing_cycle_anchor,
  })

  function updateSubscription(sub: FakeSubscription, params: Json) {
    if (sub.status === 'canceled')
      throw new FakeStripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
        'resource_missing',
      )
    if (params.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true'
    const { start, end } = periodOf(sub)
    for (const change of (params.items as Json[] | undefined) ?? []) {
      if (change.deleted === 'true') sub.items.data = sub.items.data.filter((i) => i.id !== change.id)
      else if (change.id) {
        const existing = sub.items.data.find((i) => i.id === change.id)
        if (existing && change.price)
          Object.assign(existing, { price: item(sub, priceOf(change.price, 'items'), start, end).price })
      } else sub.items.data.push(item(sub, priceOf(change.price, 'items'), start, end))
    }
    if (params.trial_end) {
      sub.trial_end = Number(params.trial_end)
      sub.status = 'trialing'
      for (const i of sub.items.data) i.current_period_end = sub.trial_end
    }
    emit('customer.subscription.updated', sub)
    return clone(sub)
  }

  function cancelSubscription(sub: FakeSubscription) {
    if (sub.status !== 'canceled') {
      Object.assign(sub, {
        status: 'canceled',
        canceled_at: now(),
        ended_at: now(),
        cancel_at_period_end: false,
      })
      emit('customer.subscription.deleted', sub)
    }
    return clone(sub)
  }

  function previewInvoice(params: Json) {
    const sub = subscriptionOf(String(params.subscription))
    const details = (params.subscription_details as Json | undefined) ?? {}
    const at = Number(details.proration_date ?? now())
    const { start, end } = periodOf(sub)
    const share = (amount: number) => Math.round((amount * Math.max(end - at, 0)) / Math.max(end - start, 1))
    const line = (amount: number, proration: boolean) => ({
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: sub.currency,
      period: { start: proration ? at : end, end: proration ? end : end + (end - start) },
      parent: { type: 'subscription_item_details', subscription_item_details: { proration } },
    })
    const lines = ((details.items as Json[] | undefined) ?? []).map((change) => {
      if (change.deleted === 'true') {
        const existing = sub.items.data.find((i) => i.id === change.id)
        return line(-share(existing?.price.unit_amount ?? 0), true)
      }
      return line(share(priceOf(change.price, 'subscription_details[items]').unit_amount), true)
    })
    const next = sub.items.data.reduce((sum, i) => sum + i.price.unit_amount, 0)
    lines.push(line(next, false))
    return {
      id: newId('upcoming_in'),
      object: 'invoice',
      currency: sub.currency,
      period_end: end,
      lines: { object: 'list', data: lines, has_more: false },
    }
  }

  function emit(type: string, object: unknown) {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: { object: clone(object) as Json },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    }
    events.push(event)
    return event
  }

  /** The customer pays: the session completes, a subscription starts, its first invoice is paid. */
  function completeSession(id: string) {
    const session = sessions.get(id)
    if (!session) throw new Error(`no session ${id}`)
    const lines = session._lines as Json[]
    const subscriptionData = session._subscriptionData as Json
    const first = priceOf(lines[0].price, '')
    const start = now()
    const end = Math.floor(
      addMonths(new Date(start * 1000), first.interval === 'year' ? 12 : 1).getTime() / 1000,
    )
    const trialDays = Number(subscriptionData.trial_period_days ?? 0)
    const sub: FakeSubscription = {
      id: newId('sub'),
      object: 'subscription',
      status: trialDays ? 'trialing' : 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      billing_cycle_anchor: end,
      created: start,
      currency: first.currency,
      customer: newId('cus'),
      metadata: (subscriptionData.metadata as Record<string, string> | undefined) ?? {},
      trial_end: trialDays ? start + trialDays * 86400 : null,
      items: { object: 'list', data: [], has_more: false, url: '' },
      latest_invoice: null,
    }
    sub.items.url = `/v1/subscription_items?subscription=${sub.id}`
    sub.items.data = lines.map((line) => item(sub, priceOf(line.price, ''), start, end))
    subscriptions.set(sub.id, sub)
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      currency: sub.currency,
      amount_due: session.amount_total,
      amount_paid: trialDays ? 0 : session.amount_total,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    }
    sub.latest_invoice = invoice.id
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id })
    const fresh = [
      emit('customer.subscription.created', sub),
      emit('invoice.paid', invoice),
      emit('checkout.session.completed', publicSession(session)),
    ]
    return { subscription: clone(sub), events: fresh }
  }

  function mutate(id: string, patch: SubscriptionPatch) {
    const sub = subscriptionOf(id)
    if (patch.status !== undefined) sub.status = patch.status
    if (patch.status === 'canceled') sub.ended_at ??= now()
    if (patch.cancel_at_period_end !== undefined) sub.cancel_at_period_end = patch.cancel_at_period_end
    if (patch.current_period_end)
      for (const i of sub.items.data)
        i.current_period_end = Math.floor(patch.current_period_end.getTime() / 1000)
    if (patch.prices) {
      const { start, end } = periodOf(sub)
      sub.items.data = patch.prices.map((p) => item(sub, priceOf(p, ''), start, end))
    }
    return clone(sub)
  }

  /** The `Stripe-Signature` header Stripe would send with this body. */
  const sign = (payload: string, secret = webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    requests,
    events: () => [...events],
    subscription: (id: string) => clone(subscriptionOf(id)),
    addPrice(id: string, unitAmount: number, interval: 'month' | 'year' = 'month', currency = 'sgd') {
      prices.set(id, { id, unit_amount: unitAmount, currency, interval })
    },
    completeSession,
    mutate,
    emit,
    sign,
    /** POSTs an event to a webhook address, signed (or with the given signature); answers status and body. */
    async deliver(url: string, event: FakeEvent, options: { signature?: string } = {}) {
      const payload = JSON.stringify(event)
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': options.signature ?? sign(payload),
        },
        body: payload,
      })
      return { status: res.status, body: await res.text() }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeStripeServer = Awaited<ReturnType<typeof startFakeStripeServer>>

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message)
  }
}

/** `a[b][0][c]=x` form bodies, as the SDK encodes them, back into nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root as Record<string, unknown>
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value
        return
      }
      node[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {}
      node = node[segment] as Record<string, unknown>
    })
  }
  return root
}

function addMonths(start: Date, months: number) {
  const end = new Date(start)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay))
  return end
}

async function readBody(req: IncomingMessage) {
  const parts: Buffer[] = []
  for await (const chunk of req) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers })
  res.end(JSON.stringify(body))
}

function sendError(res: ServerResponse, status: number, message: string, type: string) {
  sendJson(res, status, { error: { type, message } })
}
