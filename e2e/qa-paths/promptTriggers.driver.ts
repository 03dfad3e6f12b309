import { expect, type Page, type Request } from '@playwright/test'
import { PROMPT_TRIGGER as T } from '../../contracts/constants'
import { ONBOARDING_SKIPPED } from '../../contracts/onboarding-fields'
import { onlyTriggers } from './coach-page'
import { holdCalls } from './held-calls'
import type { PlanPath, PlanStep } from './plans'
import { chooseQuiz } from './quizzes'
import type { FlowDriver, FlowRun } from './replay'
import { type Api, type SignedIn, signInPage, studentWithCourses } from './students'

/**
 * The prompt triggers on the student coach (/student/v2/chat). They show nothing of their own and rest in
 * `listening` (the page's hidden `data-flow="promptTriggers"`), so each step also checks what it must make the
 * coach do: the turn the trigger asks for (POST /chat/stream with its `nudging_type`), or none at all.
 *
 * - A quiet spell is time passing on Playwright's clock (`runFor`, so every timer runs in order) once the coach's
 *   replies are in: a reply scrolls the chat, which counts as the person being there.
 * - `triggers.practiceFinished` is the person finishing a practice in the real quiz player (answers saved
 *   through the API, handed in and marked on the page) and coming back to the coach: the player and the coach
 *   are never on screen together, so the coach takes the result when it opens again (src/quiz/finishedPractice.ts)
 *   and starts its triggers again from what this session has fired (session storage).
 * - `onboarding.completed` is the person answering the last onboarding question (the check-in) in the chat.
 * - `triggers.practiceViewed` is the person pressing "See how I did" (the practice's results) and coming back.
 * - `triggers.stop` is the person logging out: the sign-out call is held until the page has stopped its prompts.
 */
const NOT_IN_THE_PAGE: Record<string, string> = {
  'returning-after-a-second-practice-scoring-40':
    'the page counts at most one practice finished before it opens (the server says whether, not how many)',
  'returning-after-a-practice-scoring-60':
    'this driver does not prepare a practice finished before the chat opens (no covering path starts here)',
}
/** What the trigger asked for on each quiet spell, by the start (spec: product.md §4 "Prompt triggers"). */
const IDLE_TRIGGER: Record<string, Record<number, number>> = {
  'new-student': {
    30: T.FIRST_LOGIN_IDLE_30S,
    10: T.AFTER_FIRST_PRACTICE_IDLE_10S,
    120: T.AFTER_FIRST_PRACTICE_IDLE_2MIN,
  },
  'returning-student-who-finished-onboarding': { 120: T.SUBSEQUENT_LOGIN_IDLE_2MIN },
}
const TIPS = [T.WELLNESS_TIPS, T.MOTIVATIONAL_TIPS]

/** The prompt trigger a chat turn is for (its multipart `nudging_type`, JSON-encoded), or null. */
function triggerOf(request: Request): number | null {
  if (request.method() !== 'POST' || !request.url().includes('/api/v1/chat/stream')) return null
  const form = request.postData() ?? ''
  if (!/name="nudging_group"\r?\n\r?\n"trigger"/.test(form)) return null
  const type = /name="nudging_type"\r?\n\r?\n"(\d+)"/.exec(form)
  return type ? Number(type[1]) : null
}

/** Makes `act` happen and waits for the coach to ask for a turn of one of `triggers`. */
async function asksFor(page: Page, triggers: readonly number[], act: () => Promise<unknown>) {
  const asked = page.waitForRequest((request) => triggers.includes(triggerOf(request) ?? 0))
  await act()
  await asked
}

async function answerEverything(api: Api) {
  const quiz = await chooseQuiz(api, false)
  for (const evaluation of quiz.evaluations) {
    const question = quiz.questions.find((q) => q.id === evaluation.question_id)
    await api('PUT', `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`, {
      selected_option_id: question?.options[0]?.id ?? null,
    })
  }
  return quiz.id
}

/** A returning student: signed in once before, onboarding done, the confidence login question answered. */
async function makeReturning(page: Page, api: Api, login: { username: string; password: string }) {
  const reply = await page.request.post('/api/v1/auth/login', {
    data: { login_type: 'username', username: login.username, password: login.password },
  })
  expect(reply.ok()).toBe(true)
  const signedIn = (await reply.json()) as SignedIn
  const fields = { favourite_subject: 'Mathematics', favourite_topic_challenges: ONBOARDING_SKIPPED }
  await api('PUT', '/api/v1/users/onboarding', {
    ...fields,
    suggested_activity: ONBOARDING_SKIPPED,
    check_in: ONBOARDING_SKIPPED,
  })
  type Surveys = { surveys: { type: string; trigger: string; questions: { id: number }[] }[] }
  const { surveys } = await api<Surveys>('GET', '/api/v1/chat/surveys')
  const confidence = surveys.find((s) => s.type === 'confidence' && s.trigger === 'login')
  if (!confidence) throw new Error('The demo data has no confidence survey asked at login')
  await api('POST', '/api/v1/chat/surveys/answers', {
    survey_question_id: confidence.questions[0].id,
    value: 3,
    trigger: 'login',
  })
  return signedIn
}

