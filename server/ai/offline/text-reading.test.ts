import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { text } from './test-questions'

const mark = (q: ReturnType<typeof text>, value: string) => markOffline(q, { value }).marksGiven

describe('a term inside a sentence', () => {
  const stigma = text({ accepted: ['stigma'] })
  it.each([
    ['It is the stigma, which is sticky so pollen grains stick to it.', 1],
    ['The stigma.', 1],
    ['The part is called the stigma', 1],
    ['It is not the stigma, it is the anther.', 0],
    ['stigma or anther', 0],
    ['the anther and the stigma', 0],
    ['the stigma and the anther', 0],
    ['It is the stigma and it is sticky', 1],
  ])('%j earns %d', (answer, expected) => expect(mark(stigma, answer)).toBe(expected))
})

describe('another form of the word', () => {
  const process = text({ accepted: ['evaporation'] })
  it.each([
    ['it evaporates', 1],
    ['The water evaporated.', 1],
    ['evaporating', 1],
    ['condensation', 0],
    ['it condenses', 0],
  ])('%j for evaporation earns %d', (answer, expected) => expect(mark(process, answer)).toBe(expected))
})

describe('symbols and abbreviations', () => {
  it.each(['CO2', 'CO₂', 'carbon dioxide', 'It gives out CO2.'])('%j is carbon dioxide', (answer) => {
    expect(mark(text({ accepted: ['carbon dioxide'] }), answer)).toBe(1)
  })
  it('the author extends the list with the question’s own synonyms', () => {
    const gas = text({ accepted: ['oxygen'], synonyms: [['oxygen', 'O']] })
    expect(mark(gas, 'O2')).toBe(1)
    expect(mark(gas, 'O')).toBe(1)
  })
  it('US spellings are the same word', () => {
    expect(mark(text({ accepted: ['water vapour'] }), 'water vapor')).toBe(1)
  })
})

describe('when spelling or word form is the point', () => {
  const spelling = text({ accepted: ['necessary'], spellingTolerance: 0 })
  const tense = text({ accepted: ['ran'], spellingTolerance: 0 })
  const form = text({ accepted: ['creation'], spellingTolerance: 0 })
  it.each([
    [spelling, 'necessary', 1],
    [spelling, 'neccessary', 0],
    [spelling, 'necesary', 0],
    [tense, 'ran', 1],
    [tense, 'runned', 0],
    [form, 'create', 0],
    [form, 'creation', 1],
    [text({ accepted: ['sometimes'], spellingTolerance: 0 }), 'some times', 0],
    [text({ accepted: ['children'], spellingTolerance: 0 }), 'childrens', 0],
  ])('%#: %j earns %d', (q, answer, expected) => expect(mark(q, answer)).toBe(expected))

  it('an English question forgives no slips unless its author says so', () => {
    const synonym = text({ accepted: ['enormous'] }, { subject: 'english' })
    expect(mark(synonym, 'enormus')).toBe(0)
    const lenient = text({ accepted: ['enormous'], spellingTolerance: 1 }, { subject: 'english' })
    expect(mark(lenient, 'enormus')).toBe(1)
    expect(mark(text({ accepted: ['enormous'] }), 'enormus')).toBe(1)
  })
})
