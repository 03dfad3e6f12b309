import type { ChoiceKey, StudentAnswer } from '../types'
import { answerText, words } from './normalise'
import { blank, type Marked, shortQuote } from './result'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The letter a child sees beside an option: A for the first, B for the second. */
export function optionLabel(key: ChoiceKey, id: number): string {
  const index = key.options.findIndex((o) => o.id === id)
  return index >= 0 && index < LETTERS.length ? LETTERS[index] : `option ${id}`
}

export function optionText(key: ChoiceKey, id: number): string {
  return key.options.find((o) => o.id === id)?.text ?? `option ${id}`
}

/**
 * The ids a child picked. A pick that is not a whole number stays in as NaN, so garbage can never turn a
 * wrong selection into a right one. With no ids, a typed "B", an option id or an option's exact text counts.
 */
export function pickedIds(key: ChoiceKey, answer: StudentAnswer): number[] {
  const raw: unknown = answer.selectedOptionIds
  if (Array.isArray(raw) && raw.length > 0) {
    const ids = raw.map((x) => (typeof x === 'number' || typeof x === 'string' ? Number(x) : Number.NaN))
    return [...new Set(ids.map((id) => (Number.isInteger(id) ? id : Number.NaN)))]
  }
  const typed = answerText(answer.value)?.trim()
  if (!typed) return []
  const letter = /^\(?([a-z])\)?$/i.exec(typed)?.[1]?.toUpperCase()
  if (letter && LETTERS.indexOf(letter) < key.options.length) return [key.options[LETTERS.indexOf(letter)].id]
  const byId = key.options.find((o) => String(o.id) === typed)
  if (byId) return [byId.id]
  const typedWords = words(typed).join(' ')
  const byText = key.options.find((o) => words(o.text).join(' ') === typedWords)
  return byText ? [byText.id] : [Number.NaN]
}

/** All and only the correct options earn the marks: picking every option must not pay. */
export function markChoice(key: ChoiceKey, answer: StudentAnswer, maxScore: number): Marked {
  const picked = pickedIds(key, answer)
  if (picked.length === 0) return blank()
  const correct = new Set(key.correct)
  const right = picked.length === correct.size && picked.every((id) => correct.has(id))
  if (right) return { marks: maxScore, findings: [{ type: 'correct' }] }
  return {
    marks: 0,
    findings: [
      {
        type: 'wrong_choice',
        chosen: picked.map((id) =>
          Number.isNaN(id) ? shortQuote(answerText(answer.value) ?? '?') : optionText(key, id),
        ),
        correct: key.correct.map((id) => optionText(key, id)),
      },
    ],
  }
}
