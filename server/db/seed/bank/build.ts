/**
 * Builders for bank questions: each returns a draft with its key, teacher's answer, marking scheme and a model
 * answer worth full marks; `topic()` turns drafts into questions with stable refs and image filenames.
 */
import { type Criterion, QUESTION_TYPE, type StudentAnswer } from '../../../ai/types'
import type { BankPart, BankQuestion, Level, Subject } from './types'
import { commas, fmt, money, slug } from './util'

export type DraftImage = { svg: string; alt: string }
export type Draft = Omit<BankQuestion, 'ref' | 'level' | 'subject' | 'topic' | 'images' | 'parts'> & {
  images?: DraftImage[]
  parts?: Omit<BankPart, 'ref'>[]
}

type Base = {
  difficulty: 1 | 2 | 3
  text: string
  solution: string
  answer?: string
  markingScheme?: string
  images?: DraftImage[]
  passageRef?: string
  listeningText?: string
}

function common(b: Base) {
  const out: Pick<Draft, 'difficulty' | 'text' | 'solution'> & Partial<Draft> = {
    difficulty: b.difficulty,
    text: b.text,
    solution: b.solution,
  }
  if (b.images) out.images = b.images
  if (b.passageRef) out.passageRef = b.passageRef
  if (b.listeningText) out.listeningText = b.listeningText
  return out
}

const markWord = (n: number) => (n === 1 ? '1 mark' : `${n} marks`)

/**
 * Multiple choice; `correct` is the 1-based number of the right option. The bank numbers its options (1)–(4)
 * as PSLE papers do (its answers and schemes say "option (2)"), so the key says so and the quiz shows numbers.
 */
export function choice(b: Base & { options: string[]; correct: number; marks?: number }): Draft {
  const marks = b.marks ?? 1
  const right = b.options[b.correct - 1]
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.MULTIPLE_CHOICE,
    maxScore: marks,
    key: {
      kind: 'choice',
      options: b.options.map((text, i) => ({ id: i + 1, text })),
      correct: [b.correct],
      labels: 'numbers',
    },
    answer: b.answer ?? `(${b.correct}) ${right}`,
    markingScheme:
      b.markingScheme ??
      `${markWord(marks)} for option (${b.correct}) ${right}. No marks for any other option.`,
    modelAnswer: { selectedOptionIds: [b.correct] },
  }
}

type NumericOptions = Base & {
  value: number
  unit?: string
  marks?: number
  tolerance?: number
  forms?: ('integer' | 'decimal' | 'fraction' | 'mixed' | 'percent')[]
  requireSimplest?: boolean
  convertibleUnits?: Record<string, number>
  /** "Round … to 1 decimal place" / "to the nearest whole number": the answer must show this many. */
  decimalPlaces?: number
  /** "Give your answer with its unit": a bare number earns nothing. */
  unitRequired?: boolean
  /** What the model student writes; defaults to the teacher's answer. */
  model?: string
}

/** How a number is written with its unit: '$4.50', '12 cm', '45°', '3/4'. */
export function withUnit(value: number | string, unit?: string): string {
  if (unit === '$') return typeof value === 'number' ? money(value) : `$${value}`
  const v = typeof value === 'number' ? fmt(value) : value
  if (!unit) return v
  if (unit === '°' || unit === '%') return `${v}${unit}`
  return `${v} ${unit}`
}

export function numeric(b: NumericOptions): Draft {
  const marks = b.marks ?? 1
  const big = Number.isInteger(b.value) && Math.abs(b.value) >= 10000
  const answer = b.answer ?? withUnit(big ? commas(b.value) : b.value, b.unit)
  // An amount of money may be given in cents (150¢ for $1.50) unless the question names the unit to use.
  const convertibleUnits =
    b.convertibleUnits ??
    (b.unit === '$' && !/\bin (dollars|cents)\b/i.test(b.text) ? { '¢': 0.01 } : undefined)
  const notes: string[] = []
  if (b.requireSimplest) notes.push('An answer that is not in its simplest form gets part marks only.')
  if (b.decimalPlaces !== undefined) {
    notes.push(
      b.decimalPlaces === 0
        ? 'The answer must be a whole number, with no decimal places.'
        : `The answer must show exactly ${b.decimalPlaces} decimal place${b.decimalPlaces === 1 ? '' : 's'}.`,
    )
  }
  if (b.unitRequired) notes.push('No mark without the unit.')
  if (b.tolerance) notes.push(`Answers within ${fmt(b.tolerance)} of ${answer} are accepted.`)
  if (convertibleUnits) {
    const others = Object.keys(convertibleUnits).join(' or ')
    notes.push(`The same amount written in ${others} is accepted.`)
  }
  if (marks > 1) {
    notes.push(
      `If the final answer is wrong, a teacher may give ${markWord(marks - 1)} for a correct method shown in the working.`,
    )
  }
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.NUMERIC,
    maxScore: marks,
    key: {
      kind: 'numeric',
      value: b.value,
      ...(b.unit ? { unit: b.unit } : {}),
      ...(b.tolerance ? { tolerance: b.tolerance } : {}),
      ...(convertibleUnits ? { convertibleUnits } : {}),
      ...(b.forms ? { forms: b.forms } : {}),
      ...(b.requireSimplest ? { requireSimplest: true } : {}),
      ...(b.decimalPlaces !== undefined ? { decimalPlaces: b.decimalPlaces } : {}),
      ...(b.unitRequired ? { unitRequired: true } : {}),
    },
    answer,
    markingScheme:
      b.markingScheme ?? [`${markWord(marks)} for the correct answer, ${answer}.`, ...notes].join(' '),
    modelAnswer: { value: b.model ?? (big ? withUnit(b.value, b.unit) : answer) },
  }
}

