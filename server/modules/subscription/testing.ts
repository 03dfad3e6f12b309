import { eq } from 'drizzle-orm'
import type { TestApp } from '../../../tests/server'
import { signIn } from '../../../tests/server'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { createChild, levelId, signUp } from '../children/testing'

/** Test support: the subscription calls as one caller, and the families they are made for. */

export const GOOD_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'
export const NO_FUNDS_CARD = '4000 0000 0000 9995'

export type Headers = Record<string, string>

export function callsAs(app: TestApp, headers: Headers) {
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, headers, payload })
    return { status: res.statusCode, body: res.json() }
  }
  return {
    send,
    products: (studentId?: number) =>
      send('GET', `/subscription/products${studentId ? `?student_id=${studentId}` : ''}`),
    checkout: (studentId: number, priceIds: string[], extra: object = {}) =>
      send('POST', '/subscription/checkout', {
        app_domain: 'localhost',
        student_id: studentId,
        price_ids: priceIds,
        ...extra,
      }),
    subscriptions: (studentId: number) => send('GET', `/subscription?student_id=${studentId}`),
    cancel: (id: string) => send('POST', `/subscription/${id}/cancel`),
    resume: (id: string) => send('POST', `/subscription/${id}/resume`),
    preview: (id: string, price: string, action: 'add' | 'remove') =>
      send('GET', `/subscription/${id}/products/${price}/preview?action=${action}`),
    add: (id: string, price: string, at?: string) =>
      send(
        'POST',
        `/subscription/${id}/products/${price}${at ? `?proration_date=${encodeURIComponent(at)}` : ''}`,
      ),
    remove: (id: string, price: string, at?: string) =>
      send(
        'DELETE',
        `/subscription/${id}/products/${price}${at ? `?proration_date=${encodeURIComponent(at)}` : ''}`,
      ),
    localCheckout: (sessionId: string) => send('GET', `/payments/local-checkout/${sessionId}`),
    pay: (sessionId: string, cardNumber: string) =>
      send('POST', `/payments/local-checkout/${sessionId}/pay`, { card_number: cardNumber }),
  }
}
export type Calls = ReturnType<typeof callsAs>

/** The session id at the end of a local checkout_url. */
export const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/academy/pay/')[1]

/** A demo account's calls and row. */
export async function demo(app: TestApp, db: Db, who: string) {
  const { headers } = await signIn(app, who)
  const [row] = await db
    .select()
    .from(users)
    .where(who.includes('@') ? eq(users.email, who) : eq(users.username, who))
  return { calls: callsAs(app, headers), user: row }
}

/** A new family: a parent and a P5 child with no purchases. */
export async function newFamily(app: TestApp, db: Db) {
  const parent = await signUp(app, 6)
  const { child } = await createChild(app, parent.headers, await levelId(db, 'P5'))
  return { calls: callsAs(app, parent.headers), childId: child.id as number }
}

/** Buys courses for a child through checkout and the local card page; answers the new subscription. */
export async function buy(calls: Calls, studentId: number, priceIds: string[]) {
  const opened = await calls.checkout(studentId, priceIds)
  if (opened.status !== 200) throw new Error(`checkout: ${opened.status} ${JSON.stringify(opened.body)}`)
  const paid = await calls.pay(sessionOf(opened.body.checkout_url), GOOD_CARD)
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`)
  const { body } = await calls.subscriptions(studentId)
  return body.subscriptions[0] as { subscription_id: string; course_ids: number[]; price_ids: string[] }
}
