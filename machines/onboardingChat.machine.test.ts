import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate'
import type { ChatNudge } from './chatSession.context'
import { modelPaths, modelStarts } from './graph/model'
import {
  type Onboarding,
  type OnboardingChatEmitted,
  onboardingChatMachine,
  progressOf,
  type SaveFieldInput,
} from './onboardingChat.machine'
import {
  onboardingChatInputs,
  onboardingChatModel,
  saveFailure,
  suggestedWorksheet,
} from './onboardingChat.model'
import { firstOpenStep, stepsFilled } from './onboardingChat.steps'
import { promiseDouble } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof onboardingChatMachine>
type Fields = Onboarding['fields']

// Product.md line 219: "ask favourite subject, ask favourite topic challenges, suggest activity, check-in".
const STEP_FIELDS = ['favourite_subject', 'favourite_topic_challenges', 'suggested_activity', 'check_in']
const openStep = (fields: Fields) => {
  const index = STEP_FIELDS.findIndex(
    (f) => fields[f] === null || fields[f] === undefined || fields[f] === '',
  )
  return index === -1 ? null : index + 1
}
const openStepsLeft = (fields: Fields) => STEP_FIELDS.filter((f) => fields[f] === null).length
const ask = (step: number) => `turn step ${step}`
const LOAD = 'load onboarding'
const COMPLETED = 'announce completed'
const turnName = ({ nudge, text }: { nudge: ChatNudge; text?: string }) =>
  text === undefined ? ask(nudge.onboarding_state ?? 0) : `answer step ${nudge.onboarding_state}: ${text}`
const saveName = ({ fields }: SaveFieldInput) =>
  `save ${STEP_FIELDS.filter((f) => fields[f] !== null)
    .map((f) => `${f}=${fields[f]}`)
    .join(' ')}`

/** After the server's answer: the next step is asked, or the chat is complete (plan §8.6). */
function afterServer(fields: Fields, before: Snapshot) {
  const step = openStep(fields)
  if (step === null) return [COMPLETED]
  return before.context.practising ? [] : [ask(step)]
}

/** Product.md line 219 with plan §8.6 and §13 Q18, as the effects each event must cause. */
function expectedEffects(event: AnyEventObject, before: Snapshot, opening: number | null): string[] {
  const { context } = before
  const step = context.step ?? 0
  const savedWith = (value: string | number) =>
    saveName({ fields: { ...context.fields, [STEP_FIELDS[step - 1]]: value } })
  switch (event.type) {
    case 'xstate.init':
      // A chat opened with every step done asks nothing and announces nothing (it was announced before).
      return opening === null ? [] : [ask(opening)]
    case 'coach.turnDone':
      return before.matches('answering') ? [LOAD] : []
    case 'onboarding.answer':
      return [`answer step ${step}: ${event.text}`]
    case 'onboarding.skip':
      return [savedWith('skipped')]
    case 'onboarding.activityStarted':
      return [savedWith(event.worksheetId)]
    case 'onboarding.retry':
      if (before.matches('askFailed')) return [ask(step)]
      return before.matches('loadFailed') ? [LOAD] : [savedWith(context.saving as string)]
    case 'xstate.done.actor.saveField':
    case 'xstate.done.actor.loadOnboarding':
      return afterServer(event.output.fields, before)
    case 'triggers.practiceFinished':
      // The check-in (step 4) follows the suggested practice.
      return [ask(4)]
    default:
      return []
  }
}

describe.each(modelStarts(onboardingChatModel))('onboardingChatMachine starting with %s', (start) => {
  const input = onboardingChatModel.inputs[start]
  it.each(modelPaths(onboardingChatModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const saveField = promiseDouble<unknown, SaveFieldInput>(saveName)
      return replayPath(path, {
        model: onboardingChatModel,
        input,
        actors: { loadOnboarding: promiseDouble(LOAD), saveField },
        actions: (effect) => ({
          requestTurn: (_, turn: { nudge: ChatNudge; text?: string }) => effect(turnName(turn)),
          announceCompleted: () => effect(COMPLETED),
        }),
        rules: (event, before) => expectedEffects(event, before, openStep(input.fields)),
        everyStep: ({ real }) =>
          expect(progressOf(real.context)).toBe(4 - openStepsLeft(real.context.fields)),
        states: {
          asking: ({ real }) => expect(real.context.step).toBe(openStep(real.context.fields)),
          askFailed: () => {},
          waiting: ({ real }) => expect(real.context.error).toBeNull(),
          answering: () => {},
          saving: ({ real }) => expect(real.context.saving).not.toBeNull(),
          saveFailed: ({ real }) => expect(real.context.error).toBe(saveFailure.message),
          awaitingPractice: ({ real }) => {
            expect(real.context.fields.suggested_activity).toBe(suggestedWorksheet)
            expect(real.context.practising).toBe(true)
          },
          reloading: () => {},
          loadFailed: ({ real }) => expect(real.context.error).toMatch(/could not be loaded/),
          complete: ({ real }) => {
            expect(openStep(real.context.fields)).toBeNull()
            expect(real.status).toBe('done')
          },
        },
      })
    },
  )
})

describe('onboarding steps (product.md line 219; §13 Q18)', () => {
  const blank = {
    favourite_subject: null,
    favourite_topic_challenges: null,
    suggested_activity: null,
    check_in: null,
  }
  it.each([
    ['nothing answered: step 1, "ask favourite subject"', blank, 1, 0],
    [
      'a subject named: step 2, "ask favourite topic challenges"',
      { ...blank, favourite_subject: 'Maths' },
      2,
      1,
    ],
    ['a blank answer is not an answer', { ...blank, favourite_subject: '   ' }, 1, 0],
    ['Q18: "skipped" counts as answered', { ...blank, favourite_subject: 'skipped' }, 2, 1],
    [
      'the suggested worksheet (a number) answers step 3: step 4, "check-in"',
      {
        ...blank,
        favourite_subject: 'Maths',
        favourite_topic_challenges: 'skipped',
        suggested_activity: 401,
      },
      4,
      3,
    ],
    [
      'a later step answered first: the first open step is still asked',
      { ...blank, check_in: 'happy' },
      1,
      1,
    ],
  ])('%s', (_, fields, step, filled) => {
    expect(firstOpenStep(fields)).toBe(step)
    expect(stepsFilled(fields)).toBe(filled)
  })
})

describe('onboardingChatMachine', () => {
  it('asks the first step with onboarding_state 1, and sends the answer in a turn of the same step', () => {
    const actor = createActor(onboardingChatMachine, { input: onboardingChatInputs['nothing answered yet'] })
    const heard: OnboardingChatEmitted[] = []
    actor.on('*', (event) => heard.push(event))
    actor.start()
    actor.send({ type: 'coach.turnDone' })
    actor.send({ type: 'onboarding.answer', text: '   ' })
    actor.send({ type: 'onboarding.answer', text: 'Maths!' })
    expect(heard).toEqual([
      { type: 'coach.requestTurn', nudge: { nudging_group: 'onboarding', onboarding_state: 1 } },
      {
        type: 'coach.requestTurn',
        nudge: { nudging_group: 'onboarding', onboarding_state: 1 },
        text: 'Maths!',
      },
    ])
  })

  it('refuses to start an activity outside the suggested-activity step', () => {
    const actor = createActor(onboardingChatMachine, {
      input: onboardingChatInputs['only the check-in left'],
    })
    actor.start().send({ type: 'coach.turnDone' })
    actor.send({ type: 'onboarding.activityStarted', worksheetId: suggestedWorksheet })
    expect(actor.getSnapshot().value).toBe('waiting')
  })
})
