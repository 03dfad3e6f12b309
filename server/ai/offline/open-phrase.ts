import { isNearSpelling } from './distance'
import { sameFamily } from './family'
import { baseForm } from './irregular'
import { words } from './normalise'
import type { AnswerWord } from './open-words'
import { stem } from './stem'

export type ConceptWord = { word: string; stem: string }
export type Occurrence = { positions: number[]; negated: boolean }

export const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nor', 'neither', 'nothing', 'none'])
// Glue words a scheme's phrase may carry that a child is free to word differently ("heat from the sun" is
// met by "heated by the sun"); the gap of up to two words between content words absorbs them.
export const GLUE = new Set(
  'a an the of to from by in into on at onto is are was were be been being it its this that and or as so for with do does did will would can'.split(
    ' ',
  ),
)
const MAX_GAP = 2
// "does not easily evaporate", "will not be able to compete": a negation governs the few words after it,
// and only inside its own clause.
const NEGATION_REACH = 3

export function conceptWords(phrase: string): ConceptWord[] {
  const all = words(phrase).map((word) => ({ word, stem: stem(baseForm(word)) }))
  const content = all.filter((w) => !GLUE.has(w.word))
  return content.length ? content : all
}

/**
 * Schemes are often written with a stem ("evaporat") or one member of a word family ("evaporate" for
 * "evaporation"), so a long enough stem also matches as the start of a word, and another form of the word
 * ("it evaporates" for "evaporation") is the same word.
 */
export function sameWord(a: AnswerWord, c: ConceptWord): boolean {
  if (a.setAside) return false
  if (a.stem === c.stem || a.word === c.word) return true
  if (c.stem.length >= 6 && a.word.startsWith(c.stem)) return true
  if (sameFamily(a.word, c.word)) return true
  if (Array.from(c.word).length < 5) return false
  return isNearSpelling(a.word, c.word, 1) || (c.stem.length >= 4 && isNearSpelling(a.stem, c.stem, 1))
}

function negated(answer: AnswerWord[], positions: number[]): boolean {
  const first = answer[positions[0]]
  if (first.conditional) return false
  for (let i = Math.max(0, positions[0] - NEGATION_REACH); i < positions[0]; i++) {
    if (answer[i].clause === first.clause && NEGATORS.has(answer[i].word)) return true
  }
  for (let i = positions[0] + 1; i < positions[positions.length - 1]; i++) {
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

/** Every place the phrase is said, and whether it is denied there. A phrase that is itself negative is never. */
export function occurrences(answer: AnswerWord[], concept: ConceptWord[]): Occurrence[] {
  if (concept.length === 0) return []
  const negativePhrase = concept.some((w) => NEGATORS.has(w.word))
  const found: Occurrence[] = []
  answer.forEach((word, start) => {
    if (!sameWord(word, concept[0])) return
    const positions = findFrom(answer, concept, start)
    if (positions) found.push({ positions, negated: !negativePhrase && negated(answer, positions) })
  })
  return found
}

export const affirmed = (answer: AnswerWord[], phrase: string) =>
  occurrences(answer, conceptWords(phrase)).filter((o) => !o.negated)
