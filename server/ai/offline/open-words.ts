import { baseForm } from './irregular'
import { expandContractions, fold, words } from './normalise'
import { stem } from './stem'

export type AnswerWord = {
  word: string
  stem: string
  sentence: number
  clause: number
  /** The word that opened the clause ("so", "because", "and"), or '' after punctuation. */
  opener: string
  /** The clause is a condition ("if they are not spaced out"): a negation inside it denies nothing. */
  conditional: boolean
  /** Copied from the question, or in a sentence that states wrong science: such words earn nothing. */
  setAside: boolean
}

// A clause ends at punctuation or at a word that starts a new one: "the handle does not get hot *because*
// plastic is …". A negation reaches only to the end of its clause.
const CLAUSE_STARTS = new Set(
  'so because but and or which while when whereas if since although though therefore then that who until unless thus hence as'.split(
    ' ',
  ),
)
const CONDITIONS = new Set(['if', 'unless', 'otherwise', 'when'])

// An explanation for a few marks is a paragraph; anything longer is read only this far.
export const MAX_ANSWER_LENGTH = 20_000

export function answerWords(text: string): AnswerWord[] {
  const result: AnswerWord[] = []
  const prepared = expandContractions(fold(text.slice(0, MAX_ANSWER_LENGTH)).toLowerCase())
  let clause = 0
  prepared.split(/(?<!\d)[.!?;]+|[.!?;]+(?!\d)|\n+/).forEach((sentenceText, sentence) => {
    for (const clauseText of sentenceText.split(/[,:()]/)) {
      clause++
      const clauseWords = words(clauseText)
      // "without sunlight, they cannot make food" states a condition, as "if there is no sunlight" would.
      let conditional = clauseWords[0] === 'without' && !/ing$/.test(clauseWords[1] ?? '')
      let opener = ''
      clauseWords.forEach((raw, i) => {
        // "without getting burnt" says "not getting burnt".
        const word = raw === 'without' && /ing$/.test(clauseWords[i + 1] ?? '') ? 'not' : raw
        if (CLAUSE_STARTS.has(word)) {
          if (result.at(-1)?.clause === clause) clause++
          conditional = CONDITIONS.has(word)
          opener = word
        }
        result.push({
          word,
          stem: stem(baseForm(word)),
          sentence,
          clause,
          opener,
          conditional,
          setAside: false,
        })
      })
    }
  })
  return result
}

const COPY_RUN = 6

/**
 * Marks the answer's words that repeat six or more words of the question in a row: restating the question
 * is allowed, but it earns nothing, so "text copied from the question" scores only what the child added.
 */
export function markCopied(answer: AnswerWord[], questionText: string | undefined): AnswerWord[] {
  if (!questionText) return answer
  const question = words(fold(questionText)).map(stem)
  if (question.length < COPY_RUN) return answer
  const runs = new Set<string>()
  for (let i = 0; i + COPY_RUN <= question.length; i++) runs.add(question.slice(i, i + COPY_RUN).join(' '))
  const copied = answer.map(() => false)
  for (let i = 0; i + COPY_RUN <= answer.length; i++) {
    const run = answer.slice(i, i + COPY_RUN).map((w) => w.stem)
    if (runs.has(run.join(' '))) for (let k = i; k < i + COPY_RUN; k++) copied[k] = true
  }
  return answer.map((w, i) => (copied[i] ? { ...w, setAside: true } : w))
}

const CAUSAL = new Set(['so', 'therefore', 'thus', 'hence', 'because', 'since', 'as'])

/**
 * The clauses that state wrong science, with what they cause or explain in the same sentence ("plastic is a
 * good conductor, *so* we will not get burnt"; "we will not get burnt *because* plastic is a good
 * conductor"), set aside so nothing said there earns a mark. A clause joined by "and" or "but" stands alone.
 */
export function setAsideClauses(answer: AnswerWord[], wrongClauses: Set<number>): AnswerWord[] {
  if (!wrongClauses.size) return answer
  const spoiled = new Set(wrongClauses)
  const firstWords = new Map<number, AnswerWord>()
  for (const w of answer) if (!firstWords.has(w.clause)) firstWords.set(w.clause, w)
  const clauses = [...firstWords.keys()]
  for (let changed = true; changed; ) {
    changed = false
    clauses.forEach((clause, i) => {
      const here = firstWords.get(clause) as AnswerWord
      const next = firstWords.get(clauses[i + 1])
      if (!next || here.sentence !== next.sentence || !CAUSAL.has(next.opener)) return
      if (spoiled.has(clause) !== spoiled.has(next.clause)) {
        spoiled.add(clause).add(next.clause)
        changed = true
      }
    })
  }
  return answer.map((w) => (spoiled.has(w.clause) ? { ...w, setAside: true } : w))
}
