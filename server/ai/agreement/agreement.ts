import { markOffline } from '../offline'
import { type AgreementItem, asAnswer } from './items'

export type Pair = { examiner: number; engine: number; open: boolean; answer: string; question: string }

export function markAll(items: AgreementItem[]): Pair[] {
  return items.flatMap(({ question, answers, open }) =>
    answers.map(([answer, examiner]) => ({
      examiner,
      engine: markOffline(question, asAnswer(answer)).marksGiven,
      open,
      answer: typeof answer === 'string' ? answer : JSON.stringify(answer),
      question: question.text,
    })),
  )
}

export const agreement = (pairs: Pair[]) =>
  pairs.length ? pairs.filter((p) => p.engine === p.examiner).length / pairs.length : 1

/**
 * Quadratic weighted kappa between two markers over marks in half-mark steps: 1 is perfect agreement, 0 is
 * what chance would give, and a disagreement costs the square of its size.
 */
export function quadraticWeightedKappa(pairs: Pair[]): number {
  const steps = (m: number) => Math.round(m * 2)
  const size = Math.max(1, ...pairs.flatMap((p) => [steps(p.examiner), steps(p.engine)])) + 1
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0))
  for (const p of pairs) observed[steps(p.examiner)][steps(p.engine)]++
  const rows = observed.map((row) => row.reduce((a, b) => a + b, 0))
  const cols = observed[0].map((_, j) => observed.reduce((sum, row) => sum + row[j], 0))
  const n = pairs.length
  let disagreement = 0
  let chance = 0
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const weight = (i - j) ** 2 / (size - 1) ** 2
      disagreement += weight * observed[i][j]
      chance += (weight * rows[i] * cols[j]) / n
    }
  }
  return chance === 0 ? 1 : 1 - disagreement / chance
}
