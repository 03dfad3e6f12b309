import { fold } from './offline/normalise'
import { inKeyUnit, isClose, unitContext } from './offline/numeric'
import { prepareNumberText, readNumbers } from './offline/parse-number'
import type { AnswerKey, ChoiceKey, NumericKey, TextKey } from './types'

/** The question a child is working on: its text (numbers it states are not answers) and its answer key. */
export type GuardedQuestion = { text: string; key: AnswerKey }

const LABELS = 'ABCDEFGH'

/** Values a text states, in the key's unit: "$30", "30 dollars", "3000 cents" read alike when units convert. */
function valuesIn(text: string, key: NumericKey): number[] {
  const ctx = unitContext(key)
  return readNumbers(prepareNumberText(text), ctx.aliases).map((n) => inKeyUnit(n, ctx).value)
}

function numericLeak(reply: string, question: GuardedQuestion, key: NumericKey): boolean {
  const stated = valuesIn(question.text, key).some((v) => isClose(v, key.value, key.tolerance))
  if (stated) return false
  return valuesIn(reply, key).some((v) => isClose(v, key.value, key.tolerance))
}

// Apostrophes close up ("here's" is one word, never a standalone "s"); other marks part words.
const phrase = (text: string) =>
  fold(text)
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const containsPhrase = (haystack: string, needle: string) =>
  needle.length > 0 && ` ${haystack} `.includes(` ${needle} `)

function textLeak(reply: string, question: GuardedQuestion, key: TextKey): boolean {
  const said = phrase(reply)
  const asked = phrase(question.text)
  return key.accepted.some((answer) => {
    const wanted = phrase(answer)
    return !containsPhrase(asked, wanted) && containsPhrase(said, wanted)
  })
}

/** The right option named by its text, or by its letter or number beside a word that gives it away. */
function choiceLeak(reply: string, key: ChoiceKey): boolean {
  const said = phrase(reply)
  return key.correct.some((id) => {
    const index = key.options.findIndex((o) => o.id === id)
    if (index < 0) return false
    const text = phrase(key.options[index].text)
    if (text.length > 2 && containsPhrase(said, text)) return true
    const label = `(${LABELS[index]}|\\(${LABELS[index]}\\)|${index + 1}|\\(${index + 1}\\))`
    // The label stands alone and in capitals ("B", "(2)"), so the "d" of "and" is never option D.
    const naming = new RegExp(
      `\\b([Aa]nswer|[Oo]ption|[Cc]hoice|[Pp]ick|[Cc]hoose|[Cc]orrect one)\\b[^.\\n]{0,12}?(?<![\\w(])${label}(?![\\w)])`,
    )
    return naming.test(reply)
  })
}

/**
 * Whether a coach's reply gives away the answer of the question the child is working on
 * (docs/plans/issue-10-coach.md §5.4): the value in any unit the key accepts, an accepted text, or the right
 * option. What the question itself states is never counted. Open and oral answers are explanations, not
 * values, so they are left to the tutor's manner.
 */
export function revealsAnswer(reply: string, question: GuardedQuestion): boolean {
  const { key } = question
  switch (key.kind) {
    case 'numeric':
      return numericLeak(reply, question, key)
    case 'text':
      return textLeak(reply, question, key)
    case 'choice':
      return choiceLeak(reply, key)
    default:
      return false
  }
}
