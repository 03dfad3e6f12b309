import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Lantern-demo-2026'

export type DemoAccount = { login: string; home: string; name: string }

/** The demo accounts of the README and where each lands after signing in. */
export const ACCOUNTS = {
  admin: { login: 'admin@lantern.test', home: '/admin/rag-management', name: 'Ada Admin' },
  owner: { login: 'owner@lantern.test', home: '/teacher/reports', name: 'Olivia Owner' },
  teacher: { login: 'teacher@lantern.test', home: '/teacher/reports', name: 'Tom Tan' },
  parent: { login: 'parent@lantern.test', home: '/academy/dashboard', name: 'Priya Parent' },
  ava: { login: 'ava', home: '/student/dashboard', name: 'Ava Lim' },
  ben: { login: 'ben', home: '/student/v2/chat', name: 'Ben Lim' },
  chloe: { login: 'chloe', home: '/student/dashboard', name: 'Chloe Ng' },
  dylan: { login: 'dylan', home: '/student/library', name: 'Dylan Goh' },
  curriculum: { login: 'curriculum@lantern.test', home: '/assessments', name: 'Cora Curriculum' },
  guest: { login: 'guest@lantern.test', home: '/assessments', name: 'Gus Guest' },
} satisfies Record<string, DemoAccount>

/** Signs in through the login page the way a person would: students on the Student tab with a username. */
export async function login(page: Page, account: DemoAccount, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login')
  const isStudent = !account.login.includes('@')
  await page.getByRole('tab', { name: isStudent ? 'Student' : 'Parent or teacher' }).click()
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel(isStudent ? 'Username' : 'Email address').fill(account.login)
  await panel.getByLabel('Password', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Logs out through the header and waits for the sign-in page: the sign-out ends before the next page is opened
 * (a `goto` racing it finds the session still stored and shows "You are already logged in").
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

export async function expectSignedInHome(page: Page, account: DemoAccount) {
  await expect(page).toHaveURL(new RegExp(`${account.home.replace(/\//g, '\\/')}$`))
  await expect(page.getByRole('banner')).toContainText(account.name)
}

/** The newest dev-outbox message for a recipient, read from the real /dev/mailbox.json. */
export async function lastMessageTo(page: Page, recipient: string) {
  const res = await page.request.get('/dev/mailbox.json')
  const { messages } = (await res.json()) as { messages: { recipient: string; text: string }[] }
  const message = messages.find((m) => m.recipient === recipient)
  if (!message) throw new Error(`no message to ${recipient}`)
  return message
}

/**
 * A timed worksheet opens on "Ready?" until its clock is started (issue 14 item 6); an untimed or started one opens
 * on a question. Presses Start when "Ready?" shows, and waits until a question does.
 */
export async function startIfReady(page: Page) {
  const ready = page.getByRole('region', { name: 'Ready?' })
  const question = page.getByRole('heading', { name: /^Question \d+ of/ })
  await expect(ready.or(question).first()).toBeVisible()
  if (await ready.isVisible()) await ready.getByRole('button', { name: 'Start' }).click()
  await expect(question).toBeVisible()
}