/** Short text: `accepted[0]` is the teacher's answer and what the model student writes. */
export function text(
  b: Base & {
    accepted: string[]
    synonyms?: string[][]
    marks?: number
    spellingTolerance?: number
    caseSensitive?: boolean
    model?: string
  },
): Draft {
  const marks = b.marks ?? 1
  const [first, ...rest] = b.accepted
  const also = rest.length ? ` Also accept: ${rest.map((a) => `"${a}"`).join(', ')}.` : ''
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.SHORT_TEXT,
    maxScore: marks,
    key: {
      kind: 'text',
      accepted: b.accepted,
      ...(b.synonyms ? { synonyms: b.synonyms } : {}),
      ...(b.spellingTolerance !== undefined ? { spellingTolerance: b.spellingTolerance } : {}),
      ...(b.caseSensitive ? { caseSensitive: true } : {}),
    },
    answer: b.answer ?? first,
    markingScheme: b.markingScheme ?? `${markWord(marks)} for "${first}".${also}`,
    modelAnswer: { value: b.model ?? first },
  }
}

/**
 * A ratio answer, marked as a ratio ("2 : 3", "2:3", "2 to 3"; a fraction is not a ratio). `simplest`: the
 * question asks for the simplest form; `equivalent`: an equal ratio in other terms earns the marks (half when the
 * simplest form is asked for).
 */
export function ratio(
  b: Base & { terms: number[]; simplest?: boolean; equivalent?: boolean; marks?: number; model?: string },
): Draft {
  const marks = b.marks ?? 1
  const answer = b.answer ?? b.terms.join(' : ')
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.SHORT_TEXT,
    maxScore: marks,
    key: {
      kind: 'numeric',
      value: b.terms[0] / b.terms[1],
      ratio: {
        terms: b.terms,
        acceptEquivalent: b.equivalent ?? false,
        requireSimplest: b.simplest ?? false,
      },
    },
    answer,
    markingScheme: b.markingScheme ?? `${markWord(marks)} for ${answer}.`,
    modelAnswer: { value: b.model ?? answer },
  }
}

/** Sets a text key's spelling tolerance (and its parts'), unless the item already states one. */
function withSpelling(d: Draft, tolerance: number): Draft {
  const set = <T extends Pick<Draft, 'key'>>(item: T): T =>
    item.key.kind === 'text' && item.key.spellingTolerance === undefined
      ? { ...item, key: { ...item.key, spellingTolerance: tolerance } }
      : item
  const out = set(d)
  return d.parts ? { ...out, parts: d.parts.map(set) } : out
}
/** Spelling, tense or word form is what these items test: no slip is forgiven (issue 13). */
export const strictSpelling = (d: Draft): Draft => withSpelling(d, 0)
/** Spelling is not what these items test (comprehension, listening): a slip in a long word is forgiven. */
export const forgivingSpelling = (d: Draft): Draft => withSpelling(d, 1)

/** A criterion of an open-ended marking scheme; `concepts` are groups of phrases that mean the same. */
export function crit(id: string, marks: number, description: string, ...concepts: string[][]): Criterion {
  return { id, marks, description, concepts }
}

