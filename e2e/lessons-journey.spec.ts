import { expect, test } from '@playwright/test'
import { ACCOUNTS, login, logOut, startIfReady } from './fixtures'

const schoolDay = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(day)
}

/**
 * Issue 12's lessons pages in Chromium (ADR 0056): the teacher makes a lesson from the bank's worksheets and the
 * course's notes, sets it for 5 Kingfisher Maths due in three days; chloe finds it on her learning path, reads
 * the notes and opens the worksheet; the teacher sees her progress in the section's report.
 */
test('a teacher makes a lesson and sets it; a child follows it on her learning path', async ({ page }) => {
  test.setTimeout(90_000)
  const title = `Fractions week ${Date.now().toString(36).slice(-4)}`

  await login(page, ACCOUNTS.teacher)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click()
  await page.getByRole('link', { name: 'New lesson' }).click()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel(/^Course/).selectOption({ label: 'P5 Maths' })
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByLabel('Section 1 title').fill('Warm up')
  await page.getByRole('button', { name: 'Add a worksheet or notes to Warm up' }).click()
  const picker = page.getByRole('dialog')
  await picker
    .getByRole('region', { name: 'Notes' })
    .getByRole('button', { name: /^Add “/ })
    .first()
    .click()
  const bank = picker.getByRole('region', { name: 'Worksheet bank' })
  const sheetButton = bank.getByRole('button', { name: /^Add “/ }).first()
  const sheetTitle = ((await sheetButton.getAttribute('aria-label')) ?? '').replace(/^Add “|”$/g, '')
  await sheetButton.click()
  await picker.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: /^Save/ }).click()

  // The saved lesson opens; it is set for the class, due in three days.
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page
    .getByRole('button', { name: /^Assign/ })
    .first()
    .click()
  const flow = page.locator('[data-flow="assignWorksheet"]')
  await flow.getByLabel('Class', { exact: true }).selectOption({ label: '5 Kingfisher Maths' })
  await flow.getByRole('button', { name: 'Next' }).click()
  await flow.getByLabel('Due date').fill(schoolDay(3))
  await flow.getByRole('button', { name: 'Next' }).click()
  await flow.getByRole('button', { name: 'Assign' }).click()
  await expect(flow).toContainText(/Assigned/)
  await flow.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText(/Set for 1 student/)).toBeVisible()
  await logOut(page)

  // chloe's learning path: the section with its due day; she reads the notes and opens the worksheet.
  await login(page, ACCOUNTS.chloe)
  await expect(page.getByRole('heading', { name: 'My learning path' })).toBeVisible()
  const section = page.getByRole('region', { name: `${title}: Warm up` })
  await expect(section.getByText('0 of 2 done')).toBeVisible()
  await section.getByRole('button', { name: /^I've read it/ }).click()
  await expect(section.getByText('1 of 2 done')).toBeVisible()
  await section.getByRole('link', { name: `Start: ${sheetTitle}` }).click()
  await startIfReady(page)
  await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
  await logOut(page)

  // The teacher sees where she is in the section's report.
  await login(page, ACCOUNTS.teacher)
  // Through the menu, which is there once the sign-in has landed (a goto could race it back to /login).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click()
  await page.getByRole('link', { name: title, exact: true }).click()
  const report = page.getByRole('table').filter({ hasText: 'Chloe Ng' }).first()
  await expect(report).toContainText('1 of 2')
})
