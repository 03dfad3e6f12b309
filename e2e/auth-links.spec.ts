import { expect, test } from '@playwright/test'
import { expectSignedInHome, lastMessageTo } from './fixtures'

const linkIn = (text: string, path: RegExp) => {
  const match = text.match(path)
  if (!match) throw new Error(`no link in ${text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

test('a new parent signs up, forgets the password, resets it through the dev mailbox and signs in', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`
  await page.goto('/academy/signup')
  await page.getByLabel('First name').fill('Mira')
  await page.getByLabel('Last name').fill('Tan')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('first-password-1')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expectSignedInHome(page, { login: email, home: '/academy/dashboard', name: 'Mira Tan' })
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)

  await page.goto('/academy/forget-password')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  await page.goto('/dev/mailbox')
  await expect(page.getByText(email).first()).toBeVisible()
  const resetPath = linkIn((await lastMessageTo(page, email)).text, /https?:\/\/\S+reset-password\?token=\S+/)
  await page.goto(resetPath)
  await page.getByLabel('New password', { exact: true }).fill('second-password-2')
  await page.getByLabel('Confirm password').fill('second-password-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()

  // The link works once.
  await page.goto(resetPath)
  await page.getByLabel('New password', { exact: true }).fill('third-password-3')
  await page.getByLabel('Confirm password').fill('third-password-3')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /expired or was already used/ })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('tab', { name: 'Parent or teacher' }).click()
  await page.getByRole('tabpanel').getByLabel('Email address').fill(email)
  await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('second-password-2')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click()
  await expectSignedInHome(page, { login: email, home: '/academy/dashboard', name: 'Mira Tan' })

  // A new email takes effect only from the link mailed to it (there is no profile page yet: the API asks).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').access_token)
  const newEmail = `e2e-new-${Date.now()}@example.com`
  const change = await page.request.patch('/api/v1/users/', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: newEmail, current_password: 'second-password-2' },
  })
  expect(change.status()).toBe(200)
  expect((await lastMessageTo(page, email)).text).toContain('asked to change its email')
  const confirmPath = linkIn(
    (await lastMessageTo(page, newEmail)).text,
    /https?:\/\/\S+confirm-email\?token=\S+/,
  )
  await page.goto(confirmPath)
  await page.getByRole('button', { name: 'Confirm my new email' }).click()
  await expect(page.getByRole('heading', { name: 'Your new email is confirmed' })).toBeVisible()
  await expect(page.getByText(`From now on, log in with ${newEmail}.`)).toBeVisible()
})

test('a parent signs in with a magic link from the dev mailbox', async ({ page }) => {
  await page.goto('/magic-link')
  await page.getByLabel('Email address').fill('parent@lantern.test')
  await page.getByRole('button', { name: 'Email me a login link' }).click()
  await expect(page).toHaveURL(/\/magic-link\/confirmation/)
  const path = linkIn(
    (await lastMessageTo(page, 'parent@lantern.test')).text,
    /https?:\/\/\S+\/magic-link\/validation\/\S+/,
  )
  await page.goto(path)
  await page.getByRole('button', { name: 'Log in as parent@lantern.test' }).click()
  await expectSignedInHome(page, {
    login: 'parent@lantern.test',
    home: '/academy/dashboard',
    name: 'Priya Parent',
  })
  // Used once: the same link now explains itself.
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto(path)
  await expect(page.getByText('This link no longer works').first()).toBeVisible()
})
