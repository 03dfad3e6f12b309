import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login, logOut } from './fixtures'

/**
 * Issue 12, item 1: the school's admin sets up a class and a new child in Chromium, and the child signs in with
 * the card the page printed.
 */
test('the school admin creates a class, puts a child in it, adds a new child and the card signs them in', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).slice(-4)
  const className = `5 Robin Science ${suffix}`
  await login(page, ACCOUNTS.owner)
  await expectSignedInHome(page, ACCOUNTS.owner)
  await page.goto('/teacher/manage')
  await expect(page).toHaveURL(/\/teacher\/manage\/classes/)

  // A class: the form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Create class' }).click()
  await expect(page.getByText('Name the class.')).toBeVisible()
  await page.getByLabel('Class name').fill(className)
  await page.getByLabel('Level').selectOption({ label: 'Primary 5' })
  await page.getByLabel('Subject').selectOption({ label: 'Science' })
  await page.getByRole('button', { name: 'Create class' }).click()
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible()

  // chloe joins it.
  await page.getByLabel('Search students').fill('chloe')
  await page.getByRole('checkbox', { name: /Chloe Ng/ }).check()
  await page.getByRole('button', { name: 'Add 1 student' }).click()
  await expect(page.getByRole('main')).toContainText('1 student')

  // A new child, with a sign-in card.
  await page
    .getByRole('navigation', { name: 'Manage your school' })
    .getByRole('link', { name: 'Students' })
    .click()
  await page.getByRole('tab', { name: 'Add one' }).click()
  await page.getByLabel('First name').fill('Nora')
  await page.getByLabel('Last name').fill(`Lee${suffix}`)
  await page.getByRole('tabpanel').getByLabel('Level').selectOption({ label: 'Primary 5' })
  await page.getByLabel('Class (optional)').selectOption({ label: className })
  await page.getByRole('button', { name: 'Add child' }).click()
  const card = page.getByRole('article', { name: `Sign-in card for Nora Lee${suffix}` })
  await expect(card).toBeVisible()
  const [username, password] = (await card.locator('dd').allTextContents()).map((text) => text.trim())
  expect(username).toMatch(/^nora\.l/)
  expect(password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/)

  // The child signs in with the card.
  await logOut(page)
  await login(page, { login: username, home: '/student', name: 'Nora' }, password)
  await expect(page).toHaveURL(/\/student\//)
  await expect(page.getByRole('banner')).toContainText('Nora')
})
