import { from, mergeMap, timer } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, fromCallback, fromEventObservable, fromPromise } from 'xstate'
import {
  type ChatNudge,
  type ChatPage,
  type ChatStreamEvent,
  type ChatStreamInput,
  chatSessionMachine,
  type LoadHistoryInput,
} from '../../machines/chatSession.machine'
import { type Onboarding, onboardingChatMachine } from '../../machines/onboardingChat.machine'
import type { Fields } from '../../machines/onboardingChat.steps'
import { type PromptTriggersInput, promptTriggersMachine } from '../../machines/promptTriggers.machine'
import { promptTriggersInputs } from '../../machines/promptTriggers.model'
import { sevenDayPlanMachine } from '../../machines/sevenDayPlan.machine'
import { chatMessage } from './testing'
import { practiceFinished, wireCoach } from './wiring'

type Turn = { nudge: ChatNudge | null; text: string }

/**
 * The real machines of the student coach, with doubles only for their calls: the chat's reply stream answers
 * each turn with one stored reply, a moment later, as the server does; the onboarding "server" keeps what the
 * chat turn answered (plan §8.6.1) and what a skip saved.
 */
function startCoach(
  fields: Fields,
  triggersInput: PromptTriggersInput = promptTriggersInputs['a new student'],
) {
  const turns: Turn[] = []
  const saved: Fields[] = []
  const server = { fields: { ...fields } }
  const chatStream = fromEventObservable<ChatStreamEvent, ChatStreamInput>(({ input }) => {
    turns.push({ nudge: input.turn.nudge, text: input.turn.text })
    const id = 100 + turns.length
    const step = input.turn.nudge?.onboarding_state
    // The server keeps the child's onboarding answer from the turn that carried it.
    if (step && input.turn.text) server.fields = { ...server.fields, [`step${step}`]: input.turn.text }
    return timer(1).pipe(
      mergeMap(() =>
        from<ChatStreamEvent[]>([
          { type: 'chat.stream.message', message: chatMessage({ id, text: `Reply ${id}` }) },
          { type: 'chat.stream.done', threadId: 't-1', messageId: id, title: null, answeredBy: 'offline' },
        ]),
      ),
    )
  })
  const chat = createActor(
    chatSessionMachine.provide({
      actors: {
        chatStream,
        loadHistory: fromPromise<ChatPage, LoadHistoryInput>(async () => ({
          items: [],
          total_count: 0,
          page: 1,
          size: 20,
        })),
      },
    }),
    {
      input: {
        kind: 'student',
        speechAvailable: false,
        attachmentsAllowed: true,
        turnIds: (n) => `turn-${n}`,
      },
    },
  )
  const triggers = createActor(promptTriggersMachine.provide({ actors: { idle: fromCallback(() => {}) } }), {
    input: triggersInput,
  })
  const named = (f: Fields): Fields => ({
    favourite_subject: f.step1 ?? f.favourite_subject ?? null,
    favourite_topic_challenges: f.step2 ?? f.favourite_topic_challenges ?? null,
    suggested_activity: f.step3 ?? f.suggested_activity ?? null,
    check_in: f.step4 ?? f.check_in ?? null,
  })
  const onboarding = createActor(
    onboardingChatMachine.provide({
      actors: {
        loadOnboarding: fromPromise<Onboarding>(async () => ({
          fields: named(server.fields),
          progress: 0,
          updated_at: null,
        })),
        saveField: fromPromise(async ({ input }) => {
          saved.push(input.fields)
          server.fields = input.fields
          return { fields: input.fields, progress: 0, updated_at: null }
        }),
      },
    }),
    { input: { fields: named(fields) } },
  )
  const plan = createActor(sevenDayPlanMachine, {
    input: { plan: null, completion: null, today: '2026-11-24', firstPractice: null },
  })
  const machines = { chat, triggers, onboarding, plan }
  const unwire = wireCoach(machines)
  for (const actor of [chat, triggers, onboarding, plan] as AnyActorRef[]) actor.start()
  stops.push(() => {
    unwire()
    for (const actor of [chat, triggers, onboarding, plan] as AnyActorRef[]) actor.stop()
  })
  return { ...machines, machines, turns, saved }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})
const nudges = (turns: Turn[]) => turns.map((t) => t.nudge)
const empty: Fields = {}

