import type { MarkableQuestion, StudentAnswer } from '../types'

/**
 * Everything a student typed or said reaches a model only through here: inside <student_answer> (and
 * <student_working>) in a user message, with `&`, `<` and `>` escaped, so no text in an answer can close the
 * block or open a tag of its own, whatever spacing or case it tries.
 */
export function escapeStudentText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export const ANSWER_TAG = 'student_answer'
export const WORKING_TAG = 'student_working'

const block = (tag: string, text: string) => `<${tag}>\n${escapeStudentText(text)}\n</${tag}>`

/** The student's answer (and working) as delimited blocks; parts of a multi-part question are labelled. */
export function studentAnswerBlocks(question: MarkableQuestion, answer: StudentAnswer) {
  if (!question.parts?.length) return blocks(answerText(question, answer), answer.methodAnswer)
  const parts = question.parts.map((part, i) => ({
    label: `Part ${i + 1}: `,
    part,
    answer: answer.parts?.[part.id] ?? {},
  }))
  const workings = parts.map((p) => p.answer.methodAnswer?.trim() && p.label + p.answer.methodAnswer.trim())
  return blocks(
    parts.map((p) => p.label + answerText(p.part, p.answer)).join('\n'),
    [answer.methodAnswer?.trim(), ...workings].filter(Boolean).join('\n'),
  )
}

function blocks(answerText: string, working?: string | null) {
  const delimited = [block(ANSWER_TAG, answerText)]
  if (working?.trim()) delimited.push(block(WORKING_TAG, working.trim()))
  return delimited.join('\n')
}

function answerText(question: MarkableQuestion, answer: StudentAnswer) {
  if (question.key.kind === 'choice') {
    const chosen = question.key.options.filter((o) => answer.selectedOptionIds?.includes(o.id))
    return chosen.length ? chosen.map((o) => o.text).join('; ') : '(no option chosen)'
  }
  return answer.value?.trim() || '(blank)'
}

export function isBlank(answer: StudentAnswer) {
  return !answer.value?.trim() && !answer.methodAnswer?.trim()
}

const ADDRESSED_TO_MARKER = [
  /\b(ignore|disregard|forget)\b[^.\n]{0,40}\b(instructions?|previous|above|rules|prompt)\b/i,
  /\b(full|maximum|max|all( the)?|top)\s+marks?\b/i,
  /\b(give|award)\s+(me\s+)?\d+(\.\d+)?\s*(\/\s*\d+\s*)?marks?\b/i,
  /(^|\n)\s*(system|assistant|developer)\s*:/i,
  /\bSYSTEM\s*:/,
  /<\s*\/?\s*(system|assistant|student_answer|student_working|instructions?)\b/i,
  /"(met|marks_given)"\s*:/i,
]

/**
 * An answer that talks to the marker rather than answering the question. It never changes the marks; it
 * asks a teacher to look, since no prompt can promise that every model ignores it.
 */
export function looksAddressedToMarker(answer: StudentAnswer): boolean {
  const texts = [
    answer.value,
    answer.methodAnswer,
    ...Object.values(answer.parts ?? {}).flatMap((p) => [p.value, p.methodAnswer]),
  ]
  return texts.some((text) => !!text && ADDRESSED_TO_MARKER.some((pattern) => pattern.test(text)))
}
