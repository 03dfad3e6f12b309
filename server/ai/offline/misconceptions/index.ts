import type { MarkableQuestion, MarkResult, StudentAnswer } from '../../types'
import { optionText, pickedIds } from '../choice'
import { answerText } from '../normalise'
import { expectedText, readNumericAnswer } from '../numeric'
import { readRatios } from '../ratio'
import { areaPerimeterMistakes } from './area-perimeter'
import { fractionMistakes } from './fractions'
import { operationMistakes } from './operations'
import { percentageMistakes } from './percentage'
import { placeValueMistakes } from './place-value'
import { ratioMistakes } from './ratio'
import { rightValue } from './read'
import { remainderMistakes } from './remainders'
import { scienceMistakes } from './science'
import { shapeMistakes } from './shapes'
import type { Misconception, NamedMistake, Situation } from './types'
import { unitMistakes } from './units'

export type { Misconception, NamedMistake, Situation } from './types'

/** Most specific first: a general rule (multiplied instead of dividing) speaks only when no topic rule did. */
export const MISCONCEPTIONS: Misconception[] = [
  ...placeValueMistakes,
  ...fractionMistakes,
  ...remainderMistakes,
  ...percentageMistakes,
  ...ratioMistakes,
  ...unitMistakes,
  ...areaPerimeterMistakes,
  ...shapeMistakes,
  ...operationMistakes,
  ...scienceMistakes,
]

const WRONG = new Set(['wrong_value', 'wrong_text', 'wrong_choice'])

function situation(question: MarkableQuestion, answer: StudentAnswer, stem: string): Situation | null {
  const { key } = question
  const text = [stem, question.text].filter(Boolean).join('\n')
  const base = { text, solution: question.solution ?? '', key }
  const value = answerText(answer.value) ?? ''
  if (key.kind === 'numeric') {
    const reading = readNumericAnswer(key, value)
    const givenRatio = key.ratio ? readRatios(value).at(-1)?.terms : undefined
    const given = reading.status === 'read' ? reading.value : null
    return { ...base, given, givenText: value, givenRatio, rightText: expectedText(key) }
  }
  if (key.kind === 'text') return { ...base, given: null, givenText: value, rightText: key.accepted[0] ?? '' }
  if (key.kind !== 'choice' || key.correct.length !== 1) return null
  const picked = pickedIds(key, answer)
  if (picked.length !== 1 || Number.isNaN(picked[0])) return null
  const givenText = optionText(key, picked[0])
  const given = rightValue({ key, rightText: givenText })
  return { ...base, given, givenText, rightText: optionText(key, key.correct[0]) }
}

/**
 * The misconception a wrong answer is exactly the product of, if any, named kindly with the right step. Only
 * a wrong answer is read, and a rule that cannot tell says nothing: naming the wrong mistake is worse than none.
 */
export function nameMistake(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
  stem = '',
): NamedMistake | null {
  if (result.isFullMarks || !result.findings.some((f) => WRONG.has(f.type))) return null
  const s = situation(question, answer ?? {}, stem)
  if (!s) return null
  for (const m of MISCONCEPTIONS) {
    try {
      const sentence = m.detect(s)
      if (sentence) return { id: m.id, sentence }
    } catch {
      // A rule that trips on an unusual question stays quiet rather than costing the child the explanation.
    }
  }
  return null
}
