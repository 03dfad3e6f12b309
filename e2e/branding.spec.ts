import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'

const port = new URL(baseURL).port
const host = (name: string) => `http://${name}.lantern.test:${port}`

test('the academy host uses its branding: title and favicons', async ({ page }) => {
  await page.goto(`${host('academy')}/welcome`)
  await expect(page).toHaveTitle(/academy/i)
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')))
  expect(icons.some((href) => href?.includes('/brand/lantern-academy/'))).toBe(true)
})

test('a teach host sends / to the login page', async ({ page }) => {
  await page.goto(`${host('teach')}/`)
  await expect(page).toHaveURL(/\/login$/)
})

test('a coach host is the chatbot portal: / goes to /chat', async ({ page }) => {
  await page.goto(`${host('coach')}/`)
  await expect(page).toHaveURL(/\/chat$/)
})

test('a school’s white-label domain loads its title and colours from the database', async ({ page }) => {
  await page.goto(`${host('demo-primary')}/welcome`)
  await expect(page).toHaveTitle('Lantern Demo Primary · Learning')
  const buttonBg = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--lantern-button-bg').trim(),
  )
  expect(buttonBg.toLowerCase()).toBe('#0f766e')
})
