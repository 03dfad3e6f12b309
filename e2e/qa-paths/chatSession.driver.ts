import { expect, type Page } from '@playwright/test'
import { PROMPT_TRIGGER } from '../../contracts/constants'
import { finishOnboarding, holdChatStreams, onlyTriggers, seedCoachMessages } from './coach-page'
import { holdCalls } from './held-calls'
import type { PlanPath, PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { freshStudent, signInPage } from './students'

/**
 * The chat session on the student coach (/student/v2/chat) for a new student: both of the model's starts are a
 * student's conversation. The history call is held until the path says how it ends; each reply stream is held,
 * then passed through a gate to the real server (or refused, or failed) event by event.
 *
 * The coach starts a turn itself (`coach.start`) in two ways the page offers: the session's greeting, which the
 * prompt triggers ask for once the page has what they start from (GET /chat/surveys, held until the step), and
 * "Make my plan" on the plan card. The other prompt triggers are kept quiet, so no other turn starts.
 */
const STARTS_THE_PAGE_CAN_MAKE = 2
const REACTIONS = {
  'chat.like': 'Helpful',
  'chat.dislike': 'Not helpful',
  'chat.bookmark': 'Bookmark',
} as const
type ReactionEvent = keyof typeof REACTIONS

const isStreaming = (state: string) => state.startsWith('conversation.streaming')
const coachStartsBefore = (path: PlanPath, index: number) =>
  path.steps.slice(0, index).filter((s) => s.event.type === 'coach.start').length

/** For each step, the page's reply stream (counting from 0) it acts on: the one open when it happens. */
function streamNumbers(path: PlanPath): number[] {
  let state = path.initial.state
  let opened = 0
  return path.steps.map((step) => {
    const current = opened - 1
    // Entering streaming opens a stream; so does a finished reply that goes straight on to a waiting turn.
    if (isStreaming(step.state) && (!isStreaming(state) || step.event.type === 'chat.stream.done')) opened++
    state = step.state
    return current
  })
}

/** The smallest picture a person could attach: a 1×1 PNG, named as the plan's file. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export const chatSessionDriver: FlowDriver = {
  machine: 'chatSession',
  cannotDrive(step, _state, path) {
    if (
      step.event.type === 'coach.start' &&
      coachStartsBefore(path, path.steps.indexOf(step)) >= STARTS_THE_PAGE_CAN_MAKE
    )
      return 'the page starts at most two coach turns on its own: the greeting and "Make my plan"'
    return null
  },
  async open(page, path) {
    const student = await freshStudent(page.request)
    const events = new Set(path.steps.map((s) => s.event.type))
    // Pages of history hold 20 messages: 21 give an older page; a reaction needs one coach reply.
    const needed = events.has('chat.loadOlder') ? 21 : [...events].some((e) => e in REACTIONS) ? 1 : 0
    await seedCoachMessages(page, student.user, needed)
    await finishOnboarding(page, student.user)
    await signInPage(page, student.user)
    await onlyTriggers(page, [PROMPT_TRIGGER.FIRST_LOGIN_DEFAULT, PROMPT_TRIGGER.SUBSEQUENT_LOGIN_DEFAULT])
    return startRun(page, path)
  },
}

async function startRun(page: Page, path: PlanPath): Promise<FlowRun> {
  const history = await holdCalls(page, '**/api/v1/chat?page=*&type=message', 'GET')
  const triggerFacts = await holdCalls(page, '**/api/v1/chat/surveys', 'GET')
  const reactions = {
    'chat.like': await holdCalls(page, '**/api/v1/chat/*/like', 'POST'),
    'chat.dislike': await holdCalls(page, '**/api/v1/chat/*/dislike', 'POST'),
    'chat.bookmark': await holdCalls(page, '**/api/v1/chat/*/bookmark', 'POST'),
  }
  const streams = await holdChatStreams(page)
  const streamOf = streamNumbers(path)
  let reacting: ReactionEvent = 'chat.like'
  await page.goto('/student/v2/chat')
  const chat = page.locator('[data-flow="chatSession"]')
  const button = (name: string) => chat.getByRole('button', { name, exact: true })

  async function streamStep(step: PlanStep, n: number) {
    const { event } = step
    if (event.type === 'xstate.error.actor.chatStream') {
      const error = event.error as { status?: number; message: string }
      // The server never limits a turn the coach starts; the page's handling of its refusal is what is shown.
      if (error.status) return streams.refuse(n, error.status, error.message)
      return streams.isOpen(n) ? (await streams.stream(n)).drop() : streams.abort(n)
    }
    const stream = await streams.stream(n)
    switch (event.type) {
      case 'chat.stream.message':
        return void (await stream.pass('message'))
      case 'chat.stream.tokens':
        return void (await stream.pass('token'))
      case 'chat.stream.done':
        return void (await stream.pass('done'))
      case 'chat.stream.replace': {
        // The output gate withdraws what was streamed: rare with the offline coach, so the gate sends it.
        const messageId = stream.lastPassed('token')?.message_id
        const data = { message_id: messageId, text: event.text, reason: 'answer_guard' }
        return stream.send({ event: 'replace', data: JSON.stringify(data) })
      }
      case 'chat.stream.error':
        return stream.send({ event: 'error', data: JSON.stringify({ message: event.message }) })
      case 'xstate.done.actor.chatStream':
        return stream.end()
    }
    throw new Error(`The chat driver cannot make ${event.type} happen`)
  }

  return {
    dispose: () => streams.close(),
    async act(step: PlanStep, index: number) {
      const { event } = step
      const type = event.type
      if (type === 'xstate.done.actor.loadHistory' || type === 'xstate.done.actor.loadPage')
        return history.release()
      if (type === 'xstate.error.actor.loadHistory' || type === 'xstate.error.actor.loadPage')
        return history.fail()
      if (type === 'xstate.done.actor.saveReaction') return reactions[reacting].release()
      if (type === 'xstate.error.actor.saveReaction') return reactions[reacting].fail()
      if (step.actor === 'chatStream') return streamStep(step, streamOf[index])
      if (type in REACTIONS) {
        reacting = type as ReactionEvent
        return chat.getByRole('button', { name: REACTIONS[reacting], exact: true }).first().click()
      }
      switch (type) {
        case 'coach.start':
          return startCoachTurn(page, coachStartsBefore(path, index), () => triggerFacts.release())
        case 'chat.type':
          return chat.getByRole('textbox', { name: 'Message to the coach' }).fill(String(event.text))
        case 'chat.send':
          return button('Send').click()
        case 'chat.stop':
          return button('Stop').click()
        case 'chat.retry':
          return button('Try again').click()
        case 'chat.dismiss':
          return button('OK').click()
        case 'chat.loadOlder':
          return button('Earlier messages').click()
        case 'chat.attach':
          return chat
            .locator('input[type="file"]')
            .setInputFiles({ name: 'worksheet.png', mimeType: 'image/png', buffer: PIXEL })
        case 'chat.removeAttachment':
          return button('Remove worksheet.png').click()
      }
      throw new Error(`The chat driver cannot make ${type} happen`)
    },
  }
}

/**
 * The first turn the coach starts is the session's greeting: the prompt triggers start once the page has
 * their facts, and the plan card appears with them, so its showing means the greeting was asked for. The
 * second is the person asking for their seven-day plan.
 */
async function startCoachTurn(page: Page, before: number, releaseTriggers: () => Promise<void>) {
  const planCard = page.locator('[data-flow="sevenDayPlan"]')
  if (before === 0) {
    await releaseTriggers()
    await expect(planCard).toBeVisible()
    return
  }
  await planCard.getByRole('button', { name: 'Make my plan' }).click()
}
