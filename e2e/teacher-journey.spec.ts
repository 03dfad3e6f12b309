import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { unzipSync } from 'fflate'
import { ACCOUNTS, expectSignedInHome, login, logOut } from './fixtures'

/** Answers the question on screen: the first option of each set of choices, a number in each box. */
async function answerCurrentQuestion(page: Page) {
  const question = page.getByRole('main')
  const groups = question.getByRole('group').filter({ has: page.getByRole('radio') })
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check()
  const boxes = question.getByRole('textbox', { name: /^Your answer/ })
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).fill('12')
}

const schoolDay = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(day)
}

/**
 * Issue 12, the teacher's whole loop in Chromium: a class, chloe in it, a worksheet generated offline with its
 * progress shown, one question edited, saved and assigned due tomorrow, downloaded as Word; chloe hands it in
 * and asks about an answer; the teacher sees her result in the report and marks the answer in the inbox.
 */
test('a teacher sets generated work, a child hands it in, and the teacher reports and marks it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = Date.now().toString(36).slice(-4)
  const className = `5 Owl Maths ${suffix}`
  const prompt = `Multiplying fractions homework ${suffix}`

  // A class of the teacher's own, with chloe in it.
  await login(page, ACCOUNTS.teacher)
  await expectSignedInHome(page, ACCOUNTS.teacher)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click()
  await page.getByLabel('Class name').fill(className)
  await page.getByLabel('Level').selectOption({ label: 'Primary 5' })
  await page.getByLabel('Subject').selectOption({ label: 'Maths' })
  await page.getByRole('button', { name: 'Create class' }).click()
  const section = page.getByRole('region', { name: className })
  await expect(section).toContainText('No students in this class yet.')
  await section.getByText(`Add students to ${className}`).click()
  await section.getByLabel('Search students').fill('chloe')
  await section.getByRole('checkbox', { name: /Chloe Ng/ }).check()
  await section.getByRole('button', { name: 'Add 1 student' }).click()
  await expect(section.getByRole('list', { name: `Students of ${className}` })).toContainText('Chloe Ng')

  // Ten questions generated offline, the progress shown as they are written.
  await page.goto('/teacher/creator')
  await page.getByRole('link', { name: 'Generate with AI' }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Describe the worksheets you want.')).toBeVisible()
  await page.getByLabel('What should the worksheets cover?').fill(prompt)
  await page.getByLabel('Level and subject').selectOption({ label: 'P5 Maths' })
  await page.getByLabel('Questions in each').fill('10')
  await page.getByRole('button', { name: 'Generate' }).click()
  const progress = page.getByRole('progressbar', { name: 'Questions written' })
  await expect(progress).toBeVisible()
  await expect(page.getByText(/^\d+ of 10 questions written$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your draft is ready' })).toBeVisible({ timeout: 20_000 })

  // The draft: one question's wording changed, then saved and assigned, due tomorrow.
  await page.getByRole('link', { name: `Review “${prompt}”` }).click()
  await expect(page.getByText('Draft: check it, then save it')).toBeVisible()
  const questions = page.getByRole('region', { name: 'Questions' })
  await expect(questions.getByRole('article')).toHaveCount(10)
  const editable = questions.getByRole('button', { name: /^Edit question \d+$/ }).first()
  const editName = (await editable.textContent())?.replace('Edit', '').trim() ?? ''
  await editable.click()
  const dialog = page.getByRole('dialog', { name: 'Edit the question' })
  const wording = dialog.getByLabel('Question')
  await wording.fill(`${await wording.inputValue()} Show your working.`)
  // Before saving, the teacher tries an answer of her own under the question's marking rules (issue 13).
  const tries = dialog.getByRole('region', { name: 'Try an answer' })
  if (await tries.getByRole('radio').count()) await tries.getByRole('radio').first().check()
  for (const box of await tries.getByRole('textbox').all()) await box.fill('12')
  await tries.getByRole('button', { name: 'Mark it' }).click()
  await expect(tries.getByRole('status')).toContainText(/of \d+ marks?/)
  await dialog.getByRole('button', { name: 'Save question' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    questions.getByRole('article', { name: editName.replace('question', 'Question'), exact: true }),
  ).toContainText('Show your working.')
  await page.getByRole('button', { name: 'Save worksheet' }).click()
  await expect(page.getByText('Draft: check it, then save it')).toBeHidden()

  // The Word file downloads, with the questions and an answer key inside.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as Word' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.docx$/)
  const docx = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const xml = new TextDecoder().decode(docx['word/document.xml'])
  expect(xml).toContain('Show your working.')
  expect(xml).toMatch(/Answer/)

  await page.getByRole('button', { name: 'Assign' }).click()
  const flow = page.locator('[data-flow="assignWorksheet"]')
  await flow.getByLabel('Class', { exact: true }).selectOption({ label: className })
  await flow.getByRole('button', { name: 'Next' }).click()
  await flow.getByLabel('Due date').fill(schoolDay(1))
  await flow.getByRole('button', { name: 'Next' }).click()
  await flow.getByRole('button', { name: 'Assign' }).click()
  await expect(flow).toContainText(/Assigned/)
  await flow.getByRole('button', { name: 'Close' }).click()
  await logOut(page)

  // chloe finds it due tomorrow, hands it in, and asks about one answer.
  await login(page, ACCOUNTS.chloe)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assignments' }).click()
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: prompt }) })
  await expect(card).toContainText('Due tomorrow')
  await card.getByRole('link', { name: prompt }).click()
  const map = page.getByRole('navigation', { name: 'Questions' })
  await expect(map.getByRole('button')).toHaveCount(10)
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible()
    await answerCurrentQuestion(page)
    await page.getByRole('button', { name: n < 10 ? 'Next' : 'Submit answers' }).click()
  }
  const confirm = page.getByRole('alertdialog', { name: 'Hand in your answers?' })
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button', { name: /Hand in/ }).click()
  await expect(page.getByText('Marking finished.')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Review answers' }).click()
  await page.getByRole('button', { name: 'Report a problem with this question' }).click()
  const report = page.getByRole('dialog', { name: /^Report question/ })
  await report.getByRole('textbox').fill('I think my answer should be right: I showed my working.')
  await report.getByRole('button', { name: 'Send report' }).click()
  await expect(report).toBeHidden()
  await logOut(page)

  // The teacher sees her result in the class report, then marks the answer she asked about.
  await login(page, ACCOUNTS.teacher)
  await page.getByLabel('Class', { exact: true }).selectOption({ label: className })
  const students = page.getByRole('region', { name: /Students/ }).first()
  await expect(students).toContainText('Chloe Ng')
  await expect(students).toContainText(/1 of 1/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'To mark' }).click()
  const work = page.getByRole('region', { name: 'Chloe Ng’s answer' })
  await expect(work).toBeVisible()
  await expect(page.getByText('I think my answer should be right')).toBeVisible()
  await page.getByRole('textbox', { name: /^Marks/ }).fill('1')
  await page.getByRole('textbox', { name: /Comment/ }).fill('Good working: I have given you the mark.')
  await page.getByRole('button', { name: 'Save & next' }).click()
  await expect(page.getByRole('heading', { name: 'Nothing to mark' })).toBeVisible()
})
