import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, login } from './fixtures'
import { freshStudent, signInPage, studentWithCourses } from './qa-paths/students'

const WORKSHEET = 'P5 Science: Electrical Systems'

async function answerCurrentQuestion(page: Page) {
  const question = page.getByRole('main')
  const groups = question.getByRole('group').filter({ has: page.getByRole('radio') })
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check()
  const boxes = question.getByRole('textbox', { name: /^Your answer/ })
  for (let i = 0; i < (await boxes.count()); i++)
    await boxes.nth(i).fill('The copper wire lets electricity flow.')
}

test('a new student finishes her first worksheet, is shown her new badge, and finds it on her badges page and in her sticker book', async ({
  page,
  request,
}) => {
  // A student of ava's level with no history, so what this worksheet earns is new whatever other journeys ran.
  const { user } = await studentWithCourses(request)
  await signInPage(page, user)
  await page.goto('/student/library')
  await page.getByRole('link', { name: WORKSHEET }).click()
  await expect(page.getByRole('heading', { name: WORKSHEET, level: 1 })).toBeVisible()
  const total = await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').count()
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible()
    await answerCurrentQuestion(page)
    if (n < total) await page.getByRole('button', { name: 'Next' }).click()
  }
  await page.getByRole('button', { name: 'Submit answers' }).click()

  // The results, then the celebration of what the marking earned: one moment at a time, closed by the child.
  await expect(page.getByRole('button', { name: 'Review answers' })).toBeVisible({ timeout: 30_000 })
  const moment = page.getByRole('region', { name: 'Celebration' })
  await expect(moment).toContainText(/New (badge|sticker)|Level/)
  for (let i = 0; i < 20 && (await moment.isVisible()); i++) {
    await moment.getByRole('button', { name: 'Close' }).click()
  }

  await page.goto('/student/v2/engagement/badges')
  const earned = page.getByRole('region', { name: /^Earned \([1-9]/ })
  await expect(earned.getByRole('article', { name: 'First steps: earned' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Still to earn/ })).toContainText(
    'Practise 7 days in a row.',
  )
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.goto('/student/sticker-book')
  const nightSky = page.getByRole('region', { name: 'Night sky' })
  await expect(nightSky.getByRole('article', { name: 'Crescent moon: earned' })).toBeVisible()
  await expect(nightSky.getByRole('article', { name: 'Aurora: not earned yet' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // The play hub: level, streak calendar, freezes, and the way to each reward page.
  await page.goto('/student/game')
  await expect(page.getByRole('heading', { name: /-day streak$/ })).toBeVisible()
  await expect(page.getByText(/Streak freezes: \d of 2/)).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Your rewards' }).getByRole('link', { name: 'Badges' }),
  ).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('an admin adds a badge that children see at once, retires it, and deletes it, asked first each time', async ({
  page,
  browser,
}) => {
  await login(page, ACCOUNTS.admin)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click()
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add a badge' }).click()
  const form = page.getByRole('dialog', { name: 'Add a badge' })
  await form.getByRole('button', { name: 'Add badge' }).click()
  await expect(form.getByText('Enter a name.')).toBeVisible()
  await form.getByLabel(/^Name/).fill('Careful counter')
  await form.getByLabel(/^Describe the picture/).fill('A gold medal with a tick on it')
  await form.getByLabel(/^What earns it/).selectOption('full_marks')
  await form.getByLabel(/^How many worksheets/).fill('2')
  await form.getByRole('button', { name: 'Add badge' }).click()
  await expect(page.getByText('Added the badge “Careful counter”.')).toBeVisible()
  const badges = page.getByRole('region', { name: 'Table of badges' })
  await expect(badges).toContainText('Get full marks on 2 different worksheets.')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  const child = await (await browser.newContext()).newPage()
  await signInPage(child, (await freshStudent(child.request)).user)
  await child.goto('/student/v2/engagement/badges')
  await expect(child.getByRole('region', { name: /^Still to earn/ })).toContainText('Careful counter')

  await badges.getByRole('button', { name: 'Retire Careful counter' }).click()
  const retire = page.getByRole('alertdialog', { name: 'Retire the badge “Careful counter”?' })
  await expect(retire).toContainText('Nobody has earned it yet.')
  await retire.getByRole('button', { name: 'Retire badge' }).click()
  await expect(page.getByText(/Retired the badge “Careful counter”/)).toBeVisible()
  await child.reload()
  await expect(child.getByRole('region', { name: /^Still to earn/ })).toBeVisible()
  await expect(child.getByText('Careful counter')).toHaveCount(0)
  await child.context().close()

  await badges.getByRole('button', { name: 'Delete Careful counter' }).click()
  const remove = page.getByRole('alertdialog', { name: 'Delete the badge “Careful counter”?' })
  await expect(remove).toContainText('No child has earned it yet, so nobody loses anything.')
  await remove.getByRole('button', { name: 'Delete badge' }).click()
  await expect(page.getByText('Deleted the badge “Careful counter”.')).toBeVisible()
  await expect(badges).not.toContainText('Careful counter')
})
