import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login } from './fixtures'

// Issue 9: a parent buys a subject for ben through the local card checkout. A declined card charges nothing and
// keeps the cart; the test card 4242 4242 4242 4242 then unlocks the subject.
test('a parent buys P4 Science for Ben: declined first, then paid, unlocked, cancelled and resumed', async ({
  page,
}) => {
  await login(page, ACCOUNTS.parent)
  await expectSignedInHome(page, ACCOUNTS.parent)

  await page.goto('/courses')
  await page.getByRole('group', { name: 'Shopping for' }).getByRole('button', { name: 'Ben' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects for Ben' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Primary 5/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add P4 Science to cart for Ben' }).click()

  const cart = page.getByRole('dialog', { name: 'Your cart' })
  await expect(cart.getByRole('region', { name: 'For Ben' })).toContainText('P4 Science')
  await expect(cart).toContainText(/Total today\s*S\$29/)
  await cart.getByRole('button', { name: 'Check out for Ben' }).click()

  await expect(page).toHaveURL(/\/academy\/pay\/cs_local_/)
  const order = page.getByRole('region', { name: 'Subjects for Ben' })
  await expect(order).toContainText('P4 Science')
  await expect(order).toContainText(/Total today\s*S\$29/)
  const number = page.getByLabel('Card number')
  await number.fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: /^Pay S\$29/ }).click()
  await expect(page.getByRole('alert')).toContainText('declined')
  await expect(page.getByRole('alert')).toContainText('Nothing was charged')
  await expect(number).toBeEditable()

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/academy\/checkout\/cancelled$/)
  await expect(page.getByText('Nothing was charged')).toBeVisible()
  await page.getByRole('button', { name: 'Back to my cart' }).click()
  await expect(cart.getByRole('region', { name: 'For Ben' })).toContainText('P4 Science')
  await cart.getByRole('button', { name: 'Check out for Ben' }).click()

  await expect(page).toHaveURL(/\/academy\/pay\/cs_local_/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/academy\/checkout\/success\?session_id=cs_local_/)
  await expect(page.getByRole('heading', { name: 'P4 Science is unlocked for Ben' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('link', { name: 'Manage Ben’s subscription' })).toHaveAttribute(
    'href',
    /\/academy\/child\/\d+\/manage$/,
  )

  // The bought subject left the cart, and the catalogue shows it as Ben's.
  await page.goto('/courses')
  await expect(page.getByRole('button', { name: 'Cart, 0 subjects' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'P4 Science' })).toContainText('Unlocked for Ben')

  // On Ben's page the subscription is active; cancelling asks first and keeps it until the period ends.
  await page.goto('/academy/dashboard')
  await page.getByRole('link', { name: 'Manage Ben’s account' }).click()
  await expect(page).toHaveURL(/\/academy\/child\/\d+\/manage$/)
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this subscription?' })
  await expect(cancel).toContainText('Ben keeps Science until')
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByText(/Cancelled: access ends on/)).toBeVisible()
  await page.getByRole('button', { name: 'Resume' }).click()
  await page
    .getByRole('alertdialog', { name: 'Resume this subscription?' })
    .getByRole('button', { name: 'Resume subscription' })
    .click()
  await expect(page.getByText(/Renews on/)).toBeVisible()
})
