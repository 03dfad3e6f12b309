import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD, expectSignedInHome, login, startIfReady } from './fixtures'
import { isChoice, type KeyedQuestion, optionsOf } from './qa-paths/answer-keys'
import { chooseQuiz } from './qa-paths/quizzes'
import { type Api, signInPage, studentWithCourses } from './qa-paths/students'

const WORKSHEET = 'P5 Fractions: Multiplying'
/** Under NODE_ENV=test only, the server takes a request's moment from this header (server/modules/leaderboard). */
const TEST_NOW = 'x-lantern-test-now'

/**
 * The worksheet's questions with their answer keys, read through the real API (the admin's `ans=true`), so ava
 * can answer right: points come only from marks earned, never from handing in empty or wrong answers.
 */
async function answerKeys(page: Page): Promise<KeyedQuestion[]> {
  const signIn = async (data: object) =>
    `Bearer ${(await (await page.request.post('/api/v1/auth/login', { data })).json()).access_token}`
  const ava = {
    authorization: await signIn({ login_type: 'username', username: 'ava', password: DEMO_PASSWORD }),
  }
  const admin = {
    authorization: await signIn({
      login_type: 'email',
      email: ACCOUNTS.admin.login,
      password: DEMO_PASSWORD,
    }),
  }
  const { quizzes } = await (await page.request.get('/api/v1/quiz?page=1&size=100', { headers: ava })).json()
  const summary = (quizzes as { id: number; title: string }[]).find((q) => q.title === WORKSHEET)
  if (!summary) throw new Error(`ava has no quiz called ${WORKSHEET}`)
  const quiz = (await (await page.request.get(`/api/v1/quiz/${summary.id}`, { headers: ava })).json()) as {
    questions: KeyedQuestion[]
  }
  const ids = quiz.questions.map((q) => q.id).join(',')
  const keys = (
    await (await page.request.get(`/api/v1/questions?ids=${ids}&ans=true`, { headers: admin })).json()
  ).questions as { id: number; answer: string | null }[]
  return quiz.questions.map((q) => ({ ...q, answer: keys.find((k) => k.id === q.id)?.answer ?? '' }))
}

/** Answers the question on screen with its key: the right choice, or the key's words in each box. */
async function answerCurrentQuestion(page: Page, question: KeyedQuestion | undefined) {
  const main = page.getByRole('main')
  const groups = main.getByRole('group').filter({ has: page.getByRole('radio') })
  if (question && isChoice(question)) {
    const { right } = optionsOf(question)
    const place = [...question.options].sort((a, b) => a.order - b.order).indexOf(right)
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').nth(place).check()
  } else {
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check()
  }
  const boxes = main.getByRole('textbox', { name: /^Your answer/ })
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).fill(question?.answer || '3/4')
}

/** Does the whole worksheet through the quiz page and waits until it is marked. */
async function doWorksheet(page: Page) {
  const keys = await answerKeys(page)
  await page.goto('/student/library')
  await page.getByRole('link', { name: WORKSHEET }).click()
  await expect(page.getByRole('heading', { name: WORKSHEET, level: 1 })).toBeVisible()
  await startIfReady(page)
  const total = await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').count()
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible()
    await answerCurrentQuestion(page, keys[n - 1])
    if (n < total) await page.getByRole('button', { name: 'Next' }).click()
  }
  await page.getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.getByText('Marking finished.')).toBeVisible({ timeout: 60_000 })
}

/** Monday 01:00 in Singapore after the week that holds now: the next league week has begun. */
function nextWeekInSingapore() {
  const sgt = new Date(Date.now() + 8 * 3_600_000)
  const daysToMonday = (8 - sgt.getUTCDay()) % 7 || 7
  const monday = new Date(
    Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + daysToMonday, 1),
  )
  return new Date(monday.getTime() - 8 * 3_600_000).toISOString()
}

/** A new student earns points this week: a multiple-choice worksheet answered right through the API. */
async function earnPoints(page: Page, kid: { user: { access_token: string }; api: Api }) {
  const quiz = await chooseQuiz(kid.api, false)
  const admin = await page.request.post('/api/v1/auth/login', {
    data: { login_type: 'email', email: ACCOUNTS.admin.login, password: DEMO_PASSWORD },
  })
  const ids = quiz.questions.map((q) => q.id).join(',')
  const keys = (
    await (
      await page.request.get(`/api/v1/questions?ids=${ids}&ans=true`, {
        headers: { authorization: `Bearer ${(await admin.json()).access_token}` },
      })
    ).json()
  ).questions as { id: number; answer: string }[]
  const multipart = new FormData()
  for (const q of quiz.questions as unknown as KeyedQuestion[]) {
    const { right } = optionsOf({ ...q, answer: keys.find((k) => k.id === q.id)?.answer ?? '' })
    multipart.append('evaluations', JSON.stringify({ question_id: q.id, selected_option_id: right.id }))
  }
  const reply = await page.request.post(`/api/v1/quiz/${quiz.id}/submit`, {
    headers: { authorization: `Bearer ${kid.user.access_token}`, accept: 'text/event-stream' },
    multipart,
  })
  expect(await reply.text()).toContain('event: grading_completed')
  await kid.api('GET', '/api/v1/leaderboard')
}

