import { expect, type Page, test } from '@playwright/test'
import { holdCalls } from './held-calls'
import type { PlanPath, PlanStep } from './plans'
import { chooseQuiz, type QuizDetail } from './quizzes'
import type { FlowDriver, FlowRun } from './replay'
import { type GatedStream, StreamGate } from './stream-gate'
import { type Api, signInPage, studentWithCourses } from './students'

/**
 * What each start of the quiz-session model is in the real app, for a new student (a worksheet nobody has
 * touched). The model's starts that the app cannot be in are left out, with why.
 */
const STARTS = {
  // Its clock already started (POST /quiz/:id/start, as "Start" does), so the page opens on the first question.
  'fresh-timed-attempt': { timed: true, answered: false, marked: false, review: false, started: true },
  // Nobody has pressed Start: the page opens on "Ready?" (issue 14 item 6).
  'timed-worksheet-not-started-yet': { timed: true, answered: false, marked: false, review: false },
  // The server makes an answer record for every question, so "no evaluation yet" is a fresh untimed attempt.
  'question-with-no-evaluation-yet': { timed: false, answered: false, marked: false, review: false },
  'every-answer-saved-earlier': { timed: false, answered: true, marked: false, review: false },
  'every-question-already-marked': { timed: false, answered: true, marked: true, review: false },
  'review-asked-for': { timed: false, answered: true, marked: true, review: true },
} as const
const NOT_IN_THE_APP: Record<string, string> = {
  'submitted-answer-to-clear':
    'an answer handed in but not being marked exists only inside the machine; the server marks as it takes it',
}
/** Starts the app has but this driver does not drive yet, with why. */
const NOT_DRIVEN_YET: Record<string, string> = {
  'practice-attempt':
    'practice mode (ADR 0062) needs a practice worksheet with a saved answer and a gate on the check stream; its server call is proved by server/modules/quiz/practice.test.ts',
}
const NO_UI_EVENTS: Record<string, string> = {
  'quiz.clearSubmission':
    'no control sends it: "Try this question again" clears the answer through the API and reopens the page',
}
const NAVIGATION = new Set(['quiz.goTo', 'quiz.next', 'quiz.previous'])

async function answerEverything(api: Api, quiz: QuizDetail) {
  for (const evaluation of quiz.evaluations) {
    const question = quiz.questions.find((q) => q.id === evaluation.question_id)
    await api('PUT', `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`, {
      selected_option_id: question?.options[0]?.id ?? null,
    })
  }
}

async function markEverything(page: Page, token: string, quiz: QuizDetail) {
  const multipart = new FormData()
  for (const q of quiz.questions)
    multipart.append(
      'evaluations',
      JSON.stringify({ question_id: q.id, selected_option_id: q.options[0].id }),
    )
  const reply = await page.request.post(`/api/v1/quiz/${quiz.id}/submit`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    multipart,
  })
  expect(await reply.text()).toContain('event: grading_completed')
}

export const quizSessionDriver: FlowDriver = {
  machine: 'quizSession',
  cannotDrive(step, state, path) {
    if (path.start in NOT_IN_THE_APP) return NOT_IN_THE_APP[path.start]
    if (path.start in NOT_DRIVEN_YET) return NOT_DRIVEN_YET[path.start]
    if (step.event.type in NO_UI_EVENTS) return NO_UI_EVENTS[step.event.type]
    if (NAVIGATION.has(step.event.type) && /^(completed|failed|marking)/.test(state))
      return 'the marking screen has no way to move between questions'
    if (step.event.type === 'xstate.done.actor.gradeStream' && /reconnecting/.test(state))
      return 'a followed stream that ends early is followed again; only a first reply with no body ends the marking (machines/streams/resume.test.ts)'
    return null
  },
  async open(page, path, planStart) {
    const start = STARTS[path.start as keyof typeof STARTS]
    const { user, api } = await studentWithCourses(page.request)
    const quiz = await chooseQuiz(api, start.timed)
    if ('started' in start) await api('POST', `/api/v1/quiz/${quiz.id}/start`)
    if (start.answered) await answerEverything(api, quiz)
    if (start.marked) await markEverything(page, user.access_token, quiz)
    await signInPage(page, user)
    const questionIds = (planStart?.input?.questionIds as number[] | undefined) ?? []
    return startRun(page, path, quiz, { review: start.review, questionIds })
  },
}

type RunOptions = { review: boolean; questionIds: number[] }

