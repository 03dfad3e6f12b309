import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { answerText } from './normalise'
import { openProblems } from './open'
import { shortQuote } from './result'

export const andList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/**
 * Words the question's own text writes with a capital inside a sentence are names ("Tom", "Siti",
 * "Singapore"): they keep it when a scheme's line is read into a sentence.
 */
function namesIn(question: MarkableQuestion): Set<string> {
  const text = [question.text, question.solution, question.markingScheme].filter(Boolean).join(' ')
  const names = new Set<string>(['I'])
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;:)"'”’]\s+)(\p{Lu}[\p{L}'-]*)/gu)) names.add(m[1])
  return names
}

/** A scheme's "Heat from the sun" reads as "heat from the sun" inside a sentence; "DNA" and "Tom" stay. */
function inSentence(description: string, names: Set<string>): string {
  const text = shortQuote(description, 160).replace(/[.]$/, '')
  const first = /^[\p{L}'-]+/u.exec(text)?.[0] ?? ''
  const keep = names.has(first) || !/^\p{Lu}\p{Ll}/u.test(text)
  return keep ? `**${text}**` : `**${text[0].toLowerCase()}${text.slice(1)}**`
}

/** What an open answer earned and missed, and why words that looked right earned nothing. */
export function openSentences(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
): string[] {
  const names = namesIn(question)
  const listed = (type: 'criterion_met' | 'criterion_missed') =>
    result.findings.flatMap((f) => (f.type === type ? [inSentence(f.criterion, names)] : []))
  const met = listed('criterion_met')
  const missed = listed('criterion_missed')
  const lines: string[] = []
  const raw = answerText(answer.value) ?? ''
  const problems =
    question.key.kind === 'open' && raw
      ? openProblems(question.key, raw, { questionText: question.text, subject: question.subject })
      : { notAStatement: false, contradicted: [] }
  if (problems.notAStatement) {
    lines.push(
      'Your answer is a list of words. Write sentences that explain how the ideas are linked: a list of key words earns no marks.',
    )
  } else if (met.length && (result.isFullMarks || !missed.length))
    lines.push(`Excellent! You explained ${andList(met)}.`)
  else if (met.length)
    lines.push(`You explained ${andList(met)} well, but you did not mention ${andList(missed)}.`)
  else if (missed.length) {
    lines.push(
      `Your answer did not mention the key ${missed.length > 1 ? 'points' : 'point'}: ${andList(missed)}.`,
    )
  }
  if (problems.contradicted.length && !problems.notAStatement) {
    const about = andList(problems.contradicted.map((d) => inSentence(d, names)))
    lines.push(
      `Part of your answer says the opposite of the right idea about ${about}: check what you wrote.`,
    )
  }
  if (result.needsReview) lines.push('Your teacher will also read your answer and check the marks.')
  return lines
}
