import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Plan } from '../../machines/sevenDayPlan.types'
import type { QuizDetail } from './quizzes'
import type { Api } from './students'

type Activity = Plan['days'][number]['activities'][number]
type Question = QuizDetail['questions'][number] & { sub_questions?: { id: number }[] }
type Quiz = QuizDetail & { title: string; questions: Question[] }

/** The plan's activities not done yet, in the plan's order (today's first). */
async function openActivities(api: Api): Promise<(Activity & { worksheet_id: number })[]> {
  const { plan } = await api<{ plan: Plan | null }>('GET', '/api/v1/users/plan')
  if (!plan) throw new Error('The student has no seven-day plan to practise')
  return plan.days
    .flatMap((d) => d.activities)
    .filter((a): a is Activity & { worksheet_id: number } => !a.completed && a.worksheet_id !== null)
}

/** The student's quiz of a worksheet, with its questions and the evaluations its answers go in. */
async function quizOf(api: Api, worksheetId: number): Promise<Quiz> {
  const { quizzes } = await api<{ quizzes: { id: number }[] }>(
    'GET',
    `/api/v1/quiz?worksheet_id=${worksheetId}`,
  )
  if (!quizzes[0]) throw new Error(`The student has no quiz of the plan's worksheet ${worksheetId}`)
  return api<Quiz>('GET', `/api/v1/quiz/${quizzes[0].id}`)
}

/** An answer to any question: its first option, a number typed in, or one for each of its parts. */
function answerOf(question: Question) {
  if (question.sub_questions?.length)
    return { value: JSON.stringify(Object.fromEntries(question.sub_questions.map((p) => [p.id, '12']))) }
  return question.options[0] ? { selected_option_id: question.options[0].id } : { value: '12' }
}

/**
 * Hands in every activity of the plan but today's first through the API, as if the student had done them on
 * earlier days, so the practice a path finishes on the page is the one that completes the plan.
 */
export async function practiseAllButOne(request: APIRequestContext, api: Api, token: string) {
  const [, ...others] = await openActivities(api)
  for (const activity of others) {
    const quiz = await quizOf(api, activity.worksheet_id)
    const multipart = new FormData()
    for (const q of quiz.questions)
      multipart.append('evaluations', JSON.stringify({ question_id: q.id, ...answerOf(q) }))
    const reply = await request.post(`/api/v1/quiz/${quiz.id}/submit`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      multipart,
    })
    expect(await reply.text()).toContain('event: grading_completed')
  }
}

/**
 * The student does the plan's next activity as they would in the app: its answers are saved through the API,
 * then they go to the Library (the header's menu), open the worksheet, hand it in and wait for the marks. The
 * player and the coach are never on screen together: the coach takes the result when it opens again
 * (src/quiz/finishedPractice.ts).
 */
export async function practise(page: Page, api: Api) {
  const [next] = await openActivities(api)
  if (!next) throw new Error('Every activity of the plan is done: there is no practice left to finish')
  const quiz = await quizOf(api, next.worksheet_id)
  for (const evaluation of quiz.evaluations) {
    const question = quiz.questions.find((q) => q.id === evaluation.question_id)
    if (question) await api('PUT', `/api/v1/quiz/${quiz.id}/evaluations/${evaluation.id}`, answerOf(question))
  }
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Library', exact: true })
    .click()
  await page.getByRole('radio', { name: 'All subjects' }).check()
  await page
    .getByRole('link', { name: quiz.title, exact: true })
    .and(page.locator(`[href^="/student/quiz/${quiz.id}"]`))
    .click()
  await page.getByRole('main').getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.locator('[data-flow="quizSession"]')).toHaveAttribute('data-state', /^completed/)
}