// Before ava's journey, which asks as of next week and so closes this week's leagues on the server.
test('a parent keeps her child off leaderboards, and another child no longer sees her there', async ({
  page,
  browser,
}) => {
  const [zara, other] = [await studentWithCourses(page.request), await studentWithCourses(page.request)]
  await zara.parent.api('PATCH', `/api/v1/users/children/${zara.user.id}`, { first_name: 'Zara' })
  await earnPoints(page, zara)
  await earnPoints(page, other)

  await signInPage(page, other.user)
  await page.goto('/student/library')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My progress' }).click()
  await page
    .getByRole('navigation', { name: 'Your rewards' })
    .getByRole('link', { name: 'Leaderboard' })
    .click()
  // Her first visit this week opens the new-league moment once.
  await page.getByRole('dialog').getByRole('button', { name: "Let's go" }).click()
  const race = page.getByRole('list', { name: "This week's race" })
  await expect(race).toContainText('Zara T.')

  const grownUp = await (await browser.newContext()).newPage()
  await login(
    grownUp,
    { login: zara.parent.email, home: '/academy/dashboard', name: 'Pat Tester' },
    zara.parent.password,
  )
  await grownUp.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await grownUp.getByRole('link', { name: 'Manage Zara’s account' }).click()
  const hide = grownUp.getByRole('switch', { name: /Hide Zara from leaderboards/ })
  await expect(grownUp.getByText('Other children will not see Zara’s name or points')).toBeVisible()
  await hide.check()
  await expect(grownUp.getByText('Saved: Zara is hidden from leaderboards.')).toBeVisible()
  await grownUp.reload()
  await expect(grownUp.getByRole('switch', { name: /Hide Zara from leaderboards/ })).toBeChecked()
  await grownUp.context().close()

  // Other children's tables catch up within the half minute each is kept (ADR 0059): ask as if it had passed.
  await page.setExtraHTTPHeaders({ [TEST_NOW]: new Date(Date.now() + 31_000).toISOString() })
  await page.reload()
  await expect(page.getByRole('heading', { name: /league$/ })).toBeVisible()
  await expect(race).not.toContainText('Zara T.')
})

test('ava earns points with a worksheet, sees them in her league, and sees the week’s results once', async ({
  page,
}) => {
  await login(page, ACCOUNTS.ava)
  await expectSignedInHome(page, ACCOUNTS.ava)
  await doWorksheet(page)

  await page.goto('/student/leaderboard')
  // First visit of the week, now in a league: the new-league modal, once.
  const join = page.getByRole('dialog', { name: 'You are in the Bronze league!' })
  await expect(join).toBeVisible()
  await join.getByRole('button', { name: "Let's go" }).click()
  await expect(join).toBeHidden()

  await expect(page.getByRole('heading', { name: 'Bronze league' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Bronze league emblem' })).toBeVisible()
  const mine = page.locator('li[aria-current="true"]')
  await expect(mine).toContainText('Ava Lim (you)')
  const points = Number((await mine.getByText(/^\d+ points$/).textContent())?.match(/^(\d+)/)?.[1])
  expect(points).toBeGreaterThan(0)
  await expect(page.getByTestId('my-rank')).toHaveText(/^You are 1st of \d+$/)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Bronze league' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The week ends: the server is asked as if it were next Monday, and closes the week it finds still open.
  await page.setExtraHTTPHeaders({ [TEST_NOW]: nextWeekInSingapore() })
  await page.reload()
  const results = page.getByRole('dialog', { name: 'Hooray, you move up!' })
  await expect(results).toContainText(`You came 1st in the Bronze league with ${points} points.`)
  await expect(results.getByRole('img', { name: 'Silver league emblem' })).toBeVisible()
  await results.getByRole('button', { name: 'Yay!' }).click()
  const newWeek = page.getByRole('dialog', { name: 'A new week, a new race!' })
  await expect(newWeek).toContainText('Silver')
  await newWeek.getByRole('button', { name: "Let's go" }).click()
  await expect(page.getByText(/You have not joined this week/)).toBeVisible()

  // Results are shown once: not again on the next visit, nor on the other leaderboard page.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Silver league' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto('/student/v2/engagement/leaderboard')
  await expect(page.getByRole('heading', { name: 'Silver league' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the demo leaderboard is open to everyone', async ({ page }) => {
  await page.goto('/demo/leaderboard')
  await expect(page.getByRole('heading', { name: 'Demo leaderboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bronze league' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})
