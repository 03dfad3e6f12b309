import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Survey } from '../contracts/coach'
import { SURVEY_KINDS, SURVEY_TRIGGERS, SURVEY_TYPES } from '../contracts/constants'
import {
  afterPracticeSurveyPicks,
  type CompletedSurvey,
  dispositionPick,
  loginSurveyPicks,
  SURVEY_PROMPT_TRIGGER,
} from './surveys.selection'

const options = [1, 2, 3, 4].map((value) => ({
  label: ['Not at all', 'A little', 'Quite', 'Very'][value - 1],
  value,
}))
let nextId = 1
const survey = (type: Survey['type'], trigger: Survey['trigger'], count: number): Survey => ({
  id: nextId++,
  type,
  trigger,
  title: `${type} ${trigger}`,
  questions: Array.from({ length: count }, (_, i) => ({
    id: nextId * 100 + i,
    text: `How ${type} do you feel (${i + 1})?`,
    options,
  })),
})

const surveysArb = fc
  .record({
    confidence_login: fc.integer({ min: 1, max: 4 }),
    motivation_login: fc.integer({ min: 1, max: 4 }),
    confidence_after_practice: fc.integer({ min: 1, max: 4 }),
    motivation_after_practice: fc.integer({ min: 1, max: 4 }),
    disposition_login: fc.integer({ min: 1, max: 3 }),
  })
  .map((counts) =>
    Object.entries(counts).map(([key, count]) => {
      const [type, ...trigger] = key.split('_')
      return survey(type as Survey['type'], trigger.join('_') as Survey['trigger'], count)
    }),
  )
const completedArb = fc.subarray(
  SURVEY_KINDS.flatMap((type) => SURVEY_TRIGGERS.map((trigger): CompletedSurvey => ({ type, trigger }))),
)
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).map((r) => () => r)
const runs = { numRuns: 200 }

const questionIdsOf = (surveys: Survey[], type: string, trigger: string) =>
  surveys.filter((s) => s.type === type && s.trigger === trigger).flatMap((s) => s.questions.map((q) => q.id))

describe('survey selection (product.md "Trigger rules")', () => {
  it('at login: one random question for each survey type not yet completed, never two of one type', () => {
    fc.assert(
      fc.property(surveysArb, completedArb, randomArb, (surveys, completed, random) => {
        const picks = loginSurveyPicks(surveys, completed, random)
        const kinds = picks.map((p) => p.kind)
        expect(new Set(kinds).size).toBe(kinds.length)
        const open = SURVEY_TYPES.filter((t) => !completed.some((c) => c.type === t && c.trigger === 'login'))
        expect(kinds).toEqual(open)
        for (const pick of picks) {
          expect(pick.trigger).toBe('login')
          expect(questionIdsOf(surveys, pick.kind, 'login')).toContain(pick.question.id)
          expect(pick.promptTrigger).toBe(pick.kind === 'confidence' ? 10 : 12)
        }
      }),
      runs,
    )
  })

  it('after a practice: nothing for the first of the day, then exactly one confidence and one motivation', () => {
    fc.assert(
      fc.property(surveysArb, fc.integer({ min: 0, max: 10 }), randomArb, (surveys, count, random) => {
        const picks = afterPracticeSurveyPicks(surveys, count, random)
        if (count <= 1) {
          expect(picks).toEqual([])
          return
        }
        expect(picks.map((p) => [p.kind, p.trigger, p.promptTrigger])).toEqual([
          ['confidence', 'after_practice', 11],
          ['motivation', 'after_practice', 13],
        ])
        for (const pick of picks)
          expect(questionIdsOf(surveys, pick.kind, 'after_practice')).toContain(pick.question.id)
      }),
      runs,
    )
  })

  it('asks the disposition survey (trigger 7) until it has been answered once', () => {
    fc.assert(
      fc.property(surveysArb, completedArb, randomArb, (surveys, completed, random) => {
        const pick = dispositionPick(surveys, completed, random)
        if (completed.some((c) => c.type === 'disposition')) expect(pick).toBeNull()
        else expect(pick?.promptTrigger).toBe(7)
      }),
      runs,
    )
  })

  it('covers every question of a survey as random runs over [0, 1)', () => {
    const surveys = [survey('confidence', 'login', 3)]
    const chosen = [0, 0.34, 0.67, 0.999].map((r) => loginSurveyPicks(surveys, [], () => r)[0].question.text)
    expect(new Set(chosen).size).toBe(3)
  })

  it('skips a type that has no active survey rather than asking an empty card', () => {
    expect(loginSurveyPicks([survey('motivation', 'login', 2)], [], () => 0).map((p) => p.kind)).toEqual([
      'motivation',
    ])
    expect(SURVEY_PROMPT_TRIGGER.disposition.login).toBe(7)
  })
})
