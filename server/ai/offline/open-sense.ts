import type { Criterion } from '../types'
import { baseForm } from './irregular'
import { affirmed, type ConceptWord, conceptWords, GLUE, NEGATORS, occurrences } from './open-phrase'
import type { AnswerWord } from './open-words'
import { stem } from './stem'

// Pairs that say the opposite of each other in primary science; swapping one of them in a key idea makes
// the wrong science ("a poor conductor" → "a good conductor", "gains heat" → "loses heat"). Comparatives
// (more/less, faster/slower) are left out: "they eat more plants" is no opposite of "fewer plants".
const OPPOSITES: [string, string][] = [
  ['conductor', 'insulator'],
  ['good', 'poor'],
  ['gain', 'lose'],
  ['gains', 'loses'],
  ['increase', 'decrease'],
  ['expand', 'contract'],
  ['attract', 'repel'],
]
const OPPOSITE = new Map<string, string>()
for (const [a, b] of OPPOSITES) {
  OPPOSITE.set(stem(a), b)
  OPPOSITE.set(stem(b), a)
}

// Misconceptions a PSLE examiner refuses whatever the scheme says, each with the ideas it spoils.
const COMMON_MISCONCEPTIONS: { phrase: string; spoils: string[] }[] = [
  { phrase: 'air condenses', spoils: ['condens'] },
  { phrase: 'air condensed', spoils: ['condens'] },
  { phrase: 'coldness flows', spoils: ['heat', 'cold'] },
  { phrase: 'coldness transferred', spoils: ['heat', 'cold'] },
  { phrase: 'coldness moves', spoils: ['heat', 'cold'] },
  { phrase: 'cold flows', spoils: ['heat', 'cold'] },
  { phrase: 'plastic conducts heat', spoils: ['conduct', 'insulat'] },
  { phrase: 'plastic good conductor', spoils: ['conduct', 'insulat'] },
  { phrase: 'wood good conductor', spoils: ['conduct', 'insulat'] },
  { phrase: 'metal poor conductor', spoils: ['conduct', 'insulat'] },
  { phrase: 'metal good insulator', spoils: ['conduct', 'insulat'] },
]
const PREPOSITIONS = new Set(['in', 'into', 'from', 'of', 'through', 'with', 'by', 'on'])

/** The one-word-swapped opposites of a phrase: "poor conductor" → "good conductor", "poor insulator". */
function oppositesOf(concept: ConceptWord[]): ConceptWord[][] {
  return concept.flatMap((w, i) => {
    const other = OPPOSITE.get(w.stem)
    if (!other) return []
    const swapped = [...concept]
    swapped[i] = { word: other, stem: stem(baseForm(other)) }
    return [swapped]
  })
}

/** What a clause is about: its content words before the phrase ("plastic" in "plastic is a good conductor"). */
function topicOf(answer: AnswerWord[], start: number): Set<string> {
  const clause = answer[start].clause
  const topic = new Set<string>()
  for (let i = start - 1; i >= 0 && answer[i].clause === clause; i--) {
    const w = answer[i].word
    if (!GLUE.has(w) && !NEGATORS.has(w) && w.length > 2) topic.add(answer[i].stem)
  }
  return topic
}

const criterionWords = (criterion: Criterion) =>
  new Set([criterion.description, ...criterion.concepts.flat()].flatMap(conceptWords).map((w) => w.stem))

/**
 * Where the answer states the opposite of one of the criterion's key ideas, or denies it, about the thing the
 * criterion is about ("plastic is a good conductor" against "plastic is a poor conductor"): the sentences, by
 * index. The same idea said of something else ("metal is a good conductor but wood is a poor one") is no
 * contradiction. What a clause is about is read from its words before the idea; a clause that names nothing
 * ("it is …") is given the benefit of the doubt.
 */
function contradictions(answer: AnswerWord[], criterion: Criterion): number[] {
  const phrases = criterion.concepts.flat().map(conceptWords)
  // A single word has no subject to be wrong about ("conductor" alone is no claim), so only phrases count.
  const claims = phrases.filter((concept) => concept.length >= 2)
  const opposites = claims.flatMap(oppositesOf).flatMap((o) => occurrences(answer, o))
  const inOpposite = new Set(opposites.flatMap((o) => o.positions))
  // What the criterion's idea is said of ("metal"), unless it is said inside an opposite statement.
  const about = new Set(phrases.flat().map((w) => w.stem))
  let saidOfSomething = false
  for (const concept of phrases) {
    for (const o of occurrences(answer, concept)) {
      if (o.negated || o.positions.some((p) => inOpposite.has(p))) continue
      for (const t of topicOf(answer, o.positions[0])) about.add(t)
      saidOfSomething ||= topicOf(answer, o.positions[0]).size > 0
    }
  }
  // When the idea is said of nothing else, its opposite is a contradiction whatever it is said of.
  const against = (o: { positions: number[] }) =>
    !saidOfSomething || [...topicOf(answer, o.positions[0])].some((t) => about.has(t))
  const clauseOf = (o: { positions: number[] }) => answer[o.positions[0]].clause
  return claims.flatMap((concept) => {
    const said = occurrences(answer, concept)
    const denied = said.some((o) => !o.negated) ? said.filter((o) => o.negated && against(o)) : []
    const opposite = oppositesOf(concept).flatMap((swapped) =>
      occurrences(answer, swapped).filter((o) => !o.negated && against(o)),
    )
    return [...denied, ...opposite].map(clauseOf)
  })
}

/** Where the answer states a misconception the criterion names, or a common one that spoils its key ideas. */
function misconceptions(answer: AnswerWord[], criterion: Criterion): number[] {
  const named = (criterion.misconceptions ?? []).flatMap((phrase) => affirmed(answer, phrase))
  const about = [...criterionWords(criterion)]
  const common = COMMON_MISCONCEPTIONS.flatMap(({ phrase, spoils }) => {
    if (!spoils.some((s) => about.some((w) => w.startsWith(s)))) return []
    // "the water vapour in the air condenses" names the air only as a place: not the misconception.
    return affirmed(answer, phrase).filter((o) => {
      const start = o.positions[0]
      const before = answer
        .slice(Math.max(0, start - 3), start)
        .filter((w) => w.clause === answer[start].clause)
      return !before.some((w) => PREPOSITIONS.has(w.word))
    })
  })
  return [...named, ...common].map((o) => answer[o.positions[0]].clause)
}

/**
 * The clauses that state wrong science against this criterion: a misconception, a denial or an opposite
 * of its key idea. The criterion is then not met, and what those sentences conclude earns nothing either.
 */
export function wrongClauses(answer: AnswerWord[], criterion: Criterion): number[] {
  return [...new Set([...misconceptions(answer, criterion), ...contradictions(answer, criterion)])]
}
