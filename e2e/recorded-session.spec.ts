import { expect, test } from '@playwright/test'
import type { SessionLogFile } from '../contracts/session-logs'
import { machineRegistry } from '../machines/registry'
import { replaySessionLog, show } from '../src/devtools/replay/replay'
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures'
import { chooseQuiz } from './qa-paths/quizzes'
import { signInPage, studentWithCourses } from './qa-paths/students'

type Log = SessionLogFile & { id: number; user_id: number | null }

/**
 * What lets QA reproduce "it froze after I pressed submit": a real quiz attempt in Chromium is recorded (test
 * servers record every session), sent to the server, read back as an admin, and replayed on the machines to the
 * same states, ending where the page ended.
 */
test('a quiz attempt recorded in Chromium replays on the machines to the same final state', async ({
  page,
}) => {
  const { user, api } = await studentWithCourses(page.request)
  const quiz = await chooseQuiz(api, false)
  await signInPage(page, user)
  await page.goto(`/student/quiz/${quiz.id}`)

  const flow = page.locator('[data-flow="quizSession"]')
  const main = page.getByRole('main')
  for (let n = 1; n <= quiz.questions.length; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible()
    await main
      .getByRole('radio')
      .nth(n % 2)
      .check()
    if (n < quiz.questions.length) await main.getByRole('button', { name: 'Next' }).click()
  }
  await expect(page.getByText('Saved')).toBeVisible()
  await main.getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.getByText('Marking finished.')).toBeVisible()
  await expect(flow).toHaveAttribute('data-state', 'completed')

  // Hidden, the page sends what it has not sent yet.
  await page.goto('/welcome')

  const admin = await page.request.post('/api/v1/auth/login', {
    data: { login_type: 'email', email: ACCOUNTS.admin.login, password: DEMO_PASSWORD },
  })
  const headers = { authorization: `Bearer ${(await admin.json()).access_token}` }
  const quizActorEnded = (log: Log) =>
    log.entries.some((e) => e.machine === 'quizSession' && show(e.value) === 'completed')
  let log: Log | undefined
  await expect
    .poll(
      async () => {
        const list = await page.request.get(`/api/v1/admin/session-logs?user_id=${user.id}`, { headers })
        for (const summary of (await list.json()).items as { id: number }[]) {
          const detail = (await (
            await page.request.get(`/api/v1/admin/session-logs/${summary.id}`, { headers })
          ).json()) as Log
          if (quizActorEnded(detail)) log = detail
        }
        return Boolean(log)
      },
      { message: "the server should hold the recording of the attempt, ending in 'completed'" },
    )
    .toBe(true)

  const recorded = log as Log
  // Nothing typed is kept: a recording has ids and state names, never an answer's text.
  expect(JSON.stringify(recorded)).not.toContain(DEMO_PASSWORD)
  const machines = Object.fromEntries(machineRegistry.map((entry) => [entry.id, entry.model.machine]))
  const result = replaySessionLog(recorded, machines)
  expect(result.problems).toEqual([])
  const quizSteps = result.steps.filter((s) => s.entry.machine === 'quizSession')
  expect(quizSteps.map((s) => show(s.replayed))).toContain('marking.grading')
  expect(show(quizSteps.at(-1)?.replayed ?? null)).toBe('completed')
})
