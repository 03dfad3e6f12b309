import { expect, type Page } from '@playwright/test'
import { ONBOARDING_SKIPPED } from '../../contracts/onboarding-fields'
import { finishOnboarding, holdChatStreams, onlyTriggers } from './coach-page'
import { holdCalls } from './held-calls'
import type { PlanStep } from './plans'
import type { QuizDetail } from './quizzes'
import type { FlowDriver, FlowRun } from './replay'
import { type Api, freshStudent, type SignedIn, signInPage, studentWithCourses } from './students'

/**
 * The onboarding chat on the student coach (/student/v2/chat) for a new student whose answers so far are the
 * start's, written through the real API (PUT /users/onboarding). The prompt triggers are kept quiet, so every
 * turn the coach takes is the onboarding's: each reply stream is held, then let through (`coach.turnDone`) or
 * dropped as a broken network would (`coach.turnFailed`). The student answers in the message box or presses
 * "Skip this question"; reading the answers back (GET /users/onboarding) and saving a skip (PUT) are held until
 * the path says how they end. The page's first read of the answers, which starts the machine, is the server's.
 *
 * Step 3's suggested practice is started with "Start this practice" (a student whose courses are open, so there
 * are worksheets to suggest). `triggers.practiceFinished` is the person opening that practice from the coach,
 * handing it in (answers saved through the API) and coming back: the coach page opens again and its onboarding
 * starts from the answers the server kept, which now hold the practice, so it asks the check-in (step 4).
 */
/** What the start's student has answered before, as the plan's inputs say (the worksheet of step 3 skipped). */
const ANSWERED_BEFORE: Record<string, Record<string, string | null> | 'all'> = {
  'nothing-answered-yet': {},
  'only-the-check-in-left': {
    favourite_subject: 'Science',
    favourite_topic_challenges: 'I find fractions hard',
    suggested_activity: ONBOARDING_SKIPPED,
    check_in: null,
  },
  'all-four-answered-before': 'all',
}

async function answerBefore(page: Page, user: SignedIn, start: string) {
  const fields = ANSWERED_BEFORE[start] ?? {}
  if (fields === 'all') return finishOnboarding(page, user)
  if (Object.keys(fields).length === 0) return
  const reply = await page.request.put('/api/v1/users/onboarding', {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: fields,
  })
  expect(reply.ok()).toBe(true)
}

export const onboardingChatDriver: FlowDriver = {
  machine: 'onboardingChat',
  cannotDrive: () => null,
  async open(page, path) {
    const practises = path.steps.some((s) => s.event.type === 'onboarding.activityStarted')
    const student = await (practises ? studentWithCourses : freshStudent)(page.request)
    await answerBefore(page, student.user, path.start)
    await signInPage(page, student.user)
    await onlyTriggers(page, [])
    const streams = await holdChatStreams(page)
    await page.goto('/student/v2/chat')
    // The machine starts from the page's own read of the answers; the reads after it are held.
    await page.locator('[data-flow="onboardingChat"]').waitFor({ state: 'attached' })
    return startRun(page, streams, student.api)
  },
}

async function startRun(
  page: Page,
  streams: Awaited<ReturnType<typeof holdChatStreams>>,
  api: Api,
): Promise<FlowRun> {
  const loads = await holdCalls(page, '**/api/v1/users/onboarding', 'GET')
  const saves = await holdCalls(page, '**/api/v1/users/onboarding', 'PUT')
  const chat = page.locator('[data-flow="chatSession"]')
  // The onboarding's "Try again" sits above the message box; a failed reply has its own in the conversation.
  const onboardingRetry = page
    .getByRole('button', { name: 'Try again', exact: true })
    .and(page.locator(':not(ol *)'))
  let turns = 0
  return {
    dispose: () => streams.close(),
    async act(step: PlanStep) {
      const { event } = step
      switch (event.type) {
        case 'coach.turnDone':
          return (await streams.stream(turns++)).release()
        case 'coach.turnFailed':
          return streams.abort(turns++)
        case 'xstate.done.actor.loadOnboarding':
          return loads.release()
        case 'xstate.error.actor.loadOnboarding':
          return loads.fail()
        case 'xstate.done.actor.saveField':
          return saves.release()
        case 'xstate.error.actor.saveField':
          return saves.fail()
        case 'onboarding.answer':
          await chat.getByRole('textbox', { name: 'Message to the coach' }).fill(String(event.text))
          return chat.getByRole('button', { name: 'Send', exact: true }).click()
        case 'onboarding.skip':
          return page.getByRole('button', { name: 'Skip this question', exact: true }).click()
        case 'onboarding.retry':
          return onboardingRetry.click()
        case 'onboarding.activityStarted':
          return page.getByRole('button', { name: 'Start this practice', exact: true }).click()
        case 'triggers.practiceFinished':
          await practiseAndComeBack(page, api)
          // The coach page's own first read of the answers, which starts its onboarding again.
          return loads.release()
      }
      throw new Error(`The onboarding chat driver cannot make ${event.type} happen`)
    },
  }
}

/** Opens the suggested practice from the coach, hands it in with every question answered, and comes back. */
async function practiseAndComeBack(page: Page, api: Api) {
  const open = page.getByRole('link', { name: /^Open “/ })
  const quizId = Number(/\/student\/quiz\/(\d+)/.exec((await open.getAttribute('href')) ?? '')?.[1])
  const quiz = await api<QuizDetail>('GET', `/api/v1/quiz/${quizId}`)
  for (const evaluation of quiz.evaluations) {
    const question = quiz.questions.find((q) => q.id === evaluation.question_id)
    const option = question?.options[0]?.id
    await api('PUT', `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`, {
      ...(option ? { selected_option_id: option } : { value: '12' }),
    })
  }
  await open.click()
  await page.getByRole('main').getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', /^completed/)
  await page.goto('/student/v2/chat')
}
