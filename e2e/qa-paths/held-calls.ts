import { expect, type Page, type Route } from '@playwright/test'

/**
 * Holds the page's calls to one address until a QA path says how they end, so the state while a call is under
 * way can be seen: `release` lets the real server answer, `fail` drops it as a broken network would.
 */
export async function holdCalls(page: Page, url: string, method: string) {
  const held: Route[] = []
  await page.route(url, (route) =>
    route.request().method() === method ? void held.push(route) : route.fallback(),
  )
  const next = async () => {
    await expect
      .poll(() => held.length, { message: `the page should be calling ${method} ${url}` })
      .toBeGreaterThan(0)
    return held.shift()!
  }
  return {
    release: async () => (await next()).continue(),
    fail: async () => (await next()).abort('failed'),
  }
}
