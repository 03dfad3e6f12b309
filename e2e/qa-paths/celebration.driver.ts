import { expect, type Page, type Route } from '@playwright/test'
import type { NewRewardsSchema } from '../../contracts/rewards'
import type { Moment } from '../../machines/celebration.machine'
import type { PlanStep } from './plans'
import { chooseQuiz } from './quizzes'
import type { FlowDriver, FlowRun } from './replay'
import { signInPage, studentWithCourses } from './students'

type NewRewards = import('zod').infer<typeof NewRewardsSchema>

/** The server's reply that the page turns into the plan's moments (src/rewards/RewardMoments.tsx momentsOf). */
function replyFor(moments: Moment[]): NewRewards {
  const level = moments.find((m) => m.kind === 'level')
  return {
    level: level ? { level: Number(level.key.split('-')[1]), previous_level: 2 } : null,
    rewards: moments
      .filter((m) => m.kind !== 'level')
      .map((m) => ({
        id: Number(m.key.split('-')[1]),
        kind: m.kind as 'badge' | 'collectible',
        name: m.title.replace(/^New (badge|sticker): /, ''),
        image: m.image ?? '',
        alt: m.alt,
        how_to_earn: m.line,
      })),
  }
}

/**
 * A new student's worksheet with every answer saved (through the API), handed in on the page: the results
 * screen, where the celebration lives, shows only right after a marking.
 */
async function handIn(page: Page) {
  const { user, api } = await studentWithCourses(page.request)
  const quiz = await chooseQuiz(api, false)
  for (const evaluation of quiz.evaluations) {
    const question = quiz.questions.find((q) => q.id === evaluation.question_id)
    await api('PUT', `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`, {
      selected_option_id: question?.options[0]?.id ?? null,
    })
  }
  return { user, quiz }
}

/**
 * The celebration on the results screen of a worksheet a new student has just handed in. What is new
 * (GET /students/rewards/new) is held until the path says what the server answers; "seen" is acknowledged
 * without touching the server, since the plan's rewards are made up. Its four-second timer runs in real time,
 * so a path moves on before it (a step of the path waits for it).
 */
export const celebrationDriver: FlowDriver = {
  machine: 'celebration',
  cannotDrive: () => null,
  async open(page, path) {
    if (path.start === 'reduced-motion') await page.emulateMedia({ reducedMotion: 'reduce' })
    const { user, quiz } = await handIn(page)
    await signInPage(page, user)
    const held: Route[] = []
    await page.route('**/api/v1/students/rewards/new', (route) => void held.push(route))
    await page.route('**/api/v1/students/rewards/seen', (route) => route.fulfill({ json: { ok: true } }))
    const next = async () => {
      await expect.poll(() => held.length, { message: 'the page should ask what is new' }).toBeGreaterThan(0)
      return held.shift() as Route
    }
    await page.goto(`/student/quiz/${quiz.id}`)
    await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').last().click()
    await page.getByRole('button', { name: 'Submit answers' }).click()
    await expect(page.getByRole('button', { name: 'Review answers' })).toBeVisible({ timeout: 30_000 })
    const card = page.getByRole('region', { name: 'Celebration' })
    let shown: string[] = []
    const run: FlowRun = {
      async act(step: PlanStep) {
        const { type } = step.event
        if (type === 'moments.add') {
          const moments = (step.event as unknown as { moments: Moment[] }).moments
          await (await next()).fulfill({ json: replyFor(moments) })
          if (shown.length === 0) {
            shown = moments.map((m) => m.title)
            await expect(card).toContainText(shown[0])
          }
          return
        }
        if (type === 'moment.dismiss') {
          await card.getByRole('button', { name: 'Close' }).click()
          shown = shown.slice(1)
          if (shown.length) await expect(card).toContainText(shown[0])
          return
        }
        if (type === 'moments.dismissAll') {
          await page.keyboard.press('Escape')
          shown = []
          return
        }
        if (step.by === 'timer') {
          // The moment's few seconds pass by themselves.
          shown = shown.slice(1)
          if (shown.length) await expect(card).toContainText(shown[0], { timeout: 8000 })
          else await expect(card).toBeHidden({ timeout: 8000 })
          return
        }
        throw new Error(`The celebration driver cannot make ${type} happen`)
      },
    }
    return run
  },
}