export const promptTriggersDriver: FlowDriver = {
  machine: 'promptTriggers',
  cannotDrive(_step, _state, path: PlanPath) {
    return NOT_IN_THE_PAGE[path.start] ?? null
  },
  async open(page, path) {
    const student = await studentWithCourses(page.request)
    let user = student.user
    if (path.start === 'returning-student-who-finished-onboarding')
      user = await makeReturning(page, student.api, student)
    // The check-in is the one question left, so the student can complete onboarding in the chat.
    if (path.steps.some((s) => s.event.type === 'onboarding.completed'))
      await student.api('PUT', '/api/v1/users/onboarding', {
        favourite_subject: 'Mathematics',
        favourite_topic_challenges: ONBOARDING_SKIPPED,
        suggested_activity: ONBOARDING_SKIPPED,
        check_in: null,
      })
    if (path.start === 'every-trigger-already-fired-this-session') await onlyTriggers(page, [])
    const quizId = path.steps.some((s) => s.event.type === 'triggers.practiceFinished')
      ? await answerEverything(student.api)
      : null
    await signInPage(page, user)
    await page.clock.install()
    await page.goto('/student/v2/chat')
    return startRun(page, path, quizId)
  },
}

function startRun(page: Page, path: PlanPath, quizId: number | null): FlowRun {
  const idle = IDLE_TRIGGER[path.start] ?? {}
  let quiet = 0
  return {
    async act(step: PlanStep) {
      const { event } = step
      switch (event.type) {
        case 'chat.idle': {
          const seconds = Number(event.seconds)
          const since = quiet
          quiet = seconds
          await settled(page)
          // The activity throttle's last event comes a second after the last scroll: the spell starts there.
          return asksFor(page, [idle[seconds]], () => page.clock.runFor((seconds - since + 1.5) * 1000))
        }
        case 'triggers.practiceFinished':
          quiet = 0
          return asksFor(page, TIPS, () => finishPractice(page, quizId))
        case 'onboarding.completed':
          return completeOnboarding(page)
        case 'triggers.practiceViewed':
          quiet = 0
          return seeHowIDid(page)
        case 'triggers.stop':
          return logOut(page)
      }
      throw new Error(`The prompt triggers driver cannot make ${event.type} happen`)
    },
  }
}

/** No reply is being written, so nothing scrolls the chat while the clock runs. */
async function settled(page: Page) {
  const chat = page.locator('[data-flow="chatSession"]')
  await expect(chat).toHaveAttribute('data-state', /conversation\.ready/)
}

/** Hands in the practice in the quiz player, waits for its marks, and comes back to the coach. */
async function finishPractice(page: Page, quizId: number | null) {
  if (quizId === null) throw new Error('The path finishes a practice, but none was prepared')
  await page.goto(`/student/quiz/${quizId}`)
  await page.getByRole('main').getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', /^completed/)
  await page.goto('/student/v2/chat')
}

/** Opens the practice's results from the coach ("See how I did") and comes back to the coach. */
async function seeHowIDid(page: Page) {
  await page.getByRole('link', { name: 'See how I did' }).click()
  await expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', 'reviewing')
  await page.goto('/student/v2/chat')
  await settled(page)
  await expect(page.getByRole('link', { name: 'See how I did' })).toHaveCount(0)
}

/** Logs out from the coach page, holding the sign-out call until the prompts have stopped. */
async function logOut(page: Page) {
  const signOut = await holdCalls(page, '**/api/v1/auth/logout', 'POST')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.locator('[data-flow="promptTriggers"]')).toHaveAttribute('data-state', 'stopped')
  await signOut.release()
  await expect(page.locator('html')).toHaveAttribute('data-state', 'signedOut')
}

/** Answers the onboarding's last question, the check-in, once the coach has asked it. */
async function completeOnboarding(page: Page) {
  const onboarding = page.locator('[data-flow="onboardingChat"]')
  await expect(onboarding).toHaveAttribute('data-state', 'waiting')
  const chat = page.locator('[data-flow="chatSession"]')
  await chat.getByRole('textbox', { name: 'Message to the coach' }).fill('I feel happy and ready')
  await chat.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(onboarding).toHaveAttribute('data-state', 'complete')
}
