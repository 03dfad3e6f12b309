import { describe, expect, it } from 'vitest'
import { markOffline } from './index'
import { text } from './test-questions'

const mark = (q: ReturnType<typeof text>, value: string) => markOffline(q, { value })

describe('short text answers', () => {
  const process = text({ accepted: ['photosynthesis'] })
  it.each([
    'photosynthesis',
    'Photosynthesis',
    'PHOTOSYNTHESIS',
    '  photosynthesis.  ',
    'Photosynthesis!',
    'The answer is photosynthesis.',
    'It is photosynthesis',
    'Ｐｈｏｔｏｓｙｎｔｈｅｓｉｓ',
  ])('%j is correct as written', (answer) => {
    expect(mark(process, answer)).toMatchObject({ marksGiven: 1, findings: [{ type: 'correct' }] })
  })

  it.each(['photosynthesys', 'photosyntesis', 'photosynthseis', 'photo synthesis'])(
    'a spelling slip in %j is forgiven and named',
    (answer) => {
      expect(mark(process, answer)).toMatchObject({
        marksGiven: 1,
        findings: [
          { type: 'correct' },
          { type: 'spelling_forgiven', given: answer, expected: 'photosynthesis' },
        ],
      })
    },
  )

  it.each(['respiration', 'photosynthsys', 'fotosynthesis', 'photosynthesis and respiration'])(
    '%j is wrong',
    (answer) => {
      expect(mark(process, answer)).toMatchObject({
        marksGiven: 0,
        findings: [{ type: 'wrong_text', expected: 'photosynthesis' }],
      })
    },
  )

  it('short words get no spelling tolerance: cut is not cat', () => {
    const animal = text({ accepted: ['cat'] })
    expect(mark(animal, 'a cat').marksGiven).toBe(1)
    expect(mark(animal, 'cut').marksGiven).toBe(0)
    expect(mark(animal, 'bat').marksGiven).toBe(0)
  })

  it('a slip changing the first letter is a different word: night is not light', () => {
    expect(mark(text({ accepted: ['light'] }), 'night').marksGiven).toBe(0)
  })

  it('spellingTolerance overrides the allowance for long words', () => {
    expect(
      mark(text({ accepted: ['photosynthesis'], spellingTolerance: 2 }), 'photosynthsys').marksGiven,
    ).toBe(1)
    expect(
      mark(text({ accepted: ['photosynthesis'], spellingTolerance: 0 }), 'photosynthesys').marksGiven,
    ).toBe(0)
  })

  it('accepts any accepted answer and any synonym', () => {
    const change = text({
      accepted: ['evaporation', 'evaporating'],
      synonyms: [['evaporation', 'evaporate', 'evaporates', 'water changing into water vapour']],
    })
    for (const answer of ['evaporation', 'Evaporating', 'evaporates', 'water changing into water vapour']) {
      expect([answer, mark(change, answer).marksGiven]).toEqual([answer, 1])
    }
    expect(mark(change, 'evaporats').findings[1]?.type).toBe('spelling_forgiven')
    expect(mark(change, 'condensation').marksGiven).toBe(0)
  })

  it('leading articles, contractions and extra spaces do not matter', () => {
    const floats = text({ accepted: ["doesn't float"] })
    expect(mark(floats, 'does   not float').marksGiven).toBe(1)
    expect(mark(text({ accepted: ['the heart'] }), 'Heart').marksGiven).toBe(1)
    expect(mark(text({ accepted: ['an insect'] }), 'the insect').marksGiven).toBe(1)
  })

  it('case matters only when the question says so', () => {
    const symbol = text({ accepted: ['Fe'], caseSensitive: true })
    expect(mark(symbol, 'Fe').marksGiven).toBe(1)
    expect(mark(symbol, 'fe').marksGiven).toBe(0)
    const city = text({ accepted: ['Singapore'], caseSensitive: true })
    expect(mark(city, 'singapore').marksGiven).toBe(0)
    expect(mark(city, 'Singapure').marksGiven).toBe(1)
  })
})

describe('Chinese answers', () => {
  const word = text({ accepted: ['蒸发'], synonyms: [['蒸发', '蒸發']] })
  it.each(['蒸发', ' 蒸 发 ', '蒸发。', '「蒸发」', '（蒸发）', '蒸發'])('%j is correct', (answer) => {
    expect(mark(word, answer).marksGiven).toBe(1)
  })
  it.each(['蒸汽', '发蒸', '蒸', '凝结'])('%j is wrong: no spelling tolerance for characters', (answer) => {
    expect(mark(word, answer)).toMatchObject({
      marksGiven: 0,
      findings: [{ type: 'wrong_text', expected: '蒸发' }],
    })
  })
  it('full-width punctuation and letters in a sentence answer', () => {
    const sentence = text({ accepted: ['我喜欢吃苹果。'] })
    expect(mark(sentence, '我 喜欢 吃 苹果！').marksGiven).toBe(1)
    expect(mark(sentence, '我喜欢吃香蕉').marksGiven).toBe(0)
  })
})
