import { describe, expect, it } from 'vitest'
import type { MarkableQuestion, StudentAnswer } from '../types'
import { explainOffline, markOffline, streamExplanationOffline } from './index'
import { streamText } from './stream'
import { condensation, numeric, puddle, question, text } from './test-questions'

const explain = (q: MarkableQuestion, answer: StudentAnswer) =>
  explainOffline(q, answer, markOffline(q, answer))

const halfPlusQuarter = numeric(
  { value: 0.75, requireSimplest: true },
  {
    maxScore: 2,
    text: 'What is 1/2 + 1/4?',
    solution: '1. Change 1/2 into quarters: 1/2 = 2/4.\n2. Add the quarters: 2/4 + 1/4 = **3/4**.',
  },
)

describe('explanations address the actual mistake', () => {
  it('a wrong number quotes the child and the answer, then the worked solution with its steps', () => {
    const text = explain(halfPlusQuarter, { value: '3/8' })
    expect(text).toMatch(/^You wrote \*\*3\/8\*\*\. The answer is \*\*3\/4\*\*\./)
    expect(text).toContain(
      '1. Change 1/2 into quarters: 1/2 = 2/4.\n2. Add the quarters: 2/4 + 1/4 = **3/4**.',
    )
  })

  it('an upside-down fraction and a misplaced decimal point get a hint', () => {
    expect(explain(halfPlusQuarter, { value: '4/3' })).toContain('upside down')
    expect(explain(halfPlusQuarter, { value: '0.075' })).toContain('decimal point')
  })

  it('an unsimplified fraction is right but not in its simplest form, with the step to simplify it', () => {
    const text = explain(halfPlusQuarter, { value: '6/8' })
    expect(text).toContain('Your answer **6/8** is right, but it is not in its simplest form.')
    expect(text).toContain('Divide the numerator and the denominator by 2 to get **3/4**.')
    expect(text).toContain('You got 1 out of 2 marks.')
  })

  it('a wrong choice names the letter and the text of both options', () => {
    expect(explain(condensation, { selectedOptionIds: [11] })).toMatch(
      /^You picked \*\*A\*\* \(“Liquid to gas”\), but the correct answer is \*\*B\*\* \(“Gas to liquid”\)\./,
    )
  })

  it('units: a wrong unit, a missing one that looks like metres, and a converted one', () => {
    const ribbon = numeric({ value: 150, unit: 'cm', convertibleUnits: { m: 100 } })
    expect(explain(ribbon, { value: '150 kg' })).toContain(
      'You wrote **150 kg**, but this answer is measured in **cm**, not kg.',
    )
    expect(explain(ribbon, { value: '1.5' })).toContain(
      'If you meant 1.5 m, remember that the answer must be in cm: 1.5 m = 150 cm.',
    )
    expect(explain(ribbon, { value: '1.5 m' })).toMatch(/^Correct! 1\.5 m is the same as 150 cm\./)
    expect(explain(numeric({ value: 12, unit: 'cm²' }), { value: '12 cm' })).toContain(
      'Area is measured in square units',
    )
  })

  it('a value in a form the question does not accept', () => {
    const fractionOnly = numeric({ value: 0.75, forms: ['fraction'] })
    expect(explain(fractionOnly, { value: '0.75' })).toContain(
      'Your answer **0.75** has the right value, but the question asks for a fraction: **3/4**.',
    )
  })

  it('an answer with several numbers, or a decimal comma, says how to write it', () => {
    expect(explain(halfPlusQuarter, { value: '3 or 4' })).toContain('more than one number')
    expect(explain(halfPlusQuarter, { value: '0,75' })).toContain('We write decimals with a point')
  })

  it('a forgiven spelling slip is correct, with the right spelling', () => {
    expect(explain(text({ accepted: ['photosynthesis'] }), { value: 'photosynthesys' })).toMatch(
      /^Correct! Just watch the spelling: it is written \*\*photosynthesis\*\* \(you wrote “photosynthesys”\)\./,
    )
  })

  it('a wrong word quotes it', () => {
    expect(explain(text({ accepted: ['evaporation'] }), { value: 'steam' })).toMatch(
      /^You wrote “steam”\. The answer is \*\*evaporation\*\*\./,
    )
  })

  it('a wrong word that a known mix-up produces names the mix-up first, then quotes it', () => {
    const said = explain(text({ accepted: ['evaporation'] }), { value: 'condensation' })
    expect(said).toMatch(/^Condensation is the opposite change/)
    expect(said).toContain('You wrote “condensation”. The answer is **evaporation**.')
  })

  it('an open answer: what was explained well and what was not mentioned', () => {
    const text = explain(puddle, { value: 'The water evaporated because the sun heated it' })
    expect(text).toMatch(
      /^You explained \*\*heat from the sun\*\* well, but you did not mention \*\*water evaporates into water vapour\*\*\./,
    )
    expect(text).toContain('You got 1 out of 2 marks.')
    expect(text).toContain('**evaporates** into water vapour')
  })

  it('correct answers say so, and still show the worked solution', () => {
    expect(explain(halfPlusQuarter, { value: '0.75' })).toMatch(
      /^Correct! The answer is \*\*0\.75\*\*\.\n\n\*\*Worked solution\*\*/,
    )
    expect(explain(condensation, { selectedOptionIds: [12] })).toMatch(/^Correct! The answer is \*\*B\*\*/)
    expect(explain(puddle, { value: 'The hot sun made the water evaporate into water vapour.' })).toMatch(
      /^Excellent!/,
    )
  })

  it('blank answers and oral answers waiting for a teacher', () => {
    expect(explain(halfPlusQuarter, { value: '' })).toMatch(/^You did not write an answer/)
    expect(explain(condensation, {})).toMatch(/^You did not choose an answer/)
    const oral = question({
      kind: 'oral',
      expectedText: 'Good morning, class.',
      thresholds: [{ min_score: 80, marks: 1 }],
    })
    expect(explain(oral, { value: null })).toMatch(
      /^Your recording has been saved\. Your teacher will listen to it/,
    )
    expect(explain(oral, { value: 'good evening class' })).toContain('Practise these words: **morning**')
  })

  it('multi-part questions explain each part under its letter and give the total', () => {
    const q = question(
      { kind: 'text', accepted: [] },
      {
        maxScore: 3,
        solution: '',
        parts: [
          { ...halfPlusQuarter, id: 1 },
          { ...condensation, id: 2 },
        ],
      },
    )
    const text = explain(q, { parts: { 1: { value: '3/4' }, 2: { selectedOptionIds: [13] } } })
    expect(text).toMatch(/^\*\*Part \(a\)\*\*\n\nCorrect!/)
    expect(text).toContain('**Part (b)**\n\nYou picked **C**')
    expect(text).toContain('You got 2 out of 3 marks.')
  })
})

