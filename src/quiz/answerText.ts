import type { QuizAnswer, SessionEvaluation } from '../../machines/quizSession.machine'
import type { QuizQuestion } from '../api/quiz'
import { kindOf, optionLabel, readParts } from './kinds'

const partLabel = (i: number) => `(${'abcdefghij'[i]})`

/** The student's answer in words, as the grading and review views show it. */
export function answerText(
  question: QuizQuestion,
  answer: Pick<QuizAnswer, 'value' | 'selectedOptionIds'> | null,
  evaluation?: SessionEvaluation,
): string | null {
  const kind = kindOf(question)
  if (kind === 'choice') {
    const options = [...question.options].sort((a, b) => a.order - b.order)
    const id = answer?.selectedOptionIds[0] ?? evaluation?.selected_option?.id
    const index = options.findIndex((o) => o.id === id)
    if (index === -1) return null
    const label = optionLabel(index, question.option_labels)
    return `${question.option_labels === 'numbers' ? label : `${label}.`} ${options[index].text}`
  }
  const value = answer?.value ?? evaluation?.value ?? null
  if (!value) return null
  if (kind === 'parts') {
    const parts = readParts(value)
    const subs = [...question.sub_questions].sort((a, b) => a.order - b.order)
    return subs.map((part, i) => `${partLabel(i)} ${parts[part.id]?.trim() || '—'}`).join('   ')
  }
  return value
}
