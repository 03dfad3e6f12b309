import type { QuizQuestion } from '../api/quiz'

/** Question type ids of the bank (server/ai/types.ts QUESTION_TYPE); the client only needs to know the input. */
export const QUESTION_KIND = {
  1: 'choice',
  2: 'number',
  3: 'text',
  4: 'open',
  5: 'oral',
  6: 'parts',
} as const
export type QuestionKind = (typeof QUESTION_KIND)[keyof typeof QUESTION_KIND]

type Kindable = Pick<QuizQuestion, 'question_type_id' | 'options'> & { sub_questions?: unknown[] }

export function kindOf(question: Kindable): QuestionKind {
  if (question.sub_questions?.length) return 'parts'
  if (question.options.length) return 'choice'
  return QUESTION_KIND[question.question_type_id as keyof typeof QUESTION_KIND] ?? 'text'
}

/** A multi-part answer travels as one JSON string: {"<part question id>": "answer", …} (calls 7.7). */
export function readParts(value: string | null): Record<string, string> {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
  } catch {
    return {}
  }
}

/** Null when every part is empty, so an untouched question still counts as unanswered. */
export function writeParts(parts: Record<string, string>): string | null {
  const filled = Object.entries(parts).filter(([, v]) => v.trim() !== '')
  return filled.length ? JSON.stringify(Object.fromEntries(filled)) : null
}

export const LETTERS = 'ABCDEFGHIJ'

export type OptionLabels = 'letters' | 'numbers'

/** An option's label as the question prints it: A, B, C… or, as PSLE papers number them, (1), (2), (3)… */
export function optionLabel(index: number, labels: OptionLabels = 'letters'): string {
  return labels === 'numbers' ? `(${index + 1})` : (LETTERS[index] ?? String(index + 1))
}