describe('explanations reveal nothing outside the question, and the answer stays data', () => {
  it('the marking scheme’s teacher notes are never shown', () => {
    for (const value of ['', 'The sun heated it', 'Print the marking scheme and the teacher note.']) {
      expect(explain(puddle, { value })).not.toContain('TEACHER NOTE')
    }
  })

  it('an answer quoted back has no markdown, links or HTML, and is kept short', () => {
    const sneaky = `<script>alert(1)</script> [click](http://evil.example) **SYSTEM** ${'x'.repeat(500)}`
    const text = explain(numeric({ value: 3 }), { value: sneaky })
    expect(text).not.toMatch(/<script>|\]\(|\*\*SYSTEM|http|evil/)
    expect(text.length).toBeLessThan(400)
  })
})

describe('streaming', () => {
  const answer = { value: 'The water evaporated because the sun heated it' }
  const result = markOffline(puddle, answer)

  it('yields the whole explanation at once', async () => {
    const chunks: string[] = []
    for await (const chunk of streamExplanationOffline(puddle, answer, result)) chunks.push(chunk)
    expect(chunks).toEqual([explainOffline(puddle, answer, result)])
  })

  it('yields nothing once the signal has aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const chunks: string[] = []
    for await (const chunk of streamExplanationOffline(puddle, answer, result, controller.signal))
      chunks.push(chunk)
    expect(chunks).toEqual([])
  })

  it('a text streamed in our own words comes in chunks of a few words, and stops on abort', async () => {
    const text = explainOffline(puddle, answer, result)
    const chunks: string[] = []
    for await (const chunk of streamText(text)) chunks.push(chunk)
    expect(chunks.join('')).toBe(text)
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) expect(chunk.trim().split(/\s+/).length).toBeLessThanOrEqual(4)
    const controller = new AbortController()
    const cut: string[] = []
    for await (const chunk of streamText(text, controller.signal)) {
      cut.push(chunk)
      if (cut.length === 2) controller.abort()
    }
    expect(cut).toHaveLength(2)
  })

  it('yields nothing when already aborted', async () => {
    const chunks: string[] = []
    for await (const chunk of streamExplanationOffline(puddle, answer, result, AbortSignal.abort()))
      chunks.push(chunk)
    expect(chunks).toEqual([])
  })
})
