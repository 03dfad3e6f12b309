import { describe, expect, it } from 'vitest'
import type { RewardRule } from '../../../contracts/rewards'
import { describeRule, type Finished, meets, progressToward, type RewardStats } from './rules'

const f = (worksheetId: number, over: Partial<Finished> = {}): Finished => ({
  worksheetId,
  subjectId: 1,
  topicId: 10,
  fullMarks: false,
  day: '2026-11-02',
  ...over,
})
const stats = (finished: Finished[], extra: Partial<RewardStats> = {}): RewardStats => ({
  finished,
  streakDays: 0,
  level: 1,
  ...extra,
})
const names = (id: number) => ({ 1: 'Maths', 2: 'Science' })[id]

describe('reward rules (ADR 0060)', () => {
  it('counts different worksheets, not the same one finished again', () => {
    const rule: RewardRule = { kind: 'worksheets', count: 2 }
    expect(meets(rule, stats([f(1), f(1), f(1)]))).toBe(false)
    expect(meets(rule, stats([f(1), f(2)]))).toBe(true)
  })

  it('counts only the named subject when a rule names one', () => {
    const rule: RewardRule = { kind: 'worksheets', count: 2, subject_id: 2 }
    expect(progressToward(rule, stats([f(1), f(2), f(3, { subjectId: 2 })]))).toEqual({ have: 1, need: 2 })
  })

  it('gives full marks only for worksheets finished with every mark', () => {
    const rule: RewardRule = { kind: 'full_marks', count: 1 }
    expect(meets(rule, stats([f(1)]))).toBe(false)
    expect(meets(rule, stats([f(1), f(1, { fullMarks: true })]))).toBe(true)
  })

  it('needs full marks on several worksheets of one topic, not spread over topics', () => {
    const rule: RewardRule = { kind: 'topic_full_marks', count: 2 }
    const spread = [f(1, { fullMarks: true, topicId: 1 }), f(2, { fullMarks: true, topicId: 2 })]
    expect(meets(rule, stats(spread))).toBe(false)
    expect(meets(rule, stats([...spread, f(3, { fullMarks: true, topicId: 2 })]))).toBe(true)
    // A worksheet with no topic belongs to none.
    expect(
      meets(
        rule,
        stats([f(4, { fullMarks: true, topicId: null }), f(5, { fullMarks: true, topicId: null })]),
      ),
    ).toBe(false)
  })

  it('reads the streak and the level as they are', () => {
    expect(meets({ kind: 'streak', days: 7 }, stats([], { streakDays: 6 }))).toBe(false)
    expect(meets({ kind: 'streak', days: 7 }, stats([], { streakDays: 7 }))).toBe(true)
    expect(meets({ kind: 'level', level: 3 }, stats([], { level: 3 }))).toBe(true)
  })

  it('counts different days of practice in a subject', () => {
    const days = ['2026-11-02', '2026-11-02', '2026-11-03', '2026-11-04']
    const finished = days.map((day, i) => f(i + 1, { day }))
    expect(progressToward({ kind: 'subject_days', days: 3, subject_id: 1 }, stats(finished)).have).toBe(3)
    expect(progressToward({ kind: 'subject_days', days: 3, subject_id: 2 }, stats(finished)).have).toBe(0)
    // No subject named: the subject practised on the most days.
    expect(meets({ kind: 'subject_days', days: 3 }, stats(finished))).toBe(true)
  })

  it('says what earns each reward in words a child reads', () => {
    expect(describeRule({ kind: 'worksheets', count: 1 }, names)).toBe('Finish your first worksheet.')
    expect(describeRule({ kind: 'worksheets', count: 5, subject_id: 1 }, names)).toBe(
      'Finish 5 different Maths worksheets.',
    )
    expect(describeRule({ kind: 'full_marks', count: 1 }, names)).toBe('Get full marks on a worksheet.')
    expect(describeRule({ kind: 'topic_full_marks', count: 3 }, names)).toBe(
      'Get full marks on 3 worksheets about the same topic.',
    )
    expect(describeRule({ kind: 'streak', days: 7 }, names)).toBe('Practise 7 days in a row.')
    expect(describeRule({ kind: 'subject_days', days: 7, subject_id: 2 }, names)).toBe(
      'Practise Science on 7 different days.',
    )
    expect(describeRule({ kind: 'level', level: 3 }, names)).toBe('Reach level 3.')
  })
})
