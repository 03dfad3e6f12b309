import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD, login, startIfReady } from './fixtures'

// Issue 14 item 9: the student's pages on a phone (390 × 844), where the question must start above the fold.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function noSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('on a phone the header is one row, the menu opens and closes, and the question is above the fold', async ({
  page,
}, testInfo) => {
  await login(page, ACCOUNTS.ava)
  await expect(page).toHaveURL(/\/student\/dashboard$/)
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  const header = page.getByRole('banner')
  expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64)
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()
  await menu.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await page.getByRole('link', { name: 'P5 Whole Numbers: Order of Operations' }).click()
  // Issue 14 item 6: "Ready?" says how long and how many questions; the clock starts on Start, on the server.
  const ready = page.getByRole('region', { name: 'Ready?' })
  await expect(ready).toContainText(/\d+ questions/)
  const minutes = Number((await ready.getByText(/^\d+ minutes$/).textContent())?.match(/\d+/)?.[0])
  const start = ready.getByRole('button', { name: 'Start' })
  await expect(start).toBeInViewport()
  await noSeriousAxeViolations(page)
  await start.click()
  const question = page.getByRole('heading', { name: /^Question 1 of/ })
  await expect(question).toBeInViewport()
  // The clock survives a reload: no second "Ready?", and it counts on from the server's start.
  const timer = page.getByRole('timer', { name: 'Time left' })
  await expect(timer).not.toContainText(`${minutes}:00 left`)
  await page.reload()
  await expect(question).toBeInViewport()
  await expect(ready).toHaveCount(0)
  await expect(timer).toContainText(/\d+:\d\d left/)
  await expect(timer).not.toContainText(`${minutes}:00 left`)
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeInViewport()
  await testInfo.attach('player on a phone', { body: await page.screenshot(), contentType: 'image/png' })
  await noSeriousAxeViolations(page)
})

test("on a phone a Lite child's menu leads only to pages that work", async ({ page }) => {
  await login(page, ACCOUNTS.ben)
  await expect(page).toHaveURL(/\/student\/v2\/chat$/)
  const menu = page.getByRole('button', { name: 'Menu' })
  await menu.click()
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
  const names = await links.allTextContents()
  expect(names.map((n) => n.trim())).toEqual(expect.arrayContaining(['Library']))
  for (const name of names) {
    if (!(await menu.getAttribute('aria-expanded'))?.includes('true')) await menu.click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: name.trim() }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('This page is being built')).toHaveCount(0)
  }

  // Issue 14 item 8: his hearts in sight during a quiz, and a warning before the last one goes.
  const signedIn = await page.request.post('/api/v1/auth/login', {
    data: { login_type: 'username', username: ACCOUNTS.ben.login, password: DEMO_PASSWORD },
  })
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` }
  const { quizzes } = (await (await page.request.get('/api/v1/quiz', { headers })).json()) as {
    quizzes: { id: number; title: string; status: string }[]
  }
  // Only his Lite courses' worksheets cost hearts (a redeemed code may have opened a course for him earlier).
  type Detail = { id: number; title: string; pays_hearts?: boolean; questions: { id: number }[] }
  const details: Detail[] = []
  for (const q of quizzes.filter((q) => q.status !== 'completed'))
    details.push(await (await page.request.get(`/api/v1/quiz/${q.id}`, { headers })).json())
  const [spent, shown] = details.filter((d) => d.pays_hearts)
  // Wrong answers handed in on one worksheet until one heart is left, whatever earlier journeys spent.
  const status = await (await page.request.get('/api/v1/users/heart-status', { headers })).json()
  const wrong = Math.max(0, status.hearts - 1)
  expect(spent.questions.length).toBeGreaterThanOrEqual(wrong)
  if (wrong > 0) {
    const multipart = new FormData()
    for (const q of spent.questions.slice(0, wrong))
      multipart.append(
        'evaluations',
        JSON.stringify({ question_id: q.id, value: 'zzz', selected_option_id: null }),
      )
    await page.request.post(`/api/v1/quiz/${spent.id}/submit`, {
      headers: { ...headers, accept: 'text/event-stream' },
      multipart,
    })
  }
  await page.goto(`/student/quiz/${shown.id}`)
  await expect(page.getByRole('heading', { name: shown.title, level: 1 })).toBeVisible()
  await startIfReady(page)
  await expect(page.getByText('1 of 5 hearts')).toBeInViewport()
  await expect(page.getByText('This is your last heart.')).toBeVisible()
  await noSeriousAxeViolations(page)
})
