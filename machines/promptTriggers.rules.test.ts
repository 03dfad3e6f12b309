import { describe, expect, it } from 'vitest'
import { fixedRandom, surveyDefinitions } from './promptTriggers.model'
import {
  afterPractice,
  disposition,
  type FirstPracticeToday,
  greeting,
  type IdleSeconds,
  idleTrigger,
  loginSurveys,
  practiceBeforeChat,
  type TriggerFacts,
  usedTriggers,
  withFinishedPractice,
} from './promptTriggers.rules'

const noPractice: FirstPracticeToday = {
  finishedToday: false,
  viewed: false,
  firstEver: false,
  scorePercent: null,
  countToday: 0,
}
const facts = (patch: Partial<TriggerFacts> = {}): TriggerFacts => ({
  isNewUser: false,
  fired: [],
  firstPractice: noPractice,
  surveys: { definitions: surveyDefinitions, completed: [] },
  onboardingComplete: false,
  ...patch,
})
const finished = (patch: Partial<FirstPracticeToday> = {}) => ({
  firstPractice: { ...noPractice, finishedToday: true, scorePercent: 75, countToday: 1, ...patch },
})
/** The triggers a list of firings uses, in order. */
const triggers = (firings: { trigger: number }[]) => firings.map((f) => f.trigger)

/** product.md lines 182–203 and 273, each rule beside the cases that show it. */
const idleRules: Array<[string, Partial<TriggerFacts>, IdleSeconds, number | null]> = [
  ['184: 2 "first login idle 30 s"', { isNewUser: true }, 30, 2],
  ['184: not on a later login', {}, 30, null],
  ['198: "Each trigger fires once per session"', { isNewUser: true, fired: [2] }, 30, null],
  ['186: 4 "after first practice idle 10 s"', { ...finished({ firstEver: true }) }, 10, 4],
  ['187: 5 "after first practice idle 2 min"', { ...finished({ firstEver: true }) }, 120, 5],
  [
    '188: 6 "subsequent login idle 2 min" (a practice that is not the first ever, §13 Q4)',
    finished(),
    120,
    6,
  ],
  ['188: no 10 s prompt after a practice that is not the first ever (§13 Q4)', finished(), 10, null],
  ['201: "only after a finished practice…"', { isNewUser: true }, 10, null],
  ['201: "…that has not yet been viewed"', finished({ firstEver: true, viewed: true }), 120, null],
  ['201: no 2 min prompt without a finished practice', {}, 120, null],
  ['198: 5 once per session', { ...finished({ firstEver: true }), fired: [5] }, 120, null],
]

