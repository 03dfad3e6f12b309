import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { ACCOUNTS, expectSignedInHome, login } from './fixtures'
import { StreamGate } from './qa-paths/stream-gate'
import { signInPage, studentWithCourses } from './qa-paths/students'

const WORKSHEET = 'P5 Science: Electrical Systems'

/** Answers the question on screen: the first option of each set of choices, some words in each box. */
async function answerCurrentQuestion(page: Page) {
  const question = page.getByRole('main')
  const groups = question.getByRole('group').filter({ has: page.getByRole('radio') })
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check()
  const boxes = question.getByRole('textbox', { name: /^Your answer/ })
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).fill('The copper lets electricity flow.')
}

/** Notes, in the page, the order in which marks and explanations appear while the stream is read. */
async function watchMarking(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { marking: string[] }).marking = seen
    new MutationObserver(() => {
      const cards = [...document.querySelectorAll('article')]
      const marked = cards.filter((c) => !c.textContent?.includes('Waiting to be marked')).length
      const state = `${marked}/${cards.length}${document.body.textContent?.includes('Marking finished.') ? ' done' : ''}`
      if (seen.at(-1) !== state) seen.push(state)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

test('ava answers a worksheet, sees it marked and explained live, then reviews it', async ({ page }) => {
  await login(page, ACCOUNTS.ava)
  await expectSignedInHome(page, ACCOUNTS.ava)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('Level 1')
  await page.getByRole('link', { name: WORKSHEET }).click()

  await expect(page.getByRole('heading', { name: WORKSHEET, level: 1 })).toBeVisible()
  const map = page.getByRole('navigation', { name: 'Questions' })
  const total = await map.getByRole('button').count()
  expect(total).toBeGreaterThan(2)

  // Every question but the last, moving on with Next: focus lands on each new question's heading.
  for (let n = 1; n < total; n++) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible()
    await answerCurrentQuestion(page)
    await expect(map.getByRole('button', { name: `Question ${n}, answered` })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n + 1} of`) })).toBeFocused()
  }
  await expect(page.getByText('Saved')).toBeVisible()

  // Submitting with the last question empty asks first; the dialog takes ava straight to it.
  await page.getByRole('button', { name: 'Submit answers' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Hand in your answers?' })
  await expect(confirm).toContainText(`Question ${total} has no answer yet.`)
  await confirm.getByRole('button', { name: `Answer question ${total}` }).click()
  await expect(confirm).toBeHidden()
  await answerCurrentQuestion(page)
  await expect(map.getByRole('button', { name: `Question ${total}, answered` })).toBeVisible()

  await watchMarking(page)
  // The marking stream goes through a gate, so the page is seen with one answer marked and the rest waiting,
  // however fast the server marks.
  const gate = await StreamGate.open(String(test.info().project.use.baseURL))
  await page.route('**/api/v1/quiz/*/submit**', (route) =>
    route.continue({ url: gate.addressFor(route.request().url()) }),
  )
  await page.getByRole('button', { name: 'Submit answers' }).click()

  // Live grading: each question turns marked and its explanation streams in.
  const marks = page.getByRole('list', { name: 'Your marks' })
  await expect(marks.getByRole('article')).toHaveCount(total)
  const stream = await gate.nextStream()
  await stream.pass('evaluations')
  await expect(marks.getByRole('article', { name: 'Question 1' })).toContainText(/\d+ out of \d+ marks?/)
  await expect(marks.getByText('Waiting to be marked')).toHaveCount(total - 1)
  await stream.release()
  for (let n = 1; n <= total; n++) {
    const card = marks.getByRole('article', { name: `Question ${n}` })
    await expect(card).toContainText(/(Correct|Part marks|Not quite): \d+ out of \d+ marks?/)
    await expect(card.getByRole('region', { name: 'Explanation' })).toHaveText(/Explanation\s*\S.{10,}/s)
  }
  await expect(page.getByText('Marking finished.')).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: /^(Full marks!|Great work!|Good work|A good try|This one was hard|All marked)$/,
    }),
  ).toBeFocused()
  await expect(page.getByText(/^Score: \d+ out of \d+ marks/)).toBeVisible()
  await expect(page.getByText(/^Time spent: /)).toBeVisible()
  await expect(page.getByText(/^You earned \d+ XP$/)).toBeVisible()

  // The page showed questions marked one by one, not all at once at the end.
  const steps = await page.evaluate(() => (window as unknown as { marking: string[] }).marking)
  expect(steps.at(-1)).toBe(`${total}/${total} done`)
  expect(steps).toContain(`1/${total}`)
  await gate.close()

  // Review mode: answers, marks and explanations, one question at a time.
  await page.getByRole('button', { name: 'Review answers' }).click()
  await expect(page.getByRole('heading', { name: `Review: ${WORKSHEET}`, level: 1 })).toBeVisible()
  await expect(
    map.getByRole('button', { name: /^Question 1, (correct|part marks|not correct), / }),
  ).toBeVisible()
  await expect(page.getByText(/^Your answer:/).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible()
  const helped = page.getByRole('button', { name: 'Yes, it helped' })
  await helped.click()
  await expect(helped).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeFocused()

  // The library shows the worksheet completed with its score, and the XP earned.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  const sheet = page.getByRole('article').filter({ has: page.getByRole('link', { name: WORKSHEET }) })
  await expect(sheet).toContainText(/Completed · \d+ out of \d+/)
  await expect(page.getByRole('progressbar', { name: /^XP towards level/ })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  )
})

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Could not reach the control with Tab')
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('a worksheet can be done with the keyboard alone, and its pages pass axe', async ({ page }) => {
  const sheet = 'P5 Whole Numbers: Order of Operations'
  await login(page, ACCOUNTS.ava)
  await expectSignedInHome(page, ACCOUNTS.ava)
  await page.goto('/student/library')
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await tabTo(page, page.getByRole('link', { name: sheet }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: sheet, level: 1 })).toBeVisible()
  // "Ready?" (issue 14) unless the phone journey started this clock already; Start from the keyboard too.
  const ready = page.getByRole('region', { name: 'Ready?' })
  if (await ready.isVisible()) {
    await tabTo(page, ready.getByRole('button', { name: 'Start' }))
    await page.keyboard.press('Enter')
  }
  await expect(page.getByRole('timer', { name: 'Time left' })).toContainText(/\d+:\d\d left/)
  await expectNoSeriousAxeViolations(page)
  const total = await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').count()
  for (let n = 1; n <= total; n++) {
    await tabTo(page, page.getByRole('textbox', { name: 'Your answer' }))
    await page.keyboard.type('42')
    const onward = page.getByRole('button', { name: n < total ? 'Next' : 'Submit answers' })
    await tabTo(page, onward)
    await page.keyboard.press('Enter')
    if (n < total)
      await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n + 1} of`) })).toBeFocused()
  }

  await expect(page.getByText('Marking finished.')).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: /^(Full marks!|Great work!|Good work|A good try|This one was hard|All marked)$/,
    }),
  ).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  await tabTo(page, page.getByRole('button', { name: 'Review answers' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Review: ${sheet}`, level: 1 })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

/** The product of the question's two fractions in its simplest form (the typeset maths keeps its source). */
async function productOf(question: Locator) {
  const sources = await question
    .locator('math[data-maths]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-maths')))
  const [[a, b], [c, d]] = sources.slice(0, 2).map((f) => String(f).split('/').map(Number))
  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x)
  const [n, m] = [a * c, b * d]
  return { numerator: n / gcd(n, m), denominator: m / gcd(n, m) }
}

/** A "whole × fraction" question's numbers, `w × n/d`, read from its text with each typeset fraction's source. */
async function wholeTimesFraction(question: Locator) {
  const text = await question.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    for (const maths of copy.querySelectorAll('math[data-maths]'))
      maths.replaceWith(maths.getAttribute('data-maths') ?? '')
    return copy.textContent ?? ''
  })
  const m = /value of (\d+) × (\d+)\/(\d+)/.exec(text)
  return m ? { w: Number(m[1]), n: Number(m[2]), d: Number(m[3]) } : null
}

test('practice as it goes: the coach on a question, fraction boxes, a named mistake, a hint, a retry the review keeps', async ({
  page,
  request,
}) => {
  const sheet = 'P5 Fractions: Multiplying'
  // A new student, so this worksheet is untouched whatever other journeys ran.
  const { user, api } = await studentWithCourses(request)
  // Its clock is started ahead (the ready screen is another journey's), so the player opens on question 1.
  const { quizzes } = await api<{ quizzes: { id: number; title: string }[] }>('GET', '/api/v1/quiz')
  const quiz = quizzes.find((q) => q.title === sheet)
  if (quiz) await api('POST', `/api/v1/quiz/${quiz.id}/start`)
  await signInPage(page, user)
  await page.goto('/student/dashboard')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  await page.getByRole('link', { name: sheet }).click()
  await expect(page.getByRole('heading', { name: sheet, level: 1 })).toBeVisible()
  const start = page.getByRole('button', { name: 'Start', exact: true })
  if (await start.isVisible()) await start.click()
  const question = page.getByRole('region', { name: /^Question 1 of/ })
  await expect(question).toBeVisible()
  const answer = await productOf(question)

  // "Ask Lantern" beside the hints: the coach, on this question, guides without the answer.
  await question.getByRole('link', { name: 'Ask Lantern' }).click()
  await expect(page.getByRole('heading', { name: `Question 1 of ${sheet}` })).toBeVisible()
  await page.getByRole('button', { name: 'Help me get started on question 1' }).click()
  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation.getByRole('button', { name: 'Helpful', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  const reply = conversation.getByRole('listitem').last()
  await expect(reply).toContainText(/\w{3,}/)
  expect(await reply.textContent()).not.toContain(`${answer.numerator}/${answer.denominator}`)
  await page.getByRole('link', { name: 'Back to the worksheet' }).click()
  await expect(page).toHaveURL(/\?question=1$/)

  // The fraction boxes, from the keyboard: top number, "/", bottom number; the marker reads "n/d".
  if (await start.isVisible()) await start.click()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Fraction boxes' }).click()
  await question.getByRole('textbox', { name: /^Numerator/ }).click()
  await page.keyboard.type(`${answer.numerator}/${answer.denominator}`)
  await expect(question.getByRole('textbox', { name: /^Denominator/ })).toHaveValue(
    String(answer.denominator),
  )
  await question.getByRole('button', { name: 'Check my answer' }).click()
  await expect(question.getByRole('region', { name: 'Your mark' })).toContainText(
    /Correct: \d+ out of \d+ marks?/,
  )

  // "w × n/d": go to it through the question list.
  const questions = page.getByRole('navigation', { name: 'Questions' }).getByRole('button')
  let timesWhole: Awaited<ReturnType<typeof wholeTimesFraction>> = null
  let current = question
  let position = 1
  while (!timesWhole && position < (await questions.count())) {
    position += 1
    await questions.nth(position - 1).click()
    current = page.getByRole('region', { name: new RegExp(`^Question ${position} of`) })
    await expect(current).toBeVisible()
    timesWhole = await wholeTimesFraction(current)
  }
  if (!timesWhole) throw new Error(`${sheet} has no "whole × fraction" question`)
  const { w, n, d } = timesWhole

  // A hint shows one step of the working, not the answer.
  await current.getByRole('button', { name: 'Give me a hint' }).click()
  await expect(current.getByRole('region', { name: 'Hints' })).toContainText('Hint 1:')

  // The typical slip, multiplying the top and the bottom by w, is named kindly, with the right step.
  // The fraction boxes stay chosen from question 1.
  const boxes = async (whole: string, top: number, bottom: number) => {
    await current.getByRole('textbox', { name: /^Whole number/ }).fill(whole)
    await current.getByRole('textbox', { name: /^Numerator/ }).fill(String(top))
    await current.getByRole('textbox', { name: /^Denominator/ }).fill(String(bottom))
  }
  await boxes('', n, d)
  await current.getByRole('button', { name: 'Check my answer' }).click()
  const mark = current.getByRole('region', { name: 'Your mark' })
  await expect(mark).toContainText(`multiplied both the top and the bottom by ${w}`)
  const firstTry = (await mark.textContent()) ?? ''
  await expectNoSeriousAxeViolations(page)

  // Tried again, the first try stays on screen above the new answer.
  await mark.getByRole('button', { name: 'Try again' }).click()
  await expect(current.getByRole('region', { name: 'Earlier tries' })).toContainText(/Try 1: .* 0 out of/)
  const product = w * n
  const common = gcdOf(product % d, d)
  await boxes(String(Math.floor(product / d)), (product % d) / common, d / common)
  await current.getByRole('button', { name: 'Check my answer' }).click()
  await expect(current.getByRole('region', { name: 'Your mark' })).toContainText(/Correct/)
  expect(firstTry).not.toMatch(/^Correct/)

  // Handed in with questions left: the results, then the review, where the first try is still kept.
  await page.getByRole('button', { name: 'Submit answers' }).click()
  await page.getByRole('button', { name: 'Submit anyway' }).click()
  await expect(page.getByText('Marking finished.')).toBeVisible({ timeout: 15_000 })
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Review answers' }).click()
  await expect(page.getByRole('heading', { name: `Review: ${sheet}`, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^Question ${position}, correct`) }).click()
  const kept = page.getByRole('region', { name: 'Earlier tries' })
  await expect(kept).toHaveCount(1)
  await expect(kept).toContainText(/Try 1: .* 0 out of/)
  await expect(kept).toContainText(`multiplied both the top and the bottom by ${w}`)
  await expectNoSeriousAxeViolations(page)
})

const gcdOf = (x: number, y: number): number => (y ? gcdOf(y, x % y) : x)
