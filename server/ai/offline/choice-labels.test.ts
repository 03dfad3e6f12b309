import { describe, expect, it } from 'vitest'
import type { ChoiceKey } from '../types'
import { explainOffline, markOffline } from './index'
import { condensation, question } from './test-questions'

describe('typed option labels', () => {
  it.each(['(2)', '2', 'option 2', 'Option (2)', '(2) Gas to liquid', 'B', 'b)'])(
    '%j picks the second option',
    (value) => expect(markOffline(condensation, { value }).marksGiven).toBe(1),
  )
  it.each(['(1)', '(5)', '(2) Liquid to gas'])('%j is not the right option', (value) => {
    expect(markOffline(condensation, { value }).marksGiven).toBe(0)
  })
})

describe('feedback names options as the question numbers them', () => {
  const numbered = question(
    { ...(condensation.key as ChoiceKey), labels: 'numbers' },
    { text: condensation.text, solution: condensation.solution },
  )
  it('(1)–(4), not letters', () => {
    const answer = { selectedOptionIds: [11] }
    const text = explainOffline(numbered, answer, markOffline(numbered, answer))
    expect(text).toMatch(
      /^You picked \*\*\(1\)\*\* \(“Liquid to gas”\), but the correct answer is \*\*\(2\)\*\*/,
    )
  })
  it('letters stay the default', () => {
    const answer = { selectedOptionIds: [11] }
    expect(explainOffline(condensation, answer, markOffline(condensation, answer))).toContain('**A**')
  })
})
