import { expect, type Page } from '@playwright/test'
import { startIfReady } from '../fixtures'
import type { PlanStep } from './plans'
import type { QuizDetail } from './quizzes'
import type { FlowDriver } from './replay'
import { signInPage, studentWithCourses } from './students'

type Quiz = { id: number; questions: { question_type_id: number }[] }
const ORAL = 5

const CANNOT: Record<string, string> = {
  'recorder.discard':
    'the page discards only as part of "Record again", which starts a new recording at once',
  'recorder.trackEnded':
    "when the microphone's track ends the browser's recorder has already stopped, so `stopping` lasts less than a frame and is never drawn (the machine's own tests cover it)",
  'xstate.error.actor.finishRecording':
    "the browser's recorder failing to hand over its audio cannot be caused from the page",
}

/**
 * Asks the microphone through a gate the QA path opens: on `done` the browser's own getUserMedia answers (a fake
 * device, see playwright.config.ts), on `fails` it is refused with the plan's error, as a child pressing "Block"
 * or a computer with no microphone would.
 */
async function gateMicrophone(page: Page) {
  await page.addInitScript(() => {
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    const gate = {
      asks: [] as ((error: string | null) => void)[],
      stops: [] as (() => void)[],
    }
    // MediaRecorder hands its audio over a moment after stop(); the path says when.
    const stop = MediaRecorder.prototype.stop
    MediaRecorder.prototype.stop = function (this: MediaRecorder) {
      gate.stops.push(() => stop.call(this))
    }
    ;(window as unknown as { qaMicrophone: typeof gate }).qaMicrophone = gate
    navigator.mediaDevices.getUserMedia = (constraints) =>
      new Promise((resolve, reject) =>
        gate.asks.push((error) => {
          if (error) return reject(new DOMException('The microphone was not given.', error))
          real(constraints).then(resolve, reject)
        }),
      )
  })
}

type Gate = { asks: ((error: string | null) => void)[]; stops: (() => void)[] }
const gateOf = (page: Page) => ({
  waitFor: (what: 'asks' | 'stops') =>
    expect
      .poll(() =>
        page.evaluate((k) => (window as unknown as { qaMicrophone: Gate }).qaMicrophone[k].length, what),
      )
      .toBeGreaterThan(0),
})

async function answerMicrophone(page: Page, error: string | null) {
  await gateOf(page).waitFor('asks')
  await page.evaluate((refusal) => {
    ;(window as unknown as { qaMicrophone: Gate }).qaMicrophone.asks.shift()?.(refusal)
  }, error)
}

async function finishStopping(page: Page) {
  await gateOf(page).waitFor('stops')
  await page.evaluate(() => (window as unknown as { qaMicrophone: Gate }).qaMicrophone.stops.shift()?.())
}

/** The recorder of an oral question on a quiz page, with a fake microphone behind a gate. */
export const recorderDriver: FlowDriver = {
  machine: 'recorder',
  cannotDrive: (step) => CANNOT[step.event.type] ?? null,
  async open(page) {
    const { user, api } = await studentWithCourses(page.request)
    const { quizzes } = await api<{ quizzes: { id: number }[] }>('GET', '/api/v1/quiz?page=1&size=100')
    let oral: { quiz: Quiz; index: number } | null = null
    for (const { id } of quizzes) {
      const quiz = await api<Quiz & QuizDetail>('GET', `/api/v1/quiz/${id}`)
      const index = quiz.questions.findIndex((q) => q.question_type_id === ORAL)
      if (index >= 0) {
        oral = { quiz, index }
        break
      }
    }
    if (!oral) throw new Error('The demo data has no worksheet with an oral question for a new student')
    await gateMicrophone(page)
    await signInPage(page, user)
    await page.goto(`/student/quiz/${oral.quiz.id}`)
    await startIfReady(page)
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${oral.index + 1}\\b`) })
      .click()
    const panel = page.getByRole('region', { name: 'Record your answer' })
    return {
      async act(step: PlanStep) {
        const { type } = step.event
        const error = step.event.error as { name?: string } | undefined
        switch (type) {
          case 'recorder.start':
            return panel.getByRole('button', { name: /^(Record|Try again)$/ }).click()
          case 'xstate.done.actor.requestMicrophone':
            return answerMicrophone(page, null)
          case 'xstate.error.actor.requestMicrophone':
            return answerMicrophone(page, error?.name ?? 'NotAllowedError')
          case 'recorder.pause':
            return panel.getByRole('button', { name: 'Pause' }).click()
          case 'recorder.resume':
            return panel.getByRole('button', { name: 'Resume' }).click()
          case 'recorder.stop':
            return panel.getByRole('button', { name: 'Stop' }).click()
          case 'recorder.tick':
            // The recorder checks its microphone every second by itself; the time shown moves on.
            return expect(panel.getByRole('timer', { name: 'Time recorded' })).not.toHaveText('0:00', {
              timeout: 3000,
            })
          case 'xstate.done.actor.finishRecording':
            return finishStopping(page)
        }
        throw new Error(`The recorder driver cannot make ${type} happen`)
      },
    }
  },
}
