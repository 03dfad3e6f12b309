import type { Criterion, MarkingFinding, OpenKey } from '../types'
import { isNearSpelling } from './distance'
import { compactCjk, expandContractions, fold, hasCjk, isBlank, words } from './normalise'
import { blank, type Marked } from './result'
import { stem } from './stem'

type AnswerWord = { word: string; stem: string; sentence: number; clause: number }
type ConceptWord = { word: string; stem: string }

const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nor', 'neither', 'nothing', 'none'])
const CJK_NEGATORS = /[不没沒未无無别別非]/u
// Glue words a scheme's phrase may carry that a child is free to word differently ("heat from the sun" is
// met by "heated by the sun"); the gap of up to two words between content words absorbs them.
const GLUE = new Set(
  'a an the of to from by in into on at onto is are was were be been being it its this that and or as so for with do does did will would can'.split(
    ' ',
  ),
)
const MAX_GAP = 2
const NEGATION_REACH = 2
// An explanation for a few marks is a paragraph; anything longer is read only this far.
const MAX_ANSWER_LENGTH = 20_000

function answerWords(text: string): AnswerWord[] {
  const result: AnswerWord[] = []
  const prepared = expandContractions(fold(text.slice(0, MAX_ANSWER_LENGTH)).toLowerCase())
  let clause = 0
  prepared.split(/(?<!\d)[.!?;]+|[.!?;]+(?!\d)|\n+/).forEach((sentenceText, sentence) => {
    for (const clauseText of sentenceText.split(/[,:()]/)) {
      clause++
      for (const word of words(clauseText)) result.push({ word, stem: stem(word), sentence, clause })
    }
  })
  return result
}

function conceptWords(phrase: string): ConceptWord[] {
  const all = words(phrase).map((word) => ({ word, stem: stem(word) }))
  const content = all.filter((w) => !GLUE.has(w.word))
  return content.length ? content : all
}

/**
 * Schemes are often written with a stem ("evaporat") or one member of a word family ("evaporate" for
 * "evaporation"), so a long enough stem also matches as the start of a word.
 */
function sameWord(a: AnswerWord, c: ConceptWord): boolean {
  if (a.stem === c.stem || a.word === c.word) return true
  if (c.stem.length >= 6 && a.word.startsWith(c.stem)) return true
  if (Array.from(c.word).length < 5) return false
  return isNearSpelling(a.word, c.word, 1) || (c.stem.length >= 4 && isNearSpelling(a.stem, c.stem, 1))
}

function negated(answer: AnswerWord[], positions: number[]): boolean {
  const first = positions[0]
  for (let i = Math.max(0, first - NEGATION_REACH); i < first; i++) {
    if (answer[i].clause === answer[first].clause && NEGATORS.has(answer[i].word)) return true
  }
  for (let i = first + 1; i < positions[positions.length - 1]; i++) {
    if (!positions.includes(i) && NEGATORS.has(answer[i].word)) return true
  }
  return false
}

/** The phrase's words in order, in one sentence, with at most two other words between neighbours. */
function findFrom(answer: AnswerWord[], phrase: ConceptWord[], start: number): number[] | null {
  const positions = [start]
  const extend = (k: number): boolean => {
    if (k === phrase.length) return true
    const last = positions[k - 1]
    for (let i = last + 1; i <= last + 1 + MAX_GAP && i < answer.length; i++) {
      if (answer[i].sentence !== answer[last].sentence) return false
      if (!sameWord(answer[i], phrase[k])) continue
      positions.push(i)
      if (extend(k + 1)) return true
      positions.pop()
    }
    return false
  }
  return extend(1) ? positions : null
}

function phraseInWords(answer: AnswerWord[], phrase: string): boolean {
  const concept = conceptWords(phrase)
  if (concept.length === 0) return false
  const negativePhrase = concept.some((w) => NEGATORS.has(w.word))
  return answer.some((word, start) => {
    if (!sameWord(word, concept[0])) return false
    const positions = findFrom(answer, concept, start)
    return positions !== null && (negativePhrase || !negated(answer, positions))
  })
}

function phraseInCjk(compactAnswer: string, phrase: string): boolean {
  const target = compactCjk(phrase)
  if (!target) return false
  const negativePhrase = CJK_NEGATORS.test(target)
  for (let at = compactAnswer.indexOf(target); at >= 0; at = compactAnswer.indexOf(target, at + 1)) {
    if (negativePhrase || !CJK_NEGATORS.test(compactAnswer.slice(Math.max(0, at - NEGATION_REACH), at)))
      return true
  }
  return false
}

export function meetsCriterion(answer: string, criterion: Criterion): boolean {
  const groups = criterion.concepts ?? []
  if (groups.length === 0) return false
  const tokens = answerWords(answer)
  const compact = compactCjk(answer.slice(0, MAX_ANSWER_LENGTH))
  return groups.every((group) =>
    group.some((phrase) => (hasCjk(phrase) ? phraseInCjk(compact, phrase) : phraseInWords(tokens, phrase))),
  )
}

export function markOpen(key: OpenKey, raw: string | null, maxScore: number): Marked {
  if (raw === null || isBlank(raw)) return blank()
  const findings: MarkingFinding[] = []
  let marks = 0
  for (const criterion of key.criteria) {
    const met = meetsCriterion(raw, criterion)
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
