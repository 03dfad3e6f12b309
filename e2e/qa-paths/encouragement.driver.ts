import { expect, type Page, type Route, test } from '@playwright/test'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { LIMITS } from '../../contracts/constants'
import {
  type EncouragementInput,
  encouragementMachine,
  type GenerateInput,
} from '../../machines/encouragement.machine'
import type { EncouragementIdle, IdleInput } from '../../machines/streams/idle'
import { isChoice, isKeyed, type KeyedQuiz, keyedQuizzes } from './answer-keys'
import { answerAs, type PlannedMark, planTarget } from './encouragement-answers'
import type { PlanPath, PlanStart, PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { StreamGate } from './stream-gate'
import { type SignedIn, signInPage, studentWithCourses } from './students'

/**
 * The coach's encouragement in the real quiz player (/student/quiz/:id), for a student whose courses are open.
 *
 * - Each `answered {count}` is the person answering the count-th question: right or wrong as the path's marks
 *   later say (answer keys from the admin API, answer-keys.ts), after as long on screen as the mark's time
 *   says (slow wrong: past the "fast" limit; fast: at once, then on to another question), tapping as many
 *   options as it says. The step waits for the answer to be saved: the player counts saved answers.
 * - Marks come from the real server's marking stream, held by the stream gate and handed on one answer at a time.
 * - Time is Playwright's clock: a bubble's five seconds and the quiet spells of 90 s and 120 s since the last
 *   thing the person did.
 * - POST /chat/generate is held; the path says whether it fails (a broken network) or answers. It answers as the
 *   server does, `{text}`, from here: the server allows one encouragement per student each five seconds of real
 *   time, while on the page's clock a bubble's five seconds pass at once.
 */
const STARTS: Record<string, { returning: boolean; plan: boolean; fits: (quiz: KeyedQuiz) => boolean }> = {
  // Never signed in before this session; every question a choice.
  'new-student-s-six-question-worksheet': {
    returning: false,
    plan: false,
    fits: (quiz) => quiz.questions.every(isChoice),
  },
  // Signed in before, with a seven-day plan made in the chat; the last question a choice (three taps on it).
  'plan-target-of-eleven-on-an-eight-question-worksheet': {
    returning: true,
    plan: true,
    fits: (quiz) => isChoice(quiz.questions[quiz.questions.length - 1]),
  },
}
const NOT_IN_THE_APP = 'no worksheet of the demo data has four questions (the fewest is five)'
const CHEER = 'Great thinking, Quinn! Keep going.'

export const encouragementDriver: FlowDriver = {
  machine: 'encouragement',
  cannotDrive: (_step, _state, path) => (path.start in STARTS ? null : NOT_IN_THE_APP),
  async open(page, path, planStart) {
    const start = STARTS[path.start]
    const student = await studentWithCourses(page.request)
    let user: SignedIn = student.user
    if (start.returning) {
      const login = await page.request.post('/api/v1/auth/login', {
        data: { login_type: 'username', username: student.username, password: student.password },
      })
      user = (await login.json()) as SignedIn
      expect(user.last_logged_in, 'a returning student has signed in before').not.toBeNull()
    }
    if (start.plan) {
      const made = await page.request.post('/api/v1/chat/stream', {
        headers: { authorization: `Bearer ${user.access_token}`, accept: 'text/event-stream' },
        data: {
          nudging_group: 'plan',
          seven_day_plan_action: 'generate_first_plan',
          turn_id: crypto.randomUUID(),
        },
      })
      expect(await made.text()).toContain('event: done')
    }
    const input = inputOf(planStart)
    const quiz = (await keyedQuizzes(page.request, student.api, input.totalQuestions)).find(
      (q) => isKeyed(q) && start.fits(q),
    )
    if (!quiz) throw new Error(`The demo data has no worksheet for "${path.start}"`)
    expect(await planTarget(student.api), "today's plan target, as the start says").toBe(input.goalQuestions)
    // Its clock started as "Start" starts it, so a timed worksheet opens on its first question, not "Ready?".
    await student.api('POST', `/api/v1/quiz/${quiz.id}/start`)
    await signInPage(page, user)
    return startRun(page, path, planStart, quiz)
  },
}

function inputOf(start: PlanStart | undefined) {
  const input = start?.input as { totalQuestions: number; goalQuestions: number | null } | undefined
  if (!input) throw new Error('The start says nothing of the worksheet')
  return input
}

const never = fromPromise<{ text: string }, GenerateInput>(() => new Promise(() => {}))
const silent = fromCallback<EncouragementIdle, IdleInput<EncouragementIdle>>(() => {})

async function startRun(
  page: Page,
  path: PlanPath,
  planStart: PlanStart | undefined,
  quiz: KeyedQuiz,
): Promise<FlowRun> {
  // The path's marks, in the order the server marks the questions (the worksheet's).
  const marks = path.steps.flatMap((s) =>
    s.event.type === 'encouragement.marked' ? [s.event as unknown as PlannedMark] : [],
  )
  const gate = await StreamGate.open(String(test.info().project.use.baseURL))
  await page.route('**/api/v1/quiz/*/submit**', (route) =>
    route.continue({ url: gate.addressFor(route.request().url()) }),
  )
  const generated: Route[] = []
  await page.route('**/api/v1/chat/generate', (route) => void generated.push(route))
  const nextGenerate = async () => {
    await expect
      .poll(() => generated.length, { message: 'the page should ask for a bubble' })
      .toBeGreaterThan(0)
    return generated.shift() as Route
  }
  await page.clock.install()
  await page.goto(`/student/quiz/${quiz.id}`)
  const main = page.getByRole('main')
  const coach = page.getByRole('status', { name: 'Your coach' })
  // The same machine with the start's input, walked along: which bubble each of the page's requests must ask for.
  const expected = createActor(encouragementMachine.provide({ actors: { generate: never, idle: silent } }), {
    input: inputOf(planStart) as EncouragementInput,
  }).start()
  const asked = async (route: Route) => {
    const { nudging_type } = route.request().postDataJSON() as { nudging_type: string }
    expect(nudging_type, 'the bubble the page asks for').toBe(expected.getSnapshot().context.showing)
    return route
  }
  let stream: Awaited<ReturnType<typeof gate.nextStream>> | null = null
  /** Seconds since the person last did something on the page (the idle spells count from there). */
  let quiet = 0
  const wait = async (seconds: number) => {
    quiet += seconds
    await page.clock.runFor(seconds * 1000)
  }

  return {
    dispose: async () => {
      expected.stop()
      await gate.close()
    },
    async act(step: PlanStep) {
      await take(step)
      expected.send(step.event as never)
    },
  }

  async function take(step: PlanStep) {
    const { event } = step
    if (step.by === 'timer') return wait(LIMITS.ENCOURAGEMENT_SHOW_MS / 1000 + 0.1)
    switch (event.type) {
      case 'encouragement.answered': {
        const index = Number(event.count) - 1
        await answerAs(page, quiz, index, marks[index], wait)
        quiet = 0
        return
      }
      case 'encouragement.idle':
        // The activity throttle's last event comes a second after the last tap: the spell starts there.
        return wait(Number(event.seconds) - quiet + 1.5)
      case 'xstate.done.actor.generate': {
        const route = await asked(await nextGenerate())
        await route.fulfill({ json: { text: CHEER } })
        return expect(coach).toContainText(CHEER)
      }
      case 'xstate.error.actor.generate':
        return (await asked(await nextGenerate())).abort('failed')
      case 'encouragement.dismiss':
        quiet = 0
        return coach.getByRole('button', { name: 'Close the coach’s message' }).click()
      case 'encouragement.handedIn':
        await main.getByRole('button', { name: 'Submit answers' }).click()
        stream = await gate.nextStream()
        return
      case 'encouragement.marked':
        if (!stream) throw new Error('Marks come only after the worksheet is handed in')
        return void (await stream.pass('evaluations'))
      case 'encouragement.completed':
        if (!stream) throw new Error('Marking completes only after the worksheet is handed in')
        await stream.release()
        return expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', /^completed/)
    }
    throw new Error(`The encouragement driver cannot make ${event.type} happen`)
  }
}