describe('the student coach wiring', () => {
  it('greets a new student (trigger 1), asks the two login survey cards, then onboarding step 1, in that order', async () => {
    const { turns, onboarding, chat } = startCoach(empty)
    await vi.waitFor(() => expect(onboarding.getSnapshot().value).toBe('waiting'))
    expect(nudges(turns)).toEqual([
      { nudging_group: 'trigger', nudging_type: '1' },
      expect.objectContaining({ nudging_group: 'survey', nudging_type: 'confidence_login' }),
      expect.objectContaining({ nudging_group: 'survey', nudging_type: 'motivation_login' }),
      { nudging_group: 'onboarding', onboarding_state: 1 },
    ])
    expect(chat.getSnapshot().context.messages.map((m) => m.text)).toEqual([
      'Reply 101',
      'Reply 102',
      'Reply 103',
      'Reply 104',
    ])
  })

  it('sends the child’s answer as the step’s turn, moves on when the server kept it, and saves a skip', async () => {
    const { turns, onboarding, saved } = startCoach(
      empty,
      promptTriggersInputs['every trigger already fired this session'],
    )
    await vi.waitFor(() => expect(onboarding.getSnapshot().value).toBe('waiting'))
    onboarding.send({ type: 'onboarding.answer', text: 'Maths, because of the puzzles' })
    await vi.waitFor(() => expect(onboarding.getSnapshot().context.step).toBe(2))
    await vi.waitFor(() => expect(onboarding.getSnapshot().value).toBe('waiting'))
    expect(turns.slice(-2)).toEqual([
      { nudge: { nudging_group: 'onboarding', onboarding_state: 1 }, text: 'Maths, because of the puzzles' },
      { nudge: { nudging_group: 'onboarding', onboarding_state: 2 }, text: '' },
    ])

    onboarding.send({ type: 'onboarding.skip' })
    await vi.waitFor(() => expect(onboarding.getSnapshot().context.step).toBe(3))
    expect(saved).toEqual([
      expect.objectContaining({
        favourite_subject: 'Maths, because of the puzzles',
        favourite_topic_challenges: 'skipped',
      }),
    ])
  })

  it('tells the plan and the triggers when onboarding is complete, and passes a finished practice on', async () => {
    const filled = {
      favourite_subject: 'maths',
      favourite_topic_challenges: 'fractions',
      suggested_activity: 3,
    }
    const { turns, onboarding, machines } = startCoach(
      filled,
      promptTriggersInputs['every trigger already fired this session'],
    )
    await vi.waitFor(() => expect(onboarding.getSnapshot().value).toBe('waiting'))
    onboarding.send({ type: 'onboarding.answer', text: 'Happy' })
    await vi.waitFor(() => expect(onboarding.getSnapshot().status).toBe('done'))
    await vi.waitFor(() =>
      expect(nudges(turns)).toContainEqual({
        nudging_group: 'plan',
        seven_day_plan_action: 'generate_first_plan',
      }),
    )

    expect(machines.triggers.getSnapshot().context.onboardingComplete).toBe(true)

    practiceFinished(machines, { scorePercent: 40, countToday: 1, questionsCompleted: 5, xpEarned: 10 })
    expect(machines.triggers.getSnapshot().context.firstPractice).toMatchObject({
      finishedToday: true,
      scorePercent: 40,
    })
  })

  it('counts the practice as viewed once the coach has presented it in the plan’s continuation turn', async () => {
    const { chat, machines } = startCoach(
      { favourite_subject: 'maths', favourite_topic_challenges: 'x', suggested_activity: 3, check_in: 'ok' },
      promptTriggersInputs['every trigger already fired this session'],
    )
    practiceFinished(machines, { scorePercent: 40, countToday: 1, questionsCompleted: 5, xpEarned: 10 })
    const viewed = () => machines.triggers.getSnapshot().context.firstPractice.viewed
    expect(viewed()).toBe(false)
    // A turn that does not present the practice leaves it waiting (idle triggers 4–6 may still fire).
    chat.send({ type: 'coach.start', nudge: { nudging_group: 'trigger', nudging_type: '3' } })
    await vi.waitFor(() => expect(chat.getSnapshot().context.messages).toHaveLength(1))
    expect(viewed()).toBe(false)
    chat.send({
      type: 'coach.start',
      nudge: {
        nudging_group: 'plan',
        seven_day_plan_action: 'practice_continuation',
        questions_completed: 5,
        xp_earned: 10,
      },
    })
    await vi.waitFor(() => expect(viewed()).toBe(true))
  })
})
