import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate'
import type { ChatNudge } from './chatSession.context'
import { modelPaths, modelStarts } from './graph/model'
import {
  type PromptTriggersEmitted,
  type PromptTriggersInput,
  promptTriggersMachine,
} from './promptTriggers.machine'
import { promptTriggersInputs, promptTriggersModel } from './promptTriggers.model'
import { CHAT_IDLE_THRESHOLDS, type IdleInput } from './streams/idle'
import { callbackDouble } from './testing/doubles'
import { pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof promptTriggersMachine>
type Start = keyof typeof promptTriggersInputs

const turnName = (nudge: ChatNudge) =>
  nudge.nudging_group === 'trigger'
    ? `trigger ${nudge.nudging_type}`
    : `card ${nudge.nudging_type} question ${nudge.survey_question_id}`
const remember = (fired: number[]) => `remember fired ${fired.join(',')}`
const WATCH_IDLE = 'watch for idle spells'

// The fixed random (0.6) picks the second question of a survey with two: 11, 21 and 51; 30 and 40 have one.
const CARDS = {
  confidenceLogin: 'card confidence_login question 11',
  motivationLogin: 'card motivation_login question 21',
  confidenceAfter: 'card confidence_after_practice question 30',
  motivationAfter: 'card motivation_after_practice question 40',
  disposition: 'card disposition_login question 51',
}

/** What each start asks for as the chat opens (product.md "Trigger rules"; §13 Q2, Q5), written out by hand. */
const OPENING: Record<Start, string[]> = {
  // 1, then one card per login survey type not completed (10, 12).
  'a new student': [
    'trigger 1',
    remember([1]),
    CARDS.confidenceLogin,
    CARDS.motivationLogin,
    remember([1, 10, 12]),
  ],
  // 3 carries the card of the type not yet completed and uses 10 and 12 up; then 7, onboarding being complete.
  'a returning student who finished onboarding': [
    'trigger 3',
    CARDS.motivationLogin,
    remember([3, 10, 12]),
    CARDS.disposition,
    remember([3, 7, 10, 12]),
  ],
  // A practice finished before the chat opened, not yet viewed: 60 gives wellness tips (8); one practice, no cards.
  'returning after a practice scoring 60': [
    'trigger 3',
    CARDS.confidenceLogin,
    CARDS.motivationLogin,
    remember([3, 10, 12]),
    'trigger 8',
    remember([3, 8, 10, 12]),
  ],
  // Under 60: motivational tips (9); the second practice today brings one card of each type (11, 13).
  'returning after a second practice scoring 40': [
    'trigger 3',
    CARDS.confidenceLogin,
    CARDS.motivationLogin,
    remember([3, 10, 12]),
    'trigger 9',
    CARDS.confidenceAfter,
    CARDS.motivationAfter,
    remember([3, 9, 10, 11, 12, 13]),
  ],
  'every trigger already fired this session': [],
}

const fired = (before: Snapshot, more: number[]) =>
  remember([...new Set([...before.context.fired, ...more])].sort((a, b) => a - b))

/** Product.md "Prompt triggers" and "Trigger rules" (lines 182–203), as the effects each event must cause. */
function expectedEffects(start: Start, event: AnyEventObject, before: Snapshot): string[] {
  const { context } = before
  const has = (trigger: number) => context.fired.includes(trigger)
  switch (event.type) {
    case 'xstate.init':
      // The idle actor starts with the machine, before the opening turns are asked for.
      return [WATCH_IDLE, ...OPENING[start]]
    case 'chat.idle': {
      // The model walks only the spells that fire something: 2 at 30 s, 4 at 10 s, 5 or 6 at 2 min.
      const trigger = { 30: 2, 10: 4, 120: context.firstPractice.firstEver ? 5 : 6 }[event.seconds as 10]
      return [`trigger ${trigger}`, fired(before, [trigger])]
    }
    case 'triggers.practiceFinished': {
      const tips = has(8) || has(9) ? [] : [event.scorePercent >= 60 ? 8 : 9]
      const cards = event.countToday > 1 ? [11, 13].filter((t) => !has(t)) : []
      const turns = [
        ...tips.map((t) => `trigger ${t}`),
        ...(cards.includes(11) ? [CARDS.confidenceAfter] : []),
        ...(cards.includes(13) ? [CARDS.motivationAfter] : []),
      ]
      return turns.length ? [...turns, fired(before, [...tips, ...cards])] : []
    }
    case 'onboarding.completed':
      return has(7) ? [] : [CARDS.disposition, fired(before, [7])]
    default:
      return []
  }
}

describe.each(modelStarts(promptTriggersModel))('promptTriggersMachine starting with %s', (start) => {
  const input = promptTriggersModel.inputs[start]
  it.each(modelPaths(promptTriggersModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const idle = callbackDouble<AnyEventObject, IdleInput<AnyEventObject>>(WATCH_IDLE)
      let remembered: readonly number[] = input.fired
      return replayPath(path, {
        model: promptTriggersModel,
        input,
        actors: { idle },
        actions: (effect) => ({
          requestTurn: (_, nudge: ChatNudge) => effect(turnName(nudge)),
          rememberFired: (_, list: readonly number[]) => {
            remembered = list
            effect(remember([...list]))
          },
        }),
        rules: (event, before) => expectedEffects(start, event, before),
        everyStep: ({ real }) => {
          // Session storage always holds what the machine has fired.
          expect(remembered).toEqual(real.context.fired)
          expect(idle.isRunning).toBe(real.matches('listening'))
        },
        states: {
          listening: () => expect(idle.inputs.at(-1)).toEqual({ thresholds: CHAT_IDLE_THRESHOLDS }),
          stopped: ({ real }) => expect(real.status).toBe('done'),
        },
      })
    },
  )
})

describe('promptTriggersMachine', () => {
  const opened = (input: PromptTriggersInput) => {
    const actor = createActor(promptTriggersMachine, { input })
    const heard: ChatNudge[] = []
    actor.on('coach.requestTurn', (event: PromptTriggersEmitted) => heard.push(event.nudge))
    actor.start()
    return { actor, heard }
  }

  it('asks the chat for the first-login greeting, then the two login survey cards', () => {
    const { heard } = opened(promptTriggersInputs['a new student'])
    expect(heard).toEqual([
      { nudging_group: 'trigger', nudging_type: '1' },
      { nudging_group: 'survey', nudging_type: 'confidence_login', survey_question_id: 11 },
      { nudging_group: 'survey', nudging_type: 'motivation_login', survey_question_id: 21 },
    ])
  })

  it('fires nothing again when the chat reopens with the triggers of this session', () => {
    const first = opened(promptTriggersInputs['a new student'])
    const { heard } = opened({
      ...promptTriggersInputs['a new student'],
      fired: first.actor.getSnapshot().context.fired,
    })
    expect(heard).toEqual([])
  })

  it('stops the idle prompts once the finished practice has been viewed', () => {
    const { actor, heard } = opened({ ...promptTriggersInputs['a new student'], fired: [1, 2, 10, 12] })
    actor.send({ type: 'triggers.practiceFinished', scorePercent: 80, countToday: 1 })
    actor.send({ type: 'triggers.practiceViewed' })
    actor.send({ type: 'chat.idle', seconds: 10 })
    actor.send({ type: 'chat.idle', seconds: 120 })
    expect(heard).toEqual([{ nudging_group: 'trigger', nudging_type: '8' }])
  })
})