/** Open-ended: marks are the sum of the criteria; `model` must say every concept of every criterion. */
export function open(b: Base & { answer: string; criteria: Criterion[]; model: string }): Draft {
  const maxScore = b.criteria.reduce((s, c) => s + c.marks, 0)
  const scheme = b.criteria
    .map(
      (c) =>
        `- ${markWord(c.marks)}: ${c.description} (key ideas: ${c.concepts.map((g) => g[0]).join(' + ')})`,
    )
    .join('\n')
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.OPEN_ENDED,
    maxScore,
    key: { kind: 'open', criteria: b.criteria },
    answer: b.answer,
    markingScheme:
      b.markingScheme ??
      `${markWord(maxScore)} in all, given point by point:\n${scheme}\nAccept the idea in the child's own words.`,
    modelAnswer: { value: b.model },
  }
}

export const ORAL_BANDS = [
  { min_score: 90, marks: 4 },
  { min_score: 75, marks: 3 },
  { min_score: 55, marks: 2 },
  { min_score: 30, marks: 1 },
]

/** Spoken answer: the transcript is scored against `expectedText` and banded. */
export function oral(
  b: Base & { expectedText: string; thresholds?: { min_score: number; marks: number }[] },
): Draft {
  const thresholds = b.thresholds ?? ORAL_BANDS
  const maxScore = Math.max(...thresholds.map((t) => t.marks))
  const bands = thresholds.map((t) => `${t.min_score}% or more → ${markWord(t.marks)}`).join('; ')
  return {
    ...common(b),
    questionTypeId: QUESTION_TYPE.ORAL,
    maxScore,
    key: { kind: 'oral', expectedText: b.expectedText, thresholds },
    answer: b.answer ?? b.expectedText,
    markingScheme:
      b.markingScheme ??
      `The reading is compared word by word with the text. Accuracy bands: ${bands}; below that, 0 marks. A teacher listens again when the recording is unclear.`,
    modelAnswer: { value: b.expectedText },
  }
}

const LETTERS = 'abcdefgh'

/** Multi-part: each part is marked on its own; the question is worth the sum of its parts. */
export function multi(b: Omit<Base, 'solution'> & { parts: Draft[]; solution?: string }): Draft {
  const parts = b.parts.map((p, i) => ({
    questionTypeId: p.questionTypeId,
    text: `(${LETTERS[i]}) ${p.text}`,
    maxScore: p.maxScore,
    key: p.key,
    answer: p.answer,
    solution: p.solution,
    markingScheme: p.markingScheme,
    modelAnswer: p.modelAnswer,
  }))
  const label = (i: number, s: string) => `(${LETTERS[i]}) ${s}`
  const modelParts: Record<number, StudentAnswer> = {}
  parts.forEach((p, i) => {
    modelParts[i + 1] = p.modelAnswer
  })
  return {
    ...common({ ...b, solution: b.solution ?? parts.map((p, i) => label(i, p.solution)).join('\n\n') }),
    questionTypeId: QUESTION_TYPE.MULTI_PART,
    maxScore: parts.reduce((s, p) => s + p.maxScore, 0),
    key: { kind: 'open', criteria: [] },
    answer: b.answer ?? parts.map((p, i) => label(i, p.answer)).join('; '),
    markingScheme:
      b.markingScheme ??
      parts.map((p, i) => label(i, `[${markWord(p.maxScore)}] ${p.markingScheme}`)).join('\n'),
    modelAnswer: { parts: modelParts },
    parts,
  }
}

/** Which template drew a draft, and where each template's questions sit in the bank (level, subject, topic). */
export const templateOfDraft = new WeakMap<Draft, string>()
export type TemplatePlacement = { level: Level; subject: Subject; topic: string }
export const templatePlacements = new Map<string, TemplatePlacement>()

/** Turns drafts into bank questions: refs like 'p5-maths-fractions-multiplying-007'. */
export function topic(
  level: Level,
  subject: Subject,
  name: string,
  drafts: Draft[],
  refSlug = slug(name),
): BankQuestion[] {
  return drafts.map((d, i) => {
    const template = templateOfDraft.get(d)
    if (template) templatePlacements.set(template, { level, subject, topic: name })
    const ref = `${level}-${subject}-${refSlug}-${String(i + 1).padStart(3, '0')}`.toLowerCase()
    const { images, parts, ...rest } = d
    const q: BankQuestion = { ref, level, subject, topic: name, ...rest }
    if (images?.length) {
      q.images = images.map((im, k) => ({
        filename: images.length === 1 ? `${ref}.svg` : `${ref}-${k + 1}.svg`,
        ...im,
      }))
    }
    if (parts) q.parts = parts.map((p, k) => ({ ref: `${ref}-${LETTERS[k]}`, ...p }))
    return q
  })
}

/** `count` questions from one template, each with its own deterministic random stream. */
export function generate<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i))
}
