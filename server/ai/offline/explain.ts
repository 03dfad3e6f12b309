import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { openingLines } from './explain-lines'
import { markOffline } from './mark'
import { nameMistake } from './misconceptions'

const plural = (n: number) => (n === 1 ? 'mark' : 'marks')

/** Only part marks are worth a line of their own: full or no marks are already clear from the opening. */
function marksLine(result: MarkResult, always = false): string | null {
  const { marksGiven: got, maxScore: max } = result
  if (result.needsReview || (!always && (got === 0 || got >= max))) return null
  return `You got ${got} out of ${max} ${plural(max)}.`
}

function solutionBlock(question: MarkableQuestion, result: MarkResult): string | null {
  const solution = typeof question.solution === 'string' ? question.solution.trim() : ''
  if (!solution) return null
  return `${result.isFullMarks ? '**Worked solution**' : '**How to solve it**'}\n\n${solution}`
}

/** When a known mistake explains the answer, it comes first and replaces the generic hint after "You wrote …". */
function withNamedMistake(opening: string[], named: string | null): string[] {
  return named ? [named, ...opening.slice(0, 1)] : opening
}

function explainSingle(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
  stem: string,
): string {
  const named = nameMistake(question, answer, result, stem)?.sentence ?? null
  const opening = withNamedMistake(openingLines(question, answer, result), named)
  if (opening.length === 0) {
    opening.push(result.isFullMarks ? 'Correct!' : 'This answer is not quite right yet.')
  }
  return [opening.join(' '), marksLine(result), solutionBlock(question, result)].filter(Boolean).join('\n\n')
}

const partName = (index: number) => `**Part (${String.fromCharCode(97 + (index % 26))})**`

function explainParts(question: MarkableQuestion, answer: StudentAnswer, result: MarkResult): string {
  const parts = question.parts ?? []
  const answers = answer.parts && typeof answer.parts === 'object' ? answer.parts : {}
  const sections = parts.map((part, i) => {
    const partAnswer = answers[part.id] ?? {}
    const partResult = result.parts?.[i] ?? markOffline(part, partAnswer)
    return `${partName(i)}\n\n${explain(part, partAnswer, partResult, question.text)}`
  })
  return [...sections, marksLine(result, true), solutionBlock(question, result)].filter(Boolean).join('\n\n')
}

function explain(question: MarkableQuestion, answer: StudentAnswer, result: MarkResult, stem = ''): string {
  return question.parts?.length
    ? explainParts(question, answer, result)
    : explainSingle(question, answer, result, stem)
}

/**
 * An explanation for a 10-year-old from the worked solution, opening with what they actually did. It uses
 * only the question, the child's own answer and the marking: nothing else can leak into it.
 */
export function explainOffline(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
): string {
  try {
    return explain(question, answer ?? {}, result)
  } catch {
    // A broken question must not cost the child the worked solution.
    const solution = typeof question?.solution === 'string' ? question.solution.trim() : ''
    return solution
      ? `**How to solve it**\n\n${solution}`
      : 'Your teacher will go through this question with you.'
  }
}
