import { expect, test } from '@playwright/test'
import { expectSignedInHome, lastMessageTo, logOut } from './fixtures'

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
  await logOut(page)

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
  await logOut(page)
  await page.goto(path)
  await expect(page.getByText('This link no longer works').first()).toBeVisible()
})

test('a child asks a grown-up; the parent agrees from the emailed link and makes the account', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const [parentEmail, username] = [`e2e-grownup-${stamp}@example.com`, `noor.${stamp}`]
  await page.goto('/academy/signup')
  await page.getByRole('radio', { name: /I am a child/ }).check()
  await page.getByLabel('Your first name').fill('Noor')
  await page.getByLabel('Your grown-up’s email').fill(parentEmail)
  await page.getByRole('button', { name: 'Email my grown-up' }).click()
  await expect(page.getByRole('heading', { name: 'We’ve emailed your grown-up!' })).toBeVisible()
  // The API opens no account for a child alone, whatever the page offers (ADR 0057).
  const alone = await page.request.post('/api/v1/auth/signup', {
    data: {
      first_name: 'Noor',
      last_name: 'Alone',
      email: `e2e-kid-${stamp}@example.com`,
      password: 'a-kids-password-1',
      user_role_id: 1,
      has_agreed_policy: true,
    },
  })
  expect(alone.status()).toBe(400)
  expect((await alone.json()).message).toMatch(/made by a parent or the school/)

  const consentPath = linkIn(
    (await lastMessageTo(page, parentEmail)).text,
    /https?:\/\/\S+\/parent-consent\?token=\S+/,
  )
  await page.goto(consentPath)
  await expect(page.getByRole('heading', { name: 'Noor would like to join Lantern' })).toBeVisible()
  await page.getByRole('link', { name: 'Create a parent account' }).click()
  await page.getByLabel('First name').fill('Rania')
  await page.getByLabel('Last name').fill('Hadi')
  await page.getByLabel('Email address').fill(parentEmail)
  await page.getByLabel('Password', { exact: true }).fill('grown-up-password-1')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()

  // Back on the request, signed in as its parent: the child's first name is already in the form.
  await expect(page.getByRole('heading', { name: 'Make Noor’s account' })).toBeVisible()
  await expect(page.getByLabel('Child’s first name')).toHaveValue('Noor')
  await page.getByLabel('Child’s last name').fill('Hadi')
  await page.getByLabel('School level').selectOption({ label: 'Primary 5' })
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill('noor-password-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Noor’s account is ready' })).toBeVisible()
  // Email plus: the address the child gave hears what was made from its link.
  const mailTo = async (recipient: string) => {
    const { messages } = await (await page.request.get('/dev/mailbox.json')).json()
    return (messages as { recipient: string; text: string }[]).filter((m) => m.recipient === recipient)
  }
  await expect
    .poll(async () => (await mailTo(parentEmail)).map((m) => m.text).join('\n'))
    .toContain(`made Noor's Lantern account (username: ${username})`)
  await page.getByRole('link', { name: 'Choose Noor’s subjects' }).click()
  await expect(page).toHaveURL(/\/academy\/child\/\d+\/manage/)
  await expect(page.getByRole('main')).toContainText('Noor')
  // The address proved itself through the link: no banner asks the parent to verify it.
  await expect(page.getByText(/verify your email/i)).toHaveCount(0)

  await logOut(page)
  await page.goto(consentPath)
  await expect(page.getByText(/no longer works|already been used|expired/i).first()).toBeVisible()
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Student' }).click()
  await page.getByRole('tabpanel').getByLabel('Username').fill(username)
  await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('noor-password-1')
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/student\//)
  await expect(page.getByRole('banner')).toContainText('Noor Hadi')
})
