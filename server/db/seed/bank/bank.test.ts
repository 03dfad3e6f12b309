import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import type { StudentAnswer } from '../../../ai/types'
import { QUESTION_TYPE } from '../../../ai/types'
import { toMarkable } from '../../../modules/worksheet-generation/check'
import { bank } from './index'
import type { BankPart, BankQuestion, Level, Subject } from './types'

const engineExists = existsSync(fileURLToPath(new URL('../../../ai/offline/index.ts', import.meta.url)))

const LEVELS: Level[] = ['P4', 'P5', 'P6']
const { questions, passages, worksheets } = bank

const everyItem = (): (BankQuestion | BankPart)[] => questions.flatMap((q) => [q, ...(q.parts ?? [])])

/** Tags balance, nothing but elements, text and self-closing tags. */
function wellFormed(svg: string): boolean {
  const stack: string[] = []
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^<>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m
    if (selfClosing) continue
    if (closing) {
      if (stack.pop() !== name) return false
    } else stack.push(name)
  }
  const stripped = svg.replace(/<[^<>]*>/g, '')
  return stack.length === 0 && !/[<>]/.test(stripped) && !/&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(stripped)
}

describe('question bank', () => {
  it('has at least 300 questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300)
  })

  it('covers every level of Maths, Science and English with at least 25 questions, and Chinese with 15', () => {
    const count = (level: Level, subject: Subject) =>
      questions.filter((q) => q.level === level && q.subject === subject).length
    for (const level of LEVELS) {
      for (const subject of ['Maths', 'Science', 'English'] as const) {
        expect(count(level, subject), `${level} ${subject}`).toBeGreaterThanOrEqual(25)
      }
      expect(count(level, 'Chinese'), `${level} Chinese`).toBeGreaterThanOrEqual(3)
    }
    expect(questions.filter((q) => q.subject === 'Chinese').length).toBeGreaterThanOrEqual(15)
  })

  it('has every kind of question', () => {
    const has = (f: (q: BankQuestion) => boolean) => questions.filter(f).length
    expect(has((q) => q.key.kind === 'choice')).toBeGreaterThan(20)
    expect(has((q) => q.key.kind === 'numeric')).toBeGreaterThan(20)
    expect(has((q) => q.key.kind === 'text')).toBeGreaterThan(20)
    expect(has((q) => q.key.kind === 'open' && !q.parts)).toBeGreaterThan(20)
    expect(has((q) => q.key.kind === 'oral')).toBeGreaterThanOrEqual(4)
    expect(has((q) => q.questionTypeId === QUESTION_TYPE.MULTI_PART)).toBeGreaterThan(10)
    expect(has((q) => !!q.passageRef)).toBeGreaterThan(15)
    expect(has((q) => !!q.images?.length)).toBeGreaterThan(20)
    expect(has((q) => !!q.listeningText)).toBeGreaterThanOrEqual(6)
  })

  it('has unique refs and image file names', () => {
    const refs = [
      ...everyItem().map((q) => q.ref),
      ...passages.map((p) => p.ref),
      ...worksheets.map((w) => w.ref),
    ]
    expect(new Set(refs).size).toBe(refs.length)
    const files = questions.flatMap((q) => q.images?.map((i) => i.filename) ?? [])
    expect(new Set(files).size).toBe(files.length)
    for (const q of questions)
      expect(q.ref).toMatch(/^p[456]-(maths|science|english|chinese)-[a-z0-9-]+-\d{3}$/)
  })

  it('puts every question in a worksheet of 5–10 questions of its own level, subject and topic', () => {
    const byRef = new Map(questions.map((q) => [q.ref, q]))
    const used = new Set<string>()
    for (const w of worksheets) {
      expect(w.questionRefs.length, w.ref).toBeGreaterThanOrEqual(5)
      expect(w.questionRefs.length, w.ref).toBeLessThanOrEqual(10)
      expect(w.title.length).toBeGreaterThan(3)
      for (const ref of w.questionRefs) {
        const q = byRef.get(ref)
        expect(q, `${w.ref} → ${ref}`).toBeDefined()
        expect([q?.level, q?.subject, q?.topic]).toEqual([w.level, w.subject, w.topic])
        used.add(ref)
      }
    }
    expect(questions.filter((q) => !used.has(q.ref)).map((q) => q.ref)).toEqual([])
    expect(worksheets.some((w) => w.timeLimitMinutes)).toBe(true)
  })

  it('links passage questions to passages that exist, 3–5 questions a passage', () => {
    const refs = new Set(passages.map((p) => p.ref))
    for (const q of questions) if (q.passageRef) expect(refs.has(q.passageRef), q.ref).toBe(true)
    for (const p of passages) {
      const n = questions.filter((q) => q.passageRef === p.ref).length
      expect(n, p.ref).toBeGreaterThanOrEqual(3)
      expect(n, p.ref).toBeLessThanOrEqual(5)
      expect(p.text.length).toBeGreaterThan(200)
    }
  })

  it('has consistent multiple-choice keys', () => {
    for (const q of everyItem()) {
      if (q.key.kind !== 'choice') continue
      const ids = q.key.options.map((o) => o.id)
      expect(ids.length, q.ref).toBeGreaterThanOrEqual(2)
      expect(ids.length, q.ref).toBeLessThanOrEqual(5)
      expect(new Set(ids).size, q.ref).toBe(ids.length)
      expect(new Set(q.key.options.map((o) => o.text)).size, `${q.ref} repeats an option`).toBe(ids.length)
      expect(q.key.correct.length, q.ref).toBeGreaterThan(0)
      for (const c of q.key.correct) expect(ids, q.ref).toContain(c)
      expect(q.questionTypeId, q.ref).toBe(QUESTION_TYPE.MULTIPLE_CHOICE)
    }
  })

  it('gives every question and part a text, answer, worked solution and marking scheme', () => {
    for (const q of everyItem()) {
      for (const field of ['text', 'answer', 'solution', 'markingScheme'] as const) {
        expect(q[field].trim().length, `${q.ref}.${field}`).toBeGreaterThan(0)
      }
      expect(q.solution, `${q.ref} leaks floating-point noise`).not.toMatch(/\d\.\d{7,}/)
      expect(Number.isInteger(q.maxScore) && q.maxScore > 0, q.ref).toBe(true)
    }
  })

  it('keeps marks consistent with the key', () => {
    const typeOf = { choice: 1, numeric: 2, text: 3, open: 4, oral: 5 } as const
    for (const q of everyItem()) {
      const parts = 'parts' in q ? q.parts : undefined
      if (parts?.length) {
        expect(q.questionTypeId, q.ref).toBe(QUESTION_TYPE.MULTI_PART)
        expect(q.key, q.ref).toEqual({ kind: 'open', criteria: [] })
        expect(q.maxScore, q.ref).toBe(parts.reduce((s, p) => s + p.maxScore, 0))
        continue
      }
      // A ratio rides on a numeric key but is typed as short text ("2 : 3" needs the colon a number pad lacks).
      const ratio = q.key.kind === 'numeric' && !!q.key.ratio
      expect(q.questionTypeId, q.ref).toBe(ratio ? QUESTION_TYPE.SHORT_TEXT : typeOf[q.key.kind])
      if (q.key.kind === 'open') {
        expect(q.key.criteria.length, q.ref).toBeGreaterThan(0)
        expect(q.maxScore, q.ref).toBe(q.key.criteria.reduce((s, c) => s + c.marks, 0))
        expect(q.maxScore, q.ref).toBeLessThanOrEqual(4)
        // A stand-alone open-ended question is worth 2–4 marks; a part of a multi-part question may be worth 1.
        if ('level' in q) expect(q.maxScore, q.ref).toBeGreaterThanOrEqual(2)
      }
      if (q.key.kind === 'oral')
        expect(q.maxScore, q.ref).toBe(Math.max(...q.key.thresholds.map((t) => t.marks)))
    }
  })

  it('writes model answers for open questions that say every key idea of the scheme', () => {
    for (const q of everyItem()) {
      if (q.key.kind !== 'open') continue
      const said = (q.modelAnswer.value ?? '').toLowerCase()
      for (const c of q.key.criteria) {
        for (const group of c.concepts) {
          expect(
            group.some((phrase) => said.includes(phrase.toLowerCase())),
            `${q.ref} ${c.id}: none of ${JSON.stringify(group)}`,
          ).toBe(true)
        }
      }
    }
  })

  it('draws well-formed, script-free SVG diagrams', () => {
    const images = questions.flatMap((q) => q.images ?? [])
    expect(images.length).toBeGreaterThan(0)
    for (const im of images) {
      expect(im.svg.startsWith('<svg'), im.filename).toBe(true)
      expect(im.svg, im.filename).toMatch(/viewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/)
      expect(im.svg.toLowerCase(), im.filename).not.toContain('<script')
      expect(im.svg.toLowerCase(), im.filename).not.toMatch(/\son\w+=/)
      expect(im.svg, im.filename).not.toMatch(/NaN|undefined|Infinity/)
      expect(wellFormed(im.svg), im.filename).toBe(true)
      expect(im.filename).toMatch(/\.svg$/)
      expect(im.alt.length, im.filename).toBeGreaterThan(5)
    }
  })

  it('is the same on every run', async () => {
    vi.resetModules()
    const again = (await import('./index')).bank
    expect(JSON.stringify(again)).toBe(JSON.stringify(bank))
  })

  it.skipIf(!engineExists)('gives full marks to every model answer and nothing to an empty one', async () => {
    const { markOffline } = await import('../../../ai/offline/index')
    const notFull: string[] = []
    const notZero: string[] = []
    questions.forEach((q, i) => {
      const markable = toMarkable(q, i + 1)
      const result = markOffline(markable, q.modelAnswer)
      if (result.marksGiven !== q.maxScore) {
        notFull.push(
          `${q.ref}: ${result.marksGiven}/${q.maxScore} ${JSON.stringify(q.modelAnswer)} ${JSON.stringify(result.findings)}`,
        )
      }
      q.parts?.forEach((p, k) => {
        const r = markOffline(toMarkable(p, k + 1), p.modelAnswer)
        if (r.marksGiven !== p.maxScore) notFull.push(`${p.ref}: ${r.marksGiven}/${p.maxScore}`)
      })
      const empties: StudentAnswer[] = [
        {},
        { value: '' },
        { value: '   ' },
        { selectedOptionIds: [] },
        { parts: {} },
      ]
      for (const empty of empties) {
        const r = markOffline(markable, empty)
        if (r.marksGiven !== 0) notZero.push(`${q.ref}: ${r.marksGiven} for ${JSON.stringify(empty)}`)
      }
    })
    expect(notFull).toEqual([])
    expect(notZero).toEqual([])
  })
})
