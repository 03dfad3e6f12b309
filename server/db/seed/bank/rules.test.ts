import { describe, expect, it } from 'vitest'
import { markOffline } from '../../../ai/offline/index'
import type { AnswerKey, MarkableQuestion } from '../../../ai/types'
import { toMarkable } from '../../../modules/worksheet-generation/check'
import { bank } from './index'
import type { BankPart, BankQuestion, Subject } from './types'

type Item = (BankQuestion | BankPart) & { subject: Subject }
const items: Item[] = bank.questions.flatMap((q) => [
  q,
  ...(q.parts ?? []).map((p) => ({ ...p, subject: q.subject })),
])
const subjectOf = (s: Subject) => s.toLowerCase() as NonNullable<MarkableQuestion['subject']>
const markAs = (q: Item, value: string) =>
  markOffline({ ...toMarkable(q, 1), subject: subjectOf(q.subject) }, { value })
const find = (ref: string) => {
  const q = items.find((i) => i.ref.startsWith(ref))
  if (!q) throw new Error(`no ${ref}`)
  return q
}

/** The answer rules the bank states, counted by rule (issue 13). */
function countRules() {
  const counts: Record<string, number> = {}
  const add = (rule: string) => {
    counts[rule] = (counts[rule] ?? 0) + 1
  }
  for (const { key, subject } of items) {
    const k: AnswerKey = key
    if (k.kind === 'choice' && k.labels === 'numbers') add('numbered options')
    if (k.kind === 'numeric') {
      if (k.ratio) add(k.ratio.requireSimplest ? 'ratio, simplest form' : 'ratio')
      else if (k.requireSimplest) add('simplest form')
      if (k.forms) add('forms')
      if (k.decimalPlaces !== undefined) add('decimal places')
      if (k.unitRequired) add('unit required')
      if (k.convertibleUnits) add('accepted units')
    }
    if (k.kind === 'text' && subject === 'English') {
      if (k.spellingTolerance === 0) add('English: strict spelling')
      if (k.spellingTolerance === 1) add('English: slips forgiven')
    }
  }
  return counts
}

describe('the bank states its answer rules', () => {
  it('counts them', () => {
    const counts = countRules()
    console.log('answer rules in the bank:', counts)
    expect(counts['numbered options']).toBeGreaterThan(100)
    expect(counts['decimal places']).toBeGreaterThanOrEqual(5)
    expect(counts['ratio, simplest form']).toBeGreaterThanOrEqual(3)
  })

  it('gives every model answer full marks when marked with its subject, as the server marks it', () => {
    for (const q of items) {
      if (q.questionTypeId === 6 || q.modelAnswer.parts) continue
      const result = markOffline({ ...toMarkable(q, 1), subject: subjectOf(q.subject) }, q.modelAnswer)
      expect(result.isFullMarks, `${q.ref} ${JSON.stringify(result.findings)}`).toBe(true)
    }
  })

  it('numbers every multiple-choice option (1)–(4), as its answers do', () => {
    for (const q of items.filter((i) => i.key.kind === 'choice')) {
      expect(q.key.kind === 'choice' && q.key.labels, q.ref).toBe('numbers')
      expect(q.answer, q.ref).toMatch(/^\(\d\)/)
    }
  })

  it('refuses an equal ratio where the simplest form is asked for, and a fraction for a ratio', () => {
    const q = find('p5-maths-ratio-001')
    if (q.key.kind !== 'numeric' || !q.key.ratio) throw new Error('not a ratio')
    const [a, b] = q.key.ratio.terms
    expect(markAs(q, `${a} : ${b}`).isFullMarks).toBe(true)
    expect(markAs(q, `${a}:${b}`).isFullMarks).toBe(true)
    expect(markAs(q, `${a * 2} : ${b * 2}`).marksGiven).toBe(0)
    expect(markAs(q, `${a}/${b}`).marksGiven).toBe(0)
  })

  it('asks a rounded answer to show its precision', () => {
    const oneDp = items.find((i) => /to 1 decimal place/.test(i.text))!
    if (oneDp.key.kind !== 'numeric') throw new Error('not numeric')
    expect(markAs(oneDp, oneDp.key.value.toFixed(1)).isFullMarks).toBe(true)
    expect(markAs(oneDp, oneDp.key.value.toFixed(2)).isFullMarks).toBe(false)
  })

  it('takes an amount of money in cents', () => {
    const q = items.find((i) => i.key.kind === 'numeric' && i.key.unit === '$' && /change/.test(i.text))!
    if (q.key.kind !== 'numeric') throw new Error('not numeric')
    expect(markAs(q, `${Math.round(q.key.value * 100)}¢`).isFullMarks).toBe(true)
  })

  it('forgives no slip where tense or word form is the point, and one where it is not', () => {
    expect(markAs(find('p5-english-editing-for-spelling-and-grammar-002'), 'writen').isFullMarks).toBe(false)
    expect(markAs(find('p6-english-vocabulary-005'), 'wiling').isFullMarks).toBe(false)
    expect(markAs(find('p5-english-comprehension-006'), 'polination').isFullMarks).toBe(true)
  })
})
