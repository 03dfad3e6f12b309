import { QUESTION_CONTENT_TYPE } from '../../../contracts/constants'
import type { AnswerKey } from '../../ai/types'
import type { quizzes } from '../../db/schema'

type QuizRow = Pick<typeof quizzes.$inferSelect, 'groupTypeId' | 'assignmentId'>

/** Worksheets a child opens to practise alone: each answer can be checked as it is written (ADR 0062). */
const PRACTICE_TYPES = new Set<number>([
  QUESTION_CONTENT_TYPE.INDEPENDENT_STUDY,
  QUESTION_CONTENT_TYPE.BOOST,
  QUESTION_CONTENT_TYPE.PRACTICE,
  QUESTION_CONTENT_TYPE.REVISION,
  QUESTION_CONTENT_TYPE.TOPIC_BOOSTER,
])

export type QuizMode = 'practice' | 'test'

/** Practice: marked question by question; test (assignments, exams, mock exams): handed in at the end. */
export function quizModeOf(quiz: QuizRow): QuizMode {
  return quiz.assignmentId === null && PRACTICE_TYPES.has(quiz.groupTypeId) ? 'practice' : 'test'
}

/** The texts that give the answer away, as a hint must never show them. */
function answerTexts(key: AnswerKey, answer: string | null, options: { id: number; text: string }[]) {
  const texts = answer?.trim() ? [answer.trim()] : []
  if (key.kind === 'numeric') texts.push(String(key.value))
  if (key.kind === 'text') texts.push(...key.accepted)
  if (key.kind === 'choice')
    texts.push(...[...key.options, ...options].filter((o) => key.correct.includes(o.id)).map((o) => o.text))
  return texts.filter((t) => t.trim().length > 0)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Whole words or numbers only: the answer 5 is in "= 5." but not in "15 cm". */
const mentions = (step: string, text: string) =>
  new RegExp(`(^|[^\\w.])${escapeRegExp(text.toLowerCase())}($|[^\\w]|\\.(?!\\d))`).test(step.toLowerCase())

/**
 * The worked solution as hints, one step each (issue 14 item 2): never its last step, which reaches the answer,
 * nor any step that states the answer.
 */
export function hintSteps(question: {
  solution: string
  answerKey: AnswerKey
  answer: string | null
  options: { id: number; text: string }[]
}): string[] {
  const steps = question.solution
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
  const giveaways = answerTexts(question.answerKey, question.answer, question.options)
  return steps.slice(0, -1).filter((step) => !giveaways.some((text) => mentions(step, text)))
}
