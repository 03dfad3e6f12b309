import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login, logOut } from './fixtures'

test('/ goes to /welcome, which is a real landing page', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible()
})

test('a protected route without a session goes to /login, keeping an activation code', async ({ page }) => {
  await page.goto('/student/library')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/academy/dashboard?activation_code=ABC123')
  await expect(page).toHaveURL(/\/login\?.*activation_code=ABC123/)
})

test('activate-lite-access carries the redirect through sign-in', async ({ page }) => {
  await page.goto('/academy/activate-lite-access')
  await expect(page).toHaveURL(/\/login\?.*redirect=%2Facademy%2Factivate-lite-access/)
  await login(page, ACCOUNTS.parent)
  await expect(page).toHaveURL(/\/academy\/activate-lite-access$/)
})

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/can.t find|not found/i)
})

test('a signed-in user on another role’s page goes to their own home', async ({ page }) => {
  await login(page, ACCOUNTS.ava)
  await expectSignedInHome(page, ACCOUNTS.ava)
  await page.goto('/teacher/reports')
  await expect(page).toHaveURL(/\/student\/dashboard$/)
  await page.goto('/admin/school')
  await expect(page).toHaveURL(/\/student\/dashboard$/)
})

test('a Lite student is sent to the chat home; an educator cannot open the manage pages', async ({
  page,
}) => {
  await login(page, ACCOUNTS.ben)
  await expectSignedInHome(page, ACCOUNTS.ben)
  await page.goto('/teacher/reports')
  await expect(page).toHaveURL(/\/student\/v2\/chat$/)
  await logOut(page)
  await login(page, ACCOUNTS.teacher)
  await expectSignedInHome(page, ACCOUNTS.teacher)
  await page.goto('/teacher/manage/classes')
  await expect(page).toHaveURL(/\/teacher\/reports$/)
})

test('an owner opens the manage pages; /teacher/manage goes to classes', async ({ page }) => {
  await login(page, ACCOUNTS.owner)
  await expectSignedInHome(page, ACCOUNTS.owner)
  await page.goto('/teacher/manage')
  await expect(page).toHaveURL(/\/teacher\/manage\/classes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible()
  await expect(page.getByRole('link', { name: '5 Kingfisher Maths' })).toBeVisible()
})

test('a 401 mid-session clears the stored user and goes to /login', async ({ page }) => {
  await login(page, ACCOUNTS.chloe)
  await expectSignedInHome(page, ACCOUNTS.chloe)
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').access_token)
  // The session ends on the server (as after a password reset elsewhere); the page still holds the token.
  await page.request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } })
  await page.reload()
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})
