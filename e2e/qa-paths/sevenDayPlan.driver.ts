import { expect, type Page } from '@playwright/test'
import { finishOnboarding, holdChatStreams, onlyTriggers } from './coach-page'
import { holdCalls } from './held-calls'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { freshStudent, type SignedIn, signInPage, studentWithCourses } from './students'

const DAY_MS = 24 * 60 * 60 * 1000
const NO_SENDER_YET: Record<string, string> = {
  'onboarding.completed': 'the student coach does not host the onboarding chat yet, so nothing sends it',
  'triggers.practiceFinished':
    'a practice finishes in the quiz player, which does not hand its result to the coach page yet',
}

/** The student's first plan, written by the real coach (POST /chat/stream, `generate_first_plan`). */
async function makeFirstPlan(page: Page, user: SignedIn) {
  const reply = await page.request.post('/api/v1/chat/stream', {
    headers: { authorization: `Bearer ${user.access_token}`, accept: 'text/event-stream' },
    data: {
      nudging_group: 'plan',
      seven_day_plan_action: 'generate_first_plan',
      turn_id: crypto.randomUUID(),
    },
  })
  expect(await reply.text()).toContain('event: done')
}

/**
 * The seven-day plan card on the student coach (/student/v2/chat) for a new student: with no plan, with the
 * plan the coach writes for them, or with that plan past its end date (the browser's clock a week and a day
 * on). The coach's turn a plan action asks for is held, then let through (`coach.turnDone`) or failed as a
 * broken network would (`coach.turnFailed`); reloading the plan or its completion is held the same way.
 */
export const sevenDayPlanDriver: FlowDriver = {
  machine: 'sevenDayPlan',
  cannotDrive(step) {
    return NO_SENDER_YET[step.event.type] ?? null
  },
  async open(page, path) {
    // A plan is made of practices the student may open: a student with no courses gets none.
    const withPlan = path.start !== 'no-plan-yet'
    const student = await (withPlan ? studentWithCourses : freshStudent)(page.request)
    if (withPlan) await makeFirstPlan(page, student.user)
    await finishOnboarding(page, student.user)
    if (path.start === 'plan-past-its-end-date') {
      await page.clock.setFixedTime(Date.now() + 8 * DAY_MS)
      // The page would take the stored session for an expired one on the moved clock; the server's is live.
      await signInPage(page, {
        ...student.user,
        expires_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      })
    } else await signInPage(page, student.user)
    await onlyTriggers(page, [])
    await page.goto('/student/v2/chat')
    const card = page.locator('[data-flow="sevenDayPlan"]')
    await expect(card).toBeVisible()
    return startRun(page)
  },
}

/** Holds the calls only once the page has loaded the plan it starts from. */
async function startRun(page: Page): Promise<FlowRun> {
  const streams = await holdChatStreams(page)
  const plans = await holdCalls(page, '**/api/v1/users/plan', 'GET')
  const completions = await holdCalls(page, '**/api/v1/users/plan/completion', 'GET')
  const card = page.locator('[data-flow="sevenDayPlan"]')
  let turns = 0
  return {
    dispose: () => streams.close(),
    async act(step: PlanStep) {
      const { type } = step.event
      switch (type) {
        case 'coach.turnDone':
          return (await streams.stream(turns++)).release()
        case 'coach.turnFailed':
          return streams.abort(turns++)
        case 'xstate.done.actor.loadPlan':
          // The plan comes with its completion (src/api/chat.ts fetchPlan).
          await completions.release()
          return plans.release()
        case 'xstate.error.actor.loadPlan':
          return plans.fail()
        case 'xstate.done.actor.loadCompletion':
          return completions.release()
        case 'xstate.error.actor.loadCompletion':
          return completions.fail()
        case 'plan.generate':
          return card.getByRole('button', { name: 'Make my plan' }).click()
        case 'plan.generateNext':
          return card.getByRole('button', { name: 'Plan my next week' }).click()
        case 'plan.practice':
          return card.getByRole('button', { name: 'Start today’s practice' }).click()
        case 'plan.retry':
          return card.getByRole('button', { name: 'Try again' }).click()
      }
      throw new Error(`The seven-day plan driver cannot make ${type} happen`)
    },
  }
}
