import { expect, type Page, type Route, test } from '@playwright/test'
import { PROMPT_TRIGGER } from '../../contracts/constants'
import { ONBOARDING_FIELDS, ONBOARDING_SKIPPED } from '../../contracts/onboarding-fields'
import { SseGate as Gate, type SseGate, type SseStream } from './sse-gate'
import type { SignedIn } from './students'

const EVERY_TRIGGER = Object.values(PROMPT_TRIGGER)

/**
 * Lets only the given prompt triggers fire on the student coach, so a QA path decides which turns the coach
 * starts: the page reads the triggers fired this session from session storage (src/coach/engagement.ts), and
 * a trigger counted as fired stays quiet. Set once per tab, so a reload keeps what the page wrote since.
 */
export async function onlyTriggers(page: Page, allowed: number[]) {
  const fired = EVERY_TRIGGER.filter((t) => !allowed.includes(t))
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('qa-triggers-set')) return
    sessionStorage.setItem('qa-triggers-set', '1')
    sessionStorage.setItem('coach.firedTriggers', stored)
  }, JSON.stringify(fired))
}

/**
 * Skips the student's four onboarding steps through the real API (PUT /users/onboarding), so the onboarding
 * chat does not start turns of its own in a path about another flow.
 */
export async function finishOnboarding(page: Page, user: SignedIn) {
  const fields = Object.fromEntries(ONBOARDING_FIELDS.map((field) => [field, ONBOARDING_SKIPPED]))
  const reply = await page.request.put('/api/v1/users/onboarding', {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: fields,
  })
  expect(reply.ok()).toBe(true)
}

/**
 * Gives the student `count` coach messages through the real API: greetings the coach starts itself (trigger 3),
 * which the daily message limit does not count. Pages of history are 20 messages, so 21 make an older page.
 */
export async function seedCoachMessages(page: Page, user: SignedIn, count: number) {
  for (let i = 0; i < count; i++) {
    const reply = await page.request.post('/api/v1/chat/stream', {
      headers: { authorization: `Bearer ${user.access_token}`, accept: 'text/event-stream' },
      data: {
        nudging_group: 'trigger',
        nudging_type: String(PROMPT_TRIGGER.SUBSEQUENT_LOGIN_DEFAULT),
        turn_id: crypto.randomUUID(),
      },
    })
    expect(await reply.text()).toContain('event: done')
  }
}

/**
 * Holds each reply stream the page opens (POST /chat/stream) until a QA path says how it goes: through the
 * gate to the real server (`stream(n)`, the page's n-th stream, counting from 0), refused with a status and the
 * server's sentence, or failed as a broken network before any answer.
 */
export async function holdChatStreams(page: Page) {
  const gate: SseGate = await Gate.open(String(test.info().project.use.baseURL))
  const requests: Route[] = []
  const opened = new Map<number, SseStream>()
  await page.route('**/api/v1/chat/stream**', (route) =>
    route.request().method() === 'POST' ? void requests.push(route) : route.fallback(),
  )
  const request = async (n: number) => {
    await expect
      .poll(() => requests.length, { message: `the page should open reply stream ${n + 1}` })
      .toBeGreaterThan(n)
    return requests[n]
  }
  return {
    isOpen: (n: number) => opened.has(n),
    async stream(n: number): Promise<SseStream> {
      const known = opened.get(n)
      if (known) return known
      const route = await request(n)
      await route.continue({ url: gate.addressFor(route.request().url()) })
      const stream = await gate.nextStream()
      opened.set(n, stream)
      return stream
    },
    async refuse(n: number, status: number, message: string) {
      await (await request(n)).fulfill({ status, json: { message } })
    },
    async abort(n: number) {
      await (await request(n)).abort('failed')
    },
    close: () => gate.close(),
  }
}
