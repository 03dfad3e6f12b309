import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login } from './fixtures'

// DEMO-P4-MATHS opens P4 Maths; other spec files may use the other demo codes on the same server.
const CODE = 'DEMO-P4-MATHS'

test('a parent redeems a code for ben through sign-in, and ben then has all of P4 Maths and nothing else', async ({
  page,
  browser,
}) => {
  // A visitor opens the code's link, is sent through sign-in carrying the code, and lands on redeeming it.
  await page.goto(`/redeem/${CODE}`)
  await expect(page.getByRole('heading', { name: 'You have an activation code', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Activation code')).toHaveValue(CODE)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/login\?activation_code=DEMO-P4-MATHS$/)
  await expect(page.getByText(`you can use code ${CODE} next`)).toBeVisible()
  await login(page, ACCOUNTS.parent)

  await expect(page).toHaveURL(/\/academy\/product-redemption/)
  await expect(page.getByRole('heading', { name: `Code ${CODE} is ready to use` })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Subjects this code unlocks' })).toContainText('Maths')
  await page.getByRole('radio', { name: /Ben Lim/ }).check()
  await page.getByRole('button', { name: 'Unlock for Ben' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('A code works only once')
  await confirm.getByRole('button', { name: 'Yes, unlock for Ben' }).click()

  await expect(page.getByText('Unlocked for Ben!')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Subjects unlocked by codes for Ben' })).toContainText('Maths')
  expect(await page.evaluate(() => localStorage.getItem('activation_code'))).toBeNull()
  await expect(page).not.toHaveURL(/activation_code/)

  // Ben, on his own device: every P4 Maths worksheet now, not only Lite's three, and nothing of another level.
  const benContext = await browser.newContext()
  const ben = await benContext.newPage()
  await login(ben, ACCOUNTS.ben)
  await expectSignedInHome(ben, ACCOUNTS.ben)
  await ben.goto('/student/library')
  await expect(ben.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible()
  await ben.getByRole('radio', { name: 'Maths', exact: true }).check()
  const maths = ben.getByRole('region', { name: 'Maths', exact: true })
  await expect(maths).toBeVisible()
  await expect(ben.getByText('Maths with Lantern Lite')).toHaveCount(0)
  const titles = await maths.getByRole('link').allTextContents()
  expect(titles.length).toBeGreaterThan(3)
  for (const title of titles) expect(title).toMatch(/^P4 /)

  await ben.getByRole('radio', { name: 'All subjects' }).check()
  await expect(ben.getByRole('main')).not.toContainText(/P[56] /)
  // Science is still Lite: its three free worksheets.
  await ben.getByRole('radio', { name: 'Science', exact: true }).check()
  await expect(ben.getByText('Science with Lantern Lite')).toBeVisible()
  await expect(ben.getByRole('region', { name: 'Science', exact: true }).getByRole('link')).toHaveCount(3)
  await benContext.close()
})
