import type { Criterion, MarkableQuestion, MarkingFinding, OpenKey } from '../types'
import { aliasGroups, aliasReplacer } from './aliases'
import { compactCjk, hasCjk, isBlank } from './normalise'
import { affirmed, GLUE } from './open-phrase'
import { wrongClauses } from './open-sense'
import { type AnswerWord, answerWords, MAX_ANSWER_LENGTH, markCopied, setAsideClauses } from './open-words'
import { blank, type Marked } from './result'
import { isStatement } from './statement'

const CJK_NEGATORS = /[不没沒未无無别別非]/u
const CJK_NEGATION_REACH = 2

/** The answer as the marker reads it: aliases spelt out, words copied from the question set aside. */
export type OpenContext = { questionText?: string; subject?: MarkableQuestion['subject'] }

function phraseInWords(answer: AnswerWord[], phrase: string): boolean {
  return affirmed(answer, phrase).length > 0
}

function phraseInCjk(compactAnswer: string, phrase: string): boolean {
  const target = compactCjk(phrase)
  if (!target) return false
  const negativePhrase = CJK_NEGATORS.test(target)
  for (let at = compactAnswer.indexOf(target); at >= 0; at = compactAnswer.indexOf(target, at + 1)) {
    if (negativePhrase || !CJK_NEGATORS.test(compactAnswer.slice(Math.max(0, at - CJK_NEGATION_REACH), at)))
      return true
  }
  return false
}

type Reading = {
  words: AnswerWord[]
  /** The answer's words with only those copied from the question set aside. */
  said: AnswerWord[]
  compact: string
  spell: (text: string) => string
  wrong: Map<string, number[]>
}

function readAnswer(
  answer: string,
  context: OpenContext & { synonyms?: string[][]; criteria: Criterion[] },
): Reading {
  const spell = aliasReplacer(aliasGroups(context.subject, context.synonyms))
  const text = spell(answer.slice(0, MAX_ANSWER_LENGTH))
  const said = markCopied(answerWords(text), context.questionText)
  const wrong = new Map(context.criteria.map((c) => [c.id, wrongClauses(said, c)]))
  // A conclusion drawn from wrong science ("plastic is a good conductor, so we will not get burnt") earns
  // nothing: the clauses that state it, and those it causes, are set aside for every criterion.
  const words = setAsideClauses(said, new Set([...wrong.values()].flat()))
  return { words, said, compact: compactCjk(text), spell, wrong }
}

function conceptsMet(reading: Reading, criterion: Criterion): boolean {
  const groups = criterion.concepts ?? []
  if (groups.length === 0) return false
  return groups.every((group) =>
    group.some((raw) => {
      const phrase = reading.spell(raw)
      return hasCjk(phrase) ? phraseInCjk(reading.compact, phrase) : phraseInWords(reading.words, phrase)
    }),
  )
}

/**
 * A criterion is met when its key ideas are all said, and neither a misconception it names nor the opposite
 * of one of its ideas is said too: right words with the wrong science earn nothing.
 */
function criterionMet(reading: Reading, criterion: Criterion): boolean {
  return !reading.wrong.get(criterion.id)?.length && conceptsMet(reading, criterion)
}

export function meetsCriterion(answer: string, criterion: Criterion, context: OpenContext = {}): boolean {
  return criterionMet(readAnswer(answer, { ...context, criteria: [criterion] }), criterion)
}

/** Why an answer missed marks its words seemed to earn: a list with no statement, or wrong science said. */
export function openProblems(
  key: OpenKey,
  raw: string,
  context: OpenContext = {},
): { notAStatement: boolean; contradicted: string[] } {
  const reading = readAnswer(raw, { ...context, synonyms: key.synonyms, criteria: key.criteria })
  const contradicted = key.criteria.filter((c) => reading.wrong.get(c.id)?.length)
  return {
    notAStatement: !hasCjk(raw) && !isStatement(reading.words),
    contradicted: contradicted.map((c) => c.description),
  }
}

/** Why an answer earns nothing whatever a marker reads into it: a bare list of words, or the question copied. */
export type Gaming = 'keyword_list' | 'copied_question'

/**
 * What the offline checks refuse whoever marks (issue 13, item 3): a list of key words with no statement and
 * an answer that only repeats the question earn nothing; a criterion whose idea the answer contradicts, or
 * whose misconception it states, or that is said only as what wrong science causes, is not met. A model's verdict is capped by these, never raised.
 */
export function offlineCaps(
  key: OpenKey,
  raw: string | null,
  context: OpenContext = {},
): { gaming: Gaming | null; barred: string[] } {
  if (raw === null || isBlank(raw) || hasCjk(raw)) return { gaming: null, barred: [] }
  const reading = readAnswer(raw, { ...context, synonyms: key.synonyms, criteria: key.criteria })
  const copied = reading.said.some((w) => w.setAside)
  // Copied words earn nothing offline; an answer with nothing else earns nothing from a model either.
  const own = reading.said.filter((w) => !w.setAside && !GLUE.has(w.word))
  const gaming: Gaming | null = !isStatement(reading.words)
    ? 'keyword_list'
    : copied && own.length === 0
      ? 'copied_question'
      : null
  // Said only in a conclusion drawn from wrong science ("…, so we will not get burnt"): not said at all.
  const saidOnlyInWrongScience = (c: Criterion) =>
    !conceptsMet(reading, c) && conceptsMet({ ...reading, words: reading.said }, c)
  const barred = key.criteria
    .filter((c) => reading.wrong.get(c.id)?.length || saidOnlyInWrongScience(c))
    .map((c) => c.id)
  return { gaming, barred }
}

export function markOpen(
  key: OpenKey,
  raw: string | null,
  maxScore: number,
  context: OpenContext = {},
): Marked {
  if (raw === null || isBlank(raw)) return blank()
  const reading = readAnswer(raw, { ...context, synonyms: key.synonyms, criteria: key.criteria })
  // A bare list of the scheme's words states nothing, so it meets no criterion however many words it holds.
  const statement = hasCjk(raw) || isStatement(reading.words)
  const findings: MarkingFinding[] = []
  let marks = 0
  for (const criterion of key.criteria) {
    const met = statement && criterionMet(reading, criterion)
    if (met && Number.isFinite(criterion.marks) && criterion.marks > 0) marks += criterion.marks
    findings.push({ type: met ? 'criterion_met' : 'criterion_missed', criterion: criterion.description })
  }
  const capped = Math.min(marks, maxScore)
  // A criterion with no concepts cannot be checked by matching: a teacher has to read the answer.
  const unmarkable = key.criteria.some((c) => !c.concepts?.length)
  return {
    marks: capped,
    findings: capped >= maxScore && maxScore > 0 ? [{ type: 'correct' }, ...findings] : findings,
    ...(unmarkable ? { needsReview: true } : {}),
  }
}
