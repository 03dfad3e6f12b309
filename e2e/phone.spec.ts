import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, login } from './fixtures'

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
  const question = page.getByRole('heading', { name: /^Question 1 of/ })
  await expect(question).toBeInViewport()
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
})
