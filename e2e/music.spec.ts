import { expect, type Locator, type Page, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login } from './fixtures'

/**
 * Background music with the real howler in Chromium (issue 15 item 5, ADR 0061): armed until the first click,
 * then playing on the library; silent in an exam-style practice and on a page the spec does not list. The
 * adapter writes howler's own `playing()`, `seek()` and the audio clock on the player's root element.
 */
const player = (page: Page) => page.locator('[data-flow="musicPlayer"]')
const numberIn = async (locator: Locator, attribute: string) =>
  Number((await locator.getAttribute(attribute)) ?? 'NaN')

async function signInAs(page: Page) {
  await login(page, ACCOUNTS.ava)
  await expectSignedInHome(page, ACCOUNTS.ava)
}

test('the music starts with the first click on the library, plays for real, and fades out on leaving', async ({
  page,
}) => {
  await signInAs(page)
  await page.goto('/student/library')
  const music = player(page)
  await expect(music).toHaveAttribute('data-state', 'armed')
  // Nothing sounds before the child has touched the page (the browser's autoplay rule).
  await page.waitForTimeout(600)
  await expect(music).not.toHaveAttribute('data-music-playing', 'true')

  await page.getByRole('heading', { level: 1 }).first().click()
  await expect(music).toHaveAttribute('data-music-playing', 'true')
  await expect(music).toHaveAttribute('data-state', 'playing')
  const controls = page.getByRole('group', { name: 'Background music' })
  await expect(controls.getByRole('button', { name: 'Pause music' })).toBeVisible()
  await expect(controls).toContainText('Lantern Glow')

  // The audio really moves on: the track's position and the audio context's clock both advance.
  const position = await numberIn(music, 'data-music-position')
  const clock = await numberIn(music, 'data-audio-clock')
  await expect.poll(() => numberIn(music, 'data-music-position')).toBeGreaterThan(position + 0.3)
  await expect.poll(() => numberIn(music, 'data-audio-clock')).toBeGreaterThan(clock + 0.3)

  // Next changes the track and it plays; the child's Pause stops it.
  await controls.getByRole('button', { name: 'Next track' }).click()
  await expect(controls).toContainText('Paper Boats')
  await expect(music).toHaveAttribute('data-music-track', 'paper-boats')
  await expect(music).toHaveAttribute('data-state', 'playing')
  await expect(music).toHaveAttribute('data-music-playing', 'true')
  await controls.getByRole('button', { name: 'Pause music' }).click()
  await expect(music).toHaveAttribute('data-state', 'silent')
  await expect(music).toHaveAttribute('data-music-playing', 'false')
  await controls.getByRole('button', { name: 'Play music' }).click()
  await expect(music).toHaveAttribute('data-music-playing', 'true')

  // Revisions is not one of the spec's music pages: the music fades out there and stops.
  await page.getByRole('banner').getByRole('link', { name: 'Revisions' }).click()
  await expect(page).toHaveURL(/\/student\/revisions$/)
  await expect(music).toHaveAttribute('data-state', 'silent')
  await expect(music).toHaveAttribute('data-music-playing', 'false')
  await expect(page.getByRole('group', { name: 'Background music' })).toHaveCount(0)

  // The choice of track is remembered for ava after a reload.
  await page.goto('/student/library')
  await expect(player(page)).toHaveAttribute('data-music-track', 'paper-boats')
})

test('a quiz opened with isExamPractice=true stays silent after a click', async ({ page }) => {
  await signInAs(page)
  await page.goto('/student/library')
  const quizLink = page.locator('a[href^="/student/quiz/"]').first()
  const href = await quizLink.getAttribute('href')
  expect(href).toBeTruthy()
  await page.goto(`${href?.split('?')[0]}?isExamPractice=true`)
  const music = player(page)
  await expect(music).toHaveAttribute('data-state', 'armed')
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().click()
  await expect(music).toHaveAttribute('data-state', 'silent')
  await page.waitForTimeout(1200)
  await expect(music).toHaveAttribute('data-music-playing', 'false')
  await expect(page.getByRole('group', { name: 'Background music' })).toHaveCount(0)
})