describe('prompt triggers (product.md §4 "Trigger rules")', () => {
  it.each(idleRules)('%s', (_, patch, seconds, expected) => {
    expect(idleTrigger(facts(patch), seconds)).toBe(expected)
  })

  it('183: greets a new user with 1, and then (202) one login card per survey type', () => {
    const newUser = facts({ isNewUser: true })
    expect(triggers(greeting(newUser, fixedRandom))).toEqual([1])
    expect(triggers(loginSurveys(newUser, fixedRandom))).toEqual([10, 12])
  })

  it('185, 199: greets a returning student with 3, carrying the login cards and using 10 and 12 up', () => {
    const returning = facts({ surveys: { definitions: surveyDefinitions, completed: [] } })
    const firings = greeting(returning, fixedRandom)
    expect(triggers(firings)).toEqual([3, 10, 12])
    expect(usedTriggers(returning, firings)).toEqual([3, 10, 12])
    // Even with every login survey already completed today, 3 uses the login surveys up.
    const completed = facts({
      surveys: {
        definitions: surveyDefinitions,
        completed: [
          { type: 'confidence', trigger: 'login' },
          { type: 'motivation', trigger: 'login' },
        ],
      },
    })
    const only3 = greeting(completed, fixedRandom)
    expect(triggers(only3)).toEqual([3])
    expect(usedTriggers(completed, only3)).toEqual([3, 10, 12])
  })

  it('198: greets no one twice in a session', () => {
    expect(greeting(facts({ isNewUser: true, fired: [1] }), fixedRandom)).toEqual([])
    expect(greeting(facts({ fired: [3] }), fixedRandom)).toEqual([])
  })

  it('202: "one random question for each survey type not yet completed", as the pick of surveys.selection', () => {
    const firings = loginSurveys(
      facts({
        surveys: { definitions: surveyDefinitions, completed: [{ type: 'motivation', trigger: 'login' }] },
      }),
      () => 0,
    )
    expect(firings.map((f) => f.nudge)).toEqual([
      { nudging_group: 'survey', nudging_type: 'confidence_login', survey_question_id: 10 },
    ])
    expect(loginSurveys(facts({ fired: [10, 12] }), fixedRandom)).toEqual([])
  })

  it.each([
    ['200: a score of 60 gives wellness tips (8)', 60, 1, [8]],
    ['200: under 60, motivational tips (9)', 59, 1, [9]],
    [
      '203: a second practice today adds one confidence (11) and one motivation (13) card',
      90,
      2,
      [8, 11, 13],
    ],
    ['203: one practice today, no after-practice cards', 100, 1, [8]],
  ] as const)('%s', (_, scorePercent, countToday, expected) => {
    expect(triggers(afterPractice(facts(), { scorePercent, countToday }, fixedRandom))).toEqual(expected)
  })

  it('200: tips come once a session, whichever were given', () => {
    expect(afterPractice(facts({ fired: [9] }), { scorePercent: 80, countToday: 1 }, fixedRandom)).toEqual([])
    expect(
      triggers(afterPractice(facts({ fired: [8, 11] }), { scorePercent: 10, countToday: 3 }, fixedRandom)),
    ).toEqual([13])
  })

  it('200: a practice without a score (nothing to mark) gives no tips', () => {
    expect(afterPractice(facts(), { scorePercent: null, countToday: 1 }, fixedRandom)).toEqual([])
  })

  it('a practice finished before the chat opened gets its tips only while its result is not yet viewed', () => {
    expect(triggers(practiceBeforeChat(facts(finished({ scorePercent: 40 })), fixedRandom))).toEqual([9])
    expect(practiceBeforeChat(facts(finished({ viewed: true })), fixedRandom)).toEqual([])
    expect(practiceBeforeChat(facts(), fixedRandom)).toEqual([])
  })

  it("a new user's practice is their first ever; a returning student's is not, unless today's first was", () => {
    const practice = { scorePercent: 70, countToday: 1 }
    expect(withFinishedPractice(facts({ isNewUser: true }), practice).firstEver).toBe(true)
    expect(withFinishedPractice(facts(), practice).firstEver).toBe(false)
    expect(
      withFinishedPractice(facts(finished({ firstEver: true })), { ...practice, countToday: 2 }),
    ).toMatchObject({
      firstEver: true,
      viewed: false,
    })
  })

  it('189, §13 Q2: the disposition survey (7) once onboarding is complete, until answered', () => {
    expect(disposition(facts(), fixedRandom)).toEqual([])
    expect(triggers(disposition(facts({ onboardingComplete: true }), fixedRandom))).toEqual([7])
    expect(disposition(facts({ onboardingComplete: true, fired: [7] }), fixedRandom)).toEqual([])
    const answered = facts({
      onboardingComplete: true,
      surveys: { definitions: surveyDefinitions, completed: [{ type: 'disposition', trigger: 'login' }] },
    })
    expect(disposition(answered, fixedRandom)).toEqual([])
  })

  it('names each trigger turn by its id, as POST /chat/stream takes it', () => {
    expect(greeting(facts({ isNewUser: true }), fixedRandom)[0].nudge).toEqual({
      nudging_group: 'trigger',
      nudging_type: '1',
    })
  })
})
