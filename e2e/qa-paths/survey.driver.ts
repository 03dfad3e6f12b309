import { expect } from '@playwright/test'
import { PROMPT_TRIGGER } from '../../contracts/constants'
import { finishOnboarding, onlyTriggers } from './coach-page'
import { holdCalls } from './held-calls'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { freshStudent, signInPage } from './students'

type Option = { label: string; value: number }

/**
 * A survey card on the student coach (/student/v2/chat): a new student opens the chat and the coach asks the
 * login confidence question (prompt trigger 10, the only trigger left to fire), which the real server writes
 * as a survey card. Saving an answer (POST /chat/surveys/answers) is held until the path says how it ends.
 */
export const surveyDriver: FlowDriver = {
  machine: 'survey',
  cannotDrive(step, state) {
    if (step.event.type === 'survey.skip' && state !== 'asking')
      return 'the card offers "Skip this question" only before an answer is chosen'
    return null
  },
  async open(page, _path, start) {
    const student = await freshStudent(page.request)
    await finishOnboarding(page, student.user)
    await signInPage(page, student.user)
    await onlyTriggers(page, [PROMPT_TRIGGER.CONFIDENCE_SURVEY_LOGIN])
    const saves = await holdCalls(page, '**/api/v1/chat/surveys/answers', 'POST')
    await page.goto('/student/v2/chat')
    const card = page.locator('[data-flow="survey"]')
    await expect(card).toBeVisible()
    // The plan's options; the server's demo surveys label the four answers the same way.
    const options = ((start?.input?.question as { options?: Option[] } | undefined)?.options ??
      []) as Option[]
    const labelOf = (value: number) => options.find((o) => o.value === value)?.label ?? String(value)
    const run: FlowRun = {
      async act(step: PlanStep) {
        const { type } = step.event
        if (type === 'xstate.done.actor.saveAnswer') return saves.release()
        if (type === 'xstate.error.actor.saveAnswer') return saves.fail()
        switch (type) {
          case 'survey.choose':
            return card.getByRole('radio', { name: labelOf(Number(step.event.value)), exact: true }).check()
          case 'survey.retry':
            return card.getByRole('button', { name: 'Try again' }).click()
          case 'survey.skip':
            return card.getByRole('button', { name: 'Skip this question' }).click()
        }
        throw new Error(`The survey driver cannot make ${type} happen`)
      },
    }
    return run
  },
}
