import { expect, type Page } from '@playwright/test'
import { LIMITS } from '../../contracts/constants'
import { isChoice, type KeyedQuiz, optionsOf } from './answer-keys'
import type { Api } from './students'

/** A mark as an encouragement path names it (machines/encouragement.rules.ts `MarkedAnswer`). */
export type PlannedMark = { correct: boolean; timeSpent: number; optionsClicked: number; typed: boolean }

type Plan = {
  start_date: string
  days: { date: string; activities: { worksheet_id: number | null; target_questions: number }[] }[]
}

/**
 * Today's plan target as the player works it out (src/api/planTarget.ts): the sum of today's activities'
 * targets, a worksheet's length standing in for a target of 0. A new plan starts today. Null without a plan.
 */
export async function planTarget(api: Api): Promise<number | null> {
  const { plan } = await api<{ plan: Plan | null }>('GET', '/api/v1/users/plan')
  const today = plan?.days.find((d) => d.date === plan.start_date)
  if (!today) return null
  let total = 0
  for (const { worksheet_id, target_questions } of today.activities) {
    if (target_questions > 0) {
      total += target_questions
      continue
    }
    if (worksheet_id === null) continue
    const { quizzes } = await api<{ quizzes: { num_questions: number }[] }>(
      'GET',
      `/api/v1/quiz?worksheet_id=${worksheet_id}`,
    )
    total += quizzes[0]?.num_questions ?? 0
  }
  return total || null
}

/** Moves to the question at `index` with the question map, unless it is on screen. */
async function showQuestion(page: Page, index: number) {
  const heading = page.getByRole('heading', { name: new RegExp(`^Question ${index + 1} of`) })
  if (!(await heading.isVisible()))
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${index + 1}\\b`) })
      .click()
  await expect(heading).toBeVisible()
}

/**
 * Answers the question at `index` so that its mark comes out as planned: right or wrong, after long enough on
 * screen for a slow wrong answer, or at once and then on to another question for a fast one (§13 Q9: under
 * 8 s for a choice, 15 s typed), tapping as many options as planned. Resolves once the player has saved it.
 */
export async function answerAs(
  page: Page,
  quiz: KeyedQuiz,
  index: number,
  mark: PlannedMark | undefined,
  wait: (seconds: number) => Promise<void>,
) {
  const question = quiz.questions[index]
  const evaluation = quiz.evaluations.find((e) => e.question_id === question.id)
  const right = mark?.correct ?? true
  const limit = isChoice(question) ? LIMITS.FAST_ANSWER_SECONDS_CHOICE : LIMITS.FAST_ANSWER_SECONDS_TYPED
  const fast = !right && (mark?.timeSpent ?? limit) < limit
  await showQuestion(page, index)
  if (!right && !fast) await wait(limit + 2)
  const main = page.getByRole('main')
  let final: string
  const saved = (body: string) =>
    page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/quiz/${quiz.id}/evaluations/${evaluation?.id}`) &&
        (r.request().postData() ?? '').includes(body),
    )
  if (isChoice(question)) {
    const { right: key, wrong } = optionsOf(question)
    // Several taps change the choice each time and end on the planned one.
    const last = right ? key : wrong[0]
    const taps = [
      ...[key, ...wrong].filter((o) => o !== last).slice(0, (mark?.optionsClicked ?? 1) - 1),
      last,
    ]
    final = `"selected_option_id":${last.id}`
    const save = saved(final)
    // The player letters the choices in their order (ChoiceInput).
    const order = [...question.options].sort((a, b) => a.order - b.order).map((o) => o.id)
    for (const option of taps) await main.getByRole('radio').nth(order.indexOf(option.id)).check()
    await save
  } else {
    const text = right ? question.answer : 'I am not sure'
    final = JSON.stringify(text).slice(1, -1)
    const save = saved(final)
    await main
      .getByRole('textbox', { name: /^Your answer/ })
      .first()
      .fill(text)
    await save
  }
  await expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', /answering\.idle/)
  // A fast answer's time on screen stops when another question is shown.
  if (fast) await showQuestion(page, index === 0 ? 1 : 0)
}
