import type { ChoiceKey, StudentAnswer } from '../types'
import { answerText, words } from './normalise'
import { blank, type Marked, shortQuote } from './result'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The label a child sees beside an option: A or (1) for the first, as the question numbers them. */
export function optionLabel(key: ChoiceKey, id: number): string {
  const index = key.options.findIndex((o) => o.id === id)
  if (index < 0) return `option ${id}`
  if (key.labels === 'numbers') return `(${index + 1})`
  return index < LETTERS.length ? LETTERS[index] : `option ${id}`
}

// "(2)", "2", "option 2", "(2) Gas to liquid", "B", "b)", "Option B": the label the child saw, typed.
const TYPED_LABEL = /^(?:option|opt|ans(?:wer)?)?\s*[:.]?\s*\(?\s*([a-z]|\d{1,2})\s*[).:]?(?:\s+(.*))?$/i

/** The option a typed label points at, by position; a typed number that is no position may be an id. */
function byLabel(key: ChoiceKey, typed: string): number | null {
  const m = TYPED_LABEL.exec(typed)
  if (!m) return null
  const label = m[1].toUpperCase()
  const index = /\d/.test(label) ? Number(label) - 1 : LETTERS.indexOf(label)
  const option = key.options[index]
  const rest = m[2] ? words(m[2]).join(' ') : ''
  // "(2) Gas to liquid" must name option (2)'s own text; otherwise it is not a label but an answer of its own.
  if (!option || (rest && words(option.text).join(' ') !== rest)) return null
  return option.id
}

export function optionText(key: ChoiceKey, id: number): string {
  return key.options.find((o) => o.id === id)?.text ?? `option ${id}`
}

/**
 * The ids a child picked. A pick that is not a whole number stays in as NaN, so garbage can never turn a
 * wrong selection into a right one. With no ids, a typed label ("B", "(2)", "option 2"), an option id or an
 * option's exact text counts.
 */
export function pickedIds(key: ChoiceKey, answer: StudentAnswer): number[] {
  const raw: unknown = answer.selectedOptionIds
  if (Array.isArray(raw) && raw.length > 0) {
    const ids = raw.map((x) => (typeof x === 'number' || typeof x === 'string' ? Number(x) : Number.NaN))
    return [...new Set(ids.map((id) => (Number.isInteger(id) ? id : Number.NaN)))]
  }
  const typed = answerText(answer.value)?.trim()
  if (!typed) return []
  const labelled = byLabel(key, typed)
  if (labelled !== null) return [labelled]
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
