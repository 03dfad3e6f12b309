import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login, logOut } from './fixtures'

test.describe('each demo role signs in and lands on its home', () => {
  for (const [key, account] of Object.entries(ACCOUNTS)) {
    test(`${key} (${account.login})`, async ({ page }) => {
      await login(page, account)
      await expectSignedInHome(page, account)
      // The page's own heading, on screen: a greeting dialog (ava's new league, once a week) may sit over it,
      // which hides the page from the accessibility tree, not from view.
      await expect(page.locator('h1').first()).toBeVisible()
    })
  }
})

test('sign-out clears the session: protected pages send you to /login again', async ({ page }) => {
  await login(page, ACCOUNTS.teacher)
  await expectSignedInHome(page, ACCOUNTS.teacher)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').access_token)
  await logOut(page)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  // The token was revoked on the server, not just forgotten by the browser.
  const res = await page.request.get('/api/v1/users/information', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(401)
  await page.goto('/teacher/reports')
  await expect(page).toHaveURL(/\/login/)
})

test('a wrong password is refused with a message, and the form stays usable', async ({ page }) => {
  await login(page, ACCOUNTS.parent, 'not-the-password')
  await expect(page.getByRole('alert').filter({ hasText: "don't match" })).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