async function startRun(
  page: Page,
  path: PlanPath,
  quiz: QuizDetail,
  { review, questionIds }: RunOptions,
): Promise<FlowRun> {
  const saves = await holdCalls(page, '**/api/v1/quiz/*/evaluations/*', 'PUT')
  const starts = await holdCalls(page, '**/api/v1/quiz/*/start', 'POST')
  const gate = await StreamGate.open(String(test.info().project.use.baseURL))
  await page.route('**/api/v1/quiz/*/submit**', (route) =>
    route.continue({ url: gate.addressFor(route.request().url()) }),
  )
  // A broken marking stream is followed again (GET /quiz/:id/events): through the gate too, or refused once
  // when the path wants the marking to fail after reconnecting.
  let refuseFollow: (() => void) | null = null
  await page.route('**/api/v1/quiz/*/events**', async (route) => {
    const refused = refuseFollow
    if (!refused) return route.continue({ url: gate.addressFor(route.request().url()) })
    refuseFollow = null
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This quiz has not been handed in.', code: 'conflict' }),
    })
    refused()
  })
  if (path.steps.some((s) => s.delay === 'timeLimitMs' || s.delay === 'oneMinuteLeftMs'))
    await page.clock.install()
  await page.goto(`/student/quiz/${quiz.id}${review ? '?view=review' : ''}`)
  let stream: GatedStream | null = null
  const main = page.getByRole('main')
  return {
    dispose: () => gate.close(),
    async act(step: PlanStep, index: number) {
      const state = index === 0 ? path.initial.state : path.steps[index - 1].state
      const { type } = step.event
      if (step.by === 'timer') {
        if (step.delay === 'timeLimitMs') await page.clock.fastForward((quiz.time_limit ?? 0) * 60_000 + 1000)
        if (step.delay === 'oneMinuteLeftMs')
          await page.clock.fastForward(Math.max(0, (quiz.time_limit ?? 0) - 1) * 60_000 + 1000)
        return // The autosave pause runs by itself.
      }
      if (type === 'xstate.done.actor.saveAnswer') return saves.release()
      if (type === 'xstate.error.actor.saveAnswer') return saves.fail()
      if (type === 'xstate.done.actor.startQuiz') return starts.release()
      if (type === 'xstate.error.actor.startQuiz') return starts.fail()
      if (type === 'grading.reconnecting') {
        // The connection drops after the submit was accepted: the page follows the marking again.
        ;(stream ?? (await gate.nextStream())).drop()
        stream = null
        return
      }
      if (type === 'xstate.error.actor.gradeStream' && /reconnecting/.test(state)) {
        // The next follow is refused; a follow already under way is dropped, so the page tries again.
        const refused = new Promise<null>((resolve) => {
          refuseFollow = () => resolve(null)
        })
        const following = await Promise.race([refused, gate.nextStream()])
        following?.drop()
        await refused
        return
      }
      if (step.actor === 'gradeStream' || type.startsWith('grading.')) {
        stream ??= await gate.nextStream()
        if (type === 'grading.evaluation') return void (await stream.pass('evaluations'))
        if (type === 'grading.explanation') return void (await stream.pass('explanation'))
        if (type === 'grading.completed') return void (await stream.pass('grading_completed'))
        if (type === 'grading.error') return stream.fail('The marker is busy. Please try again in a minute.')
        if (type === 'xstate.done.actor.gradeStream') return stream.end()
        if (type === 'xstate.error.actor.gradeStream') return stream.drop()
      }
      switch (type) {
        case 'quiz.answer':
          return answer(page, Math.max(0, questionIds.indexOf(step.event.questionId)), step.event.value)
        case 'quiz.goTo':
          return goTo(page, step.event.index)
        case 'quiz.next':
          return main.getByRole('button', { name: 'Next' }).click()
        case 'quiz.previous':
          return main.getByRole('button', { name: 'Previous' }).click()
        case 'quiz.submit':
          return main.getByRole('button', { name: 'Submit answers' }).click()
        case 'quiz.start':
          return main.getByRole('button', { name: 'Start' }).click()
        case 'quiz.confirm':
          return page.getByRole('alertdialog').getByRole('button', { name: 'Submit anyway' }).click()
        case 'quiz.cancel':
          return page.getByRole('alertdialog').getByRole('button', { name: 'Keep answering' }).click()
        case 'quiz.retrySave':
          return main.getByRole('button', { name: 'retry' }).click()
        case 'quiz.retry':
          stream = null
          return main.getByRole('button', { name: 'Try again' }).click()
      }
      throw new Error(`The quiz driver cannot make ${type} happen`)
    },
  }
}

/** Moves to a question with the question map, or the dialog's "Answer question N" while it is open. */
async function goTo(page: Page, index: number) {
  const dialog = page.getByRole('alertdialog')
  // The dialog offers the first unanswered question, whichever it is: the same move for the machine.
  if (await dialog.isVisible()) return dialog.getByRole('button', { name: /^Answer question \d+$/ }).click()
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${index + 1}\\b`) })
    .click()
}

/** Answers the question at `index` the way its kind asks: another choice, or the plan's text typed in. */
async function answer(page: Page, index: number, value: unknown) {
  const heading = page.getByRole('heading', { name: new RegExp(`^Question ${index + 1} of`) })
  if (!(await heading.isVisible())) await goTo(page, index)
  await expect(heading).toBeVisible()
  const main = page.getByRole('main')
  const choices = main.getByRole('radio')
  if ((await choices.count()) > 0) return main.getByRole('radio', { checked: false }).first().check()
  await main
    .getByRole('textbox', { name: /^Your answer/ })
    .first()
    .fill(typeof value === 'string' ? value : '42')
}
