import { expect, type Page, type Response, test } from '@playwright/test'
import { ONBOARDING_FIELDS, ONBOARDING_SKIPPED } from '../../contracts/onboarding-fields'
import { finishOnboarding, holdChatStreams, onlyTriggers } from './coach-page'
import { holdCalls } from './held-calls'
import { practise, practiseAllButOne } from './plan-practice'
import type { PlanPath, PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { type Api, freshStudent, type SignedIn, signInPage, studentWithCourses } from './students'

const DAY_MS = 24 * 60 * 60 * 1000
type Streams = Awaited<ReturnType<typeof holdChatStreams>>

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

const has = (path: PlanPath, type: string) => path.steps.some((s) => s.event.type === type)
/** The path's first reload of the completion finds the plan done: one practice must finish it. */
const finishesThePlan = (path: PlanPath) =>
  path.steps.find((s) => s.event.type === 'xstate.done.actor.loadCompletion')?.state === 'summarising'

/** Every onboarding answer but the check-in (skipped), so the student finishes onboarding in the chat. */
async function leaveTheCheckIn(api: Api) {
  const fields = Object.fromEntries(ONBOARDING_FIELDS.map((field) => [field, ONBOARDING_SKIPPED]))
  await api('PUT', '/api/v1/users/onboarding', { ...fields, check_in: null })
}

/**
 * The seven-day plan card on the student coach (/student/v2/chat) for a new student: with no plan, with the
 * plan the coach writes for them, or with that plan past its end date (the browser's clock a week and a day
 * on). The coach's turns are held, then let through (`coach.turnDone`) or failed as a broken network would
 * (`coach.turnFailed`); reloading the plan or its completion is held the same way.
 *
 * - `onboarding.completed` is the student answering the onboarding's last question (the check-in) in the chat.
 * - `triggers.practiceFinished` is the student doing the plan's next activity in the real quiz player and going
 *   back to the Coach through the app's menu (plan-practice.ts): the plan machine starts again at today and is
 *   passed the practice. Where the path has that practice finish the plan, the other activities were handed in
 *   through the API before the page opened.
 */
export const sevenDayPlanDriver: FlowDriver = {
  machine: 'sevenDayPlan',
  cannotDrive: () => null,
  async open(page, path) {
    // Each practice is a trip through the quiz player and back: more than the default time for a path.
    if (has(path, 'triggers.practiceFinished')) test.slow()
    // A plan is made of practices the student may open: a student with no courses gets none.
    const withPlan = path.start !== 'no-plan-yet'
    const student = await (withPlan ? studentWithCourses : freshStudent)(page.request)
    if (withPlan) await makeFirstPlan(page, student.user)
    if (finishesThePlan(path)) await practiseAllButOne(page.request, student.api, student.user.access_token)
    if (has(path, 'onboarding.completed')) await leaveTheCheckIn(student.api)
    else await finishOnboarding(page, student.user)
    if (path.start === 'plan-past-its-end-date') {
      await page.clock.setFixedTime(Date.now() + 8 * DAY_MS)
      // The page would take the stored session for an expired one on the moved clock; the server's is live.
      await signInPage(page, {
        ...student.user,
        expires_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      })
    } else await signInPage(page, student.user)
    await onlyTriggers(page, [])
    // From the first page on: the onboarding asks its check-in as soon as the page opens.
    const streams = await holdChatStreams(page)
    await page.goto('/student/v2/chat')
    await expect(page.locator('[data-flow="sevenDayPlan"]')).toBeVisible()
    return startRun(page, streams, student.api)
  },
}

/** Holds the plan's calls only once the page has loaded the plan it starts from. */
async function startRun(page: Page, streams: Streams, api: Api): Promise<FlowRun> {
  const plans = await holdCalls(page, '**/api/v1/users/plan', 'GET')
  const completions = await holdCalls(page, '**/api/v1/users/plan/completion', 'GET')
  // Away from the coach (the quiz player, the coach page opening again) the plan's calls are not held.
  let away = false
  for (const url of ['**/api/v1/users/plan', '**/api/v1/users/plan/completion'])
    await page.route(url, (route) => (away ? route.continue() : route.fallback()))
  const card = page.locator('[data-flow="sevenDayPlan"]')
  let turns = 0
  // "Start today's practice" asks for a turn the student leaves behind with the page when they go to practise.
  let practiceTurnAsked = false
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
          practiceTurnAsked = true
          return card.getByRole('button', { name: 'Start today’s practice' }).click()
        case 'plan.retry':
          return card.getByRole('button', { name: 'Try again' }).click()
        case 'onboarding.completed':
          turns = await answerTheCheckIn(page, streams, turns)
          return
        case 'triggers.practiceFinished': {
          if (practiceTurnAsked) turns++
          practiceTurnAsked = false
          away = true
          await practise(page, api)
          await backToTheCoach(page)
          away = false
          return
        }
      }
      throw new Error(`The seven-day plan driver cannot make ${type} happen`)
    },
  }
}

const isRead = (path: string) => (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === path

/**
 * The student goes back to the Coach with the header's menu, as after a practice. The page starts its machines
 * from the plan it read before (the page's cache, as the student saw it) and reads the plan again behind them;
 * both reads are let through before the path's own calls are held again.
 */
async function backToTheCoach(page: Page) {
  const reread = ['/api/v1/users/plan', '/api/v1/users/plan/completion'].map((path) =>
    page.waitForResponse(isRead(path)),
  )
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Coach', exact: true })
    .click()
  await Promise.all(reread)
  await expect(page.locator('[data-flow="sevenDayPlan"]')).toBeVisible()
}

/**
 * Lets the coach ask the check-in, answers it in the message box and lets that turn through: the onboarding
 * chat is then complete and tells the plan. Returns the count of the page's turns so far.
 */
async function answerTheCheckIn(page: Page, streams: Streams, turns: number) {
  const onboarding = page.locator('[data-flow="onboardingChat"]')
  await (await streams.stream(turns)).release()
  await expect(onboarding).toHaveAttribute('data-state', 'waiting')
  const chat = page.locator('[data-flow="chatSession"]')
  await chat.getByRole('textbox', { name: 'Message to the coach' }).fill('I feel happy and ready')
  await chat.getByRole('button', { name: 'Send', exact: true }).click()
  await (await streams.stream(turns + 1)).release()
  await expect(onboarding).toHaveAttribute('data-state', 'complete')
  return turns + 2
}
