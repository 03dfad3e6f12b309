import { expect, type Page } from '@playwright/test'
import { PROMPT_TRIGGER } from '../../contracts/constants'
import { COULD_NOT_READ_ALOUD } from '../../machines/speechQueue.machine'
import { finishOnboarding, holdChatStreams, onlyTriggers } from './coach-page'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { speakingCoach } from './speaker'
import { freshStudent, signInPage } from './students'

/**
 * Spoken replies on the student coach (/student/v2/chat) for a new student, through the "Read replies aloud"
 * button. The offline e2e server has no voice, so the driver stands in for one that has (speaker.ts says how and
 * why): a speech call the path lets succeed gets a short real WAV, one it fails gets the real server's 501. The
 * speaker is held like the QA microphone; each sound then plays for real, or is given bytes that are not audio.
 *
 * A reply joins the queue when the chat session finishes it (`coach.turnDone`): each reply stream is held and let
 * through at the path's `speech.enqueue`. The first is the coach's greeting (prompt trigger 1 or 3, the only ones
 * left to fire); later ones answer a message the student sends.
 */
const TESTED_KEY = 'coach.speakerTested'
const WHILE_TESTING: Record<string, string> = {
  'speech.stop':
    'the page offers "Stop reading" only while a reply is fetched, read or followed by its pause',
}

export const speechQueueDriver: FlowDriver = {
  machine: 'speechQueue',
  cannotDrive(step, state) {
    return state === 'testingSpeaker' ? (WHILE_TESTING[step.event.type] ?? null) : null
  },
  async open(page, path) {
    const student = await freshStudent(page.request)
    await finishOnboarding(page, student.user)
    await signInPage(page, student.user)
    await onlyTriggers(page, [PROMPT_TRIGGER.FIRST_LOGIN_DEFAULT, PROMPT_TRIGGER.SUBSEQUENT_LOGIN_DEFAULT])
    if (path.start === 'speaker-already-tested')
      await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), TESTED_KEY)
    return startRun(page)
  },
}

async function startRun(page: Page): Promise<FlowRun> {
  const speaker = await speakingCoach(page)
  const streams = await holdChatStreams(page)
  await page.goto('/student/v2/chat')
  const flow = page.locator('[data-flow="speechQueue"]')
  const chat = page.locator('[data-flow="chatSession"]')
  let replies = 0

  /** The next reply the coach finishes: the greeting first, then answers to what the student sends. */
  async function finishReply() {
    const n = replies++
    if (n > 0) {
      await chat.getByRole('textbox', { name: 'Message to the coach' }).fill('Can you read that to me?')
      await chat.getByRole('button', { name: 'Send', exact: true }).click()
    }
    await (await streams.stream(n)).release()
  }

  return {
    dispose: () => streams.close(),
    async act(step: PlanStep) {
      const { type } = step.event
      if (step.by === 'timer') return // The 600 ms gap runs by itself.
      switch (type) {
        case 'speech.enable':
        case 'speech.disable':
          return flow.getByRole('button', { name: 'Read replies aloud' }).click()
        case 'speech.stop':
          return flow.getByRole('button', { name: 'Stop reading' }).click()
        case 'speech.enqueue':
          return finishReply()
        case 'xstate.done.actor.synthesize':
          return speaker.speaks()
        case 'xstate.error.actor.synthesize':
          return speaker.cannotSpeak()
        // `ended` and `failed` both lead on to the pause; what the child is told tells them apart.
        case 'audio.ended':
          await speaker.plays()
          await expect(flow).not.toHaveAttribute('data-state', 'playing')
          return expect(flow.getByRole('status')).not.toContainText(COULD_NOT_READ_ALOUD)
        case 'audio.failed': {
          const url = await speaker.cannotPlay()
          // The speaker test's failure is silent: the queue simply goes on.
          if (url.startsWith('blob:')) return
          return expect(flow.getByRole('status')).toContainText(COULD_NOT_READ_ALOUD)
        }
      }
      throw new Error(`The speech queue driver cannot make ${type} happen`)
    },
  }
}
