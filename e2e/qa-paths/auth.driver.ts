import { expect, type Page } from '@playwright/test'
import { holdCalls } from './held-calls'
import type { PlanPath, PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { freshStudent, type SignedIn, signInPage } from './students'

const NO_UI_EVENTS: Record<string, string> = {
  'auth.clearError': 'no control sends it: a form clears its own error as the person types',
}
const outcome = (path: PlanPath, index: number) =>
  path.steps[index + 1]?.event.type.startsWith('xstate.error.') ? 'fails' : 'succeeds'

/** The auth flow (sign-in, sign-up, sign-out, a session ending) on the real sign-in, sign-up and app pages. */
export const authDriver: FlowDriver = {
  machine: 'auth',
  cannotDrive(step, state) {
    if (step.event.type in NO_UI_EVENTS) return NO_UI_EVENTS[step.event.type]
    if (step.event.type === 'auth.sessionExpired' && state !== 'signedIn')
      return 'a call can end the session only while the page is signed in and idle'
    return null
  },
  async open(page, path) {
    const person = await freshStudent(page.request)
    if (path.start === 'live-stored-user') await signInPage(page, person.user)
    if (path.start === 'expired-stored-user')
      await signInPage(page, { ...person.user, expires_at: new Date(Date.now() - 60_000).toISOString() })
    const calls = {
      login: await holdCalls(page, '**/api/v1/auth/login', 'POST'),
      signup: await holdCalls(page, '**/api/v1/auth/signup**', 'POST'),
      logout: await holdCalls(page, '**/api/v1/auth/logout', 'POST'),
    }
    await page.goto(path.start === 'live-stored-user' ? '/student/dashboard' : '/login')
    const run: FlowRun = {
      async act(step: PlanStep, index: number) {
        const { type } = step.event
        // A held call ends as the real server answers; the step before chose the input that makes it fail.
        if (type === 'xstate.done.actor.signIn' || type === 'xstate.error.actor.signIn')
          return calls.login.release()
        if (type === 'xstate.done.actor.signUp' || type === 'xstate.error.actor.signUp')
          return calls.signup.release()
        if (type === 'xstate.done.actor.signOut') return calls.logout.release()
        if (type === 'xstate.error.actor.signOut') return calls.logout.fail()
        switch (type) {
          case 'auth.signIn':
            return signIn(
              page,
              person.username,
              outcome(path, index) === 'fails' ? 'not-the-password' : person.password,
            )
          case 'auth.signUp':
            return signUp(
              page,
              Boolean(step.event.isFreeTier),
              outcome(path, index) === 'fails' ? person.email : null,
            )
          case 'auth.signOut':
            return page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
          case 'auth.sessionExpired':
            return endSessionElsewhere(page)
          case 'auth.userUpdated':
            return rereadUser(page)
        }
        throw new Error(`The auth driver cannot make ${type} happen`)
      },
    }
    return run
  },
}

async function signIn(page: Page, username: string, password: string) {
  if (!page.url().includes('/login')) await page.goto('/login')
  await page.getByRole('tab', { name: 'Student' }).click()
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel('Username').fill(username)
  await panel.getByLabel('Password', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Log in' }).click()
}

/** Signs up a new parent, or tries again with an address already taken when the path has it fail. */
async function signUp(page: Page, lite: boolean, takenEmail: string | null) {
  await page.goto(lite ? '/academy/lite-signup' : '/academy/signup')
  const email = takenEmail ?? `qa-${Date.now().toString(36)}@lantern.test`
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Quinn')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(`Quiet-lantern-${Date.now()}`)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: lite ? 'Create my free Lite account' : 'Create account' }).click()
}

/** The session ends on the server (signed out on another device); the page learns it from its next call. */
async function endSessionElsewhere(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('user'))
  const { access_token } = JSON.parse(stored ?? '{}') as SignedIn
  const ended = await page.request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(ended.ok()).toBe(true)
  await page.reload()
}

/** The signed-in area re-reads the user from the server when it opens. */
async function rereadUser(page: Page) {
  const fresh = page.waitForResponse((r) => r.url().includes('/api/v1/users/information') && r.ok())
  await page.reload()
  await fresh
}
