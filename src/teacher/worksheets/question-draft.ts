/**
 * The wording and answers the edit dialog changes, beside the rules of `rules-state.ts`: a question's or part's
 * text, its answer (a model answer when open-ended) and an open answer's marking scheme, with the checks the
 * server makes, worded for a teacher, so nothing is sent that it would refuse.
 */

export type ContentDraft = { text: string; answer: string; scheme: string }
export type ContentErrors = Partial<Record<keyof ContentDraft, string>>

const OPEN = 4
/** Types whose answer is what the marker compares with (numeric, short text, oral): it cannot be empty. */
export const answerNeeded = (typeId: number) => [2, 3, 5].includes(typeId)
export const isOpen = (typeId: number) => typeId === OPEN

// As the server reads a scheme (server/modules/questions/marking-scheme.ts): "- 1 mark: description (key ideas: …)".
const CRITERION = /^\s*[-*•]\s*(\d+(?:\.\d+)?)\s*marks?\s*[:–—-]\s*(.+?)\s*$/i

/** The marks the scheme's criterion lines give in all, and how many lines there are. */
export function schemeTally(scheme: string) {
  let marks = 0
  let lines = 0
  for (const line of scheme.split(/\r?\n/)) {
    const match = CRITERION.exec(line)
    if (!match) continue
    marks += Number(match[1])
    lines++
  }
  return { marks, lines }
}

const markWord = (n: number) => (n === 1 ? '1 mark' : `${n} marks`)

/**
 * What is wrong with a question's or part's wording and answer as typed, by field; `who` names it in the messages
 * ("the question", "part (b)"). The scheme is checked only when it will be sent (`schemeSent`): an unchanged one
 * stays as stored.
 */
export function contentProblems(
  a: { typeId: number; maxScore: number; who: string; schemeSent: boolean },
  d: ContentDraft,
): ContentErrors {
  const errors: ContentErrors = {}
  if (!d.text.trim())
    errors.text = a.who === 'the question' ? 'Write the question.' : `Write ${a.who}’s question.`
  if (answerNeeded(a.typeId) && !d.answer.trim())
    errors.answer = `Give the answer that earns ${a.who}’s marks.`
  if (isOpen(a.typeId) && a.schemeSent) {
    const { marks, lines } = schemeTally(d.scheme)
    if (!lines && !d.answer.trim())
      errors.scheme =
        'Write the marking scheme, one criterion a line like “- 1 mark: The water evaporates (key ideas: evaporate + heat)”, or a model answer.'
    else if (lines && Math.abs(marks - a.maxScore) > 1e-9)
      errors.scheme = `These lines give ${markWord(marks)}, but ${a.who} is worth ${markWord(a.maxScore)}: make them add up to ${a.maxScore}.`
  }
  if (d.scheme.length > 20000) errors.scheme = 'Keep the marking scheme under 20,000 characters.'
  if (d.answer.length > 20000) errors.answer = 'Keep the answer under 20,000 characters.'
  return errors
}

/**
 * The server's refusals of the wording, answer or scheme at `at` ('question', 'question.sub_questions.1'), by
 * field. A scheme that does not add up is refused at `max_score`, which the dialog does not edit: it is the
 * scheme that needs changing.
 */
export function contentErrorsFrom(issues: { path: string; message: string }[], at: string): ContentErrors {
  const field: Record<string, keyof ContentDraft> = {
    text: 'text',
    answer: 'answer',
    marking_scheme: 'scheme',
    max_score: 'scheme',
  }
  const errors: ContentErrors = {}
  for (const issue of issues) {
    const rest = issue.path.startsWith(`${at}.`) ? issue.path.slice(at.length + 1) : null
    const key = rest != null ? field[rest] : undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
