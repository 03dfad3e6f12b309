import { expect, type Page, type Route } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { type SignedIn, signInPage } from './students'

type ModelItem = { evaluation_id: number; question: { max_score: number } }
type ClassRow = { id: number; name: string }

/** A model's answer as GET /teachers/marking-inbox sends one, in the teacher's real class. */
const answerOf = ({ evaluation_id, question }: ModelItem, klass: ClassRow) => ({
  evaluation_id,
  quiz_id: evaluation_id,
  student: { id: 1, first_name: 'Ava', last_name: 'Lim' },
  class: klass,
  worksheet: { id: 1, title: 'QA marking' },
  submitted_at: new Date().toISOString(),
  reason: 'flagged_for_review',
  student_question: null,
  question: {
    id: evaluation_id,
    question_type_id: 2,
    text: `QA question ${evaluation_id}`,
    images: [],
    options: [],
    max_score: question.max_score,
    marking_scheme: 'One mark a step.',
    model_answer: null,
    solution: '',
    parts: [],
  },
  answer: {
    text: `QA answer ${evaluation_id}`,
    selected_option: null,
    method_answer: null,
    parts: [],
    audio_url: null,
    photo_url: null,
    ai_marks: null,
    ai_explanation: null,
  },
})

/** Holds the page's calls to one endpoint; a path's step says how the newest ends, older ones are dropped. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = []
  let calls = 0
  await page.route(matches, (route) => {
    calls++
    held.push(route)
  })
  return {
    calls: () => calls,
    async newest() {
      await expect
        .poll(() => held.length, { message: 'the page should be calling the server' })
        .toBeGreaterThan(0)
      const stale = held.splice(0, held.length - 1)
      await Promise.all(stale.map((route) => route.abort('aborted')))
      return held.shift()!
    },
  }
}

/**
 * The marking inbox (/teacher/marking) as the demo teacher. What waits on the server cannot be made to order, so
 * the inbox's reads and the marks' saves are held and answered as the path says: the model's answers (in the
 * teacher's own class) or a dropped read (`network`); a save accepted, or refused as the server refuses a quiz
 * being marked (`409`). The class picker is the real one, filled from GET /teachers/class.
 */
export const markingInboxDriver: FlowDriver = {
  machine: 'markingInbox',
  cannotDrive: (_step, _state, path) =>
    path.start === 'every-class' ? null : 'the page opens on every class; a class is chosen on it',
  async open(page) {
    const teacher = (await (
      await page.request.post('/api/v1/auth/login', {
        data: { login_type: 'email', email: ACCOUNTS.teacher.login, password: DEMO_PASSWORD },
      })
    ).json()) as SignedIn
    const headers = { authorization: `Bearer ${teacher.access_token}` }
    const { classes } = (await (await page.request.get('/api/v1/teachers/class', { headers })).json()) as {
      classes: ClassRow[]
    }
    const klass = classes.find((c) => c.name === '5 Kingfisher Maths') ?? classes[0]
    const reads = await hold(page, (url) => url.pathname === '/api/v1/teachers/marking-inbox')
    const saves = await hold(page, (url) =>
      url.pathname.startsWith('/api/v1/quiz/student-evaluation-questions/'),
    )

    await signInPage(page, teacher)
    await page.goto('/teacher/marking')
    const flow = page.locator('[data-flow="markingInbox"]')
    await expect(flow).toBeVisible()
    // Plain keys act only when the teacher is not typing: leave the field before pressing one.
    const press = async (key: string) => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press(key)
    }
    const run: FlowRun = {
      async act(step: PlanStep) {
        const event = step.event as {
          type: string
          output?: { items: ModelItem[] }
          error?: { status?: number; message?: string }
        }
        switch (event.type) {
          case 'xstate.done.actor.loadInbox': {
            const items = (event.output?.items ?? []).map((item) => answerOf(item, klass))
            return (await reads.newest()).fulfill({
              json: { items, total_count: items.length, page: 1, size: 50 },
            })
          }
          case 'xstate.error.actor.loadInbox':
            return (await reads.newest()).abort('failed')
          case 'xstate.done.actor.saveMarks':
            return (await saves.newest()).fulfill({ json: {} })
          case 'xstate.error.actor.saveMarks':
            return (await saves.newest()).fulfill({ status: 409, json: { message: event.error?.message } })
          case 'inbox.chooseClass': {
            const before = reads.calls()
            const picker = flow.getByRole('combobox', { name: 'Class' })
            const chosen = (await picker.inputValue()) === String(klass.id) ? '' : String(klass.id)
            await picker.selectOption(chosen)
            await expect
              .poll(reads.calls, { message: 'the page should load the class’s inbox' })
              .toBeGreaterThan(before)
            return
          }
          case 'inbox.setMarks':
            return flow
              .getByRole('textbox', { name: /^Marks/ })
              .fill((step.event as unknown as { marks: string }).marks)
          case 'inbox.setComment':
            return flow
              .getByRole('textbox', { name: /^Comment/ })
              .fill((step.event as unknown as { comment: string }).comment)
          case 'inbox.save':
            return flow.getByRole('button', { name: 'Save & next' }).click()
          case 'inbox.skip':
            return press('s')
          case 'inbox.next':
            return press('j')
          case 'inbox.previous':
            return press('k')
          case 'inbox.retry':
            return flow.getByRole('button', { name: 'Try again' }).click()
          case 'inbox.edit':
            return flow.getByRole('button', { name: 'Change the marks' }).click()
          case 'inbox.reload':
            return flow.getByRole('button', { name: 'Check again' }).click()
        }
        throw new Error(`The markingInbox driver cannot make ${event.type} happen`)
      },
    }
    return run
  },
}
