import { describe, expect, it } from 'vitest'
import type { CoachTurn } from '../../coach-types'
import { teacherReply } from './teacher'

const summary = [
  'Class: 3 students; 12 marked answers in the last 14 days.',
  'Topics, weakest first: Fractions 25% (4 answers); Decimals 80% (8 answers).',
  'Hardest questions:\n1. (0%) What is 3/4 + 1/8?\n2. (50%) Round 3.46 to 1 decimal place.',
  'Students below 50%: S1: 20% over 5 answers.',
].join('\n')

const turn = (message: string, extra: Partial<CoachTurn> = {}): CoachTurn => ({
  kind: 'teacher',
  message,
  history: [],
  level: 'Primary 5',
  subject: 'Maths',
  material: [],
  question: null,
  nudge: null,
  classSummary: summary,
  state: {},
  ...extra,
})

describe('the offline teaching assistant', () => {
  it('answers from the class summary: weakest topics, who needs help, hardest questions', () => {
    expect(teacherReply(turn('Which topics is my class finding hardest?'))).toMatch(/Fractions 25%/)
    expect(teacherReply(turn('Who needs help this week?'))).toMatch(/S1: 20%/)
    expect(teacherReply(turn('What were the hardest questions?'))).toMatch(/What is 3\/4 \+ 1\/8\?/)
  })

  it('gives bank questions on a topic, and asks for a class when it has none', () => {
    const material = [{ id: 1, kind: 'question' as const, title: 'Q', body: 'Add 1/2 and 1/3.', rank: 1 }]
    expect(teacherReply(turn('Give me 3 questions on fractions', { material }))).toMatch(
      /Add 1\/2 and 1\/3\./,
    )
    expect(teacherReply(turn('Which topics are hardest?', { classSummary: undefined }))).toMatch(
      /Choose one of your classes/,
    )
  })
})
