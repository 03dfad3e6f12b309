import type { MarkableQuestion, MarkResult, StudentAnswer } from '../types'
import { markChoice } from './choice'
import { answerText } from './normalise'
import { markNumeric } from './numeric'
import { markOpen } from './open'
import { markOral } from './oral'
import { markRatio } from './ratio'
import { finalise, type Marked, roundDown, safeMax } from './result'
import { markText, textKeyFor } from './text'

function markByKey(question: MarkableQuestion, answer: StudentAnswer, max: number): Marked {
  const { key } = question
  const value = answerText(answer.value)
  switch (key.kind) {
    case 'choice':
      return markChoice(key, answer, max)
    case 'numeric':
      return key.ratio ? markRatio({ ...key, ratio: key.ratio }, value, max) : markNumeric(key, value, max)
    case 'text':
      return markText(textKeyFor(key, question.subject), value, max)
    case 'open':
      return markOpen(key, value, max, { questionText: question.text, subject: question.subject })
    case 'oral':
      return markOral(key, value, max)
    default:
      return { marks: 0, findings: [{ type: 'unreadable', given: '' }], needsReview: true }
  }
}

function partAnswers(answer: StudentAnswer): Record<number, StudentAnswer> {
  const parts: unknown = answer.parts
  return parts && typeof parts === 'object' ? (parts as Record<number, StudentAnswer>) : {}
}

function markParts(question: MarkableQuestion, answer: StudentAnswer): MarkResult {
  const answers = partAnswers(answer)
  const parts = (question.parts ?? []).map((part) => markOffline(part, answers[part.id] ?? {}))
  // A container left without its own maximum is worth what its parts are worth.
  const max = safeMax(question.maxScore) || parts.reduce((sum, p) => sum + p.maxScore, 0)
  const total = parts.reduce((sum, p) => sum + p.marksGiven, 0)
  const result: MarkResult = {
    marksGiven: Math.min(roundDown(max), total),
    maxScore: max,
    isFullMarks: parts.every((p) => p.isFullMarks) || (max > 0 && total >= max),
    findings: parts.flatMap((p) => p.findings),
    parts,
  }
  if (parts.some((p) => p.needsReview)) result.needsReview = true
  return result
}

/**
 * Marks one answer without any network. It never throws: whatever arrives as an answer is data to be
 * marked, and a question the engine cannot handle is passed to a teacher rather than failing a submission.
 */
export function markOffline(question: MarkableQuestion, answer: StudentAnswer): MarkResult {
  try {
    const safeAnswer: StudentAnswer = answer && typeof answer === 'object' ? answer : {}
    if (question.parts?.length) return markParts(question, safeAnswer)
    const max = safeMax(question.maxScore)
    return finalise(markByKey(question, safeAnswer, max), max)
  } catch {
    let max = 0
    try {
      max = safeMax(question?.maxScore)
    } catch {}
    return {
      marksGiven: 0,
      maxScore: max,
      isFullMarks: false,
      findings: [{ type: 'unreadable', given: '' }],
      needsReview: true,
    }
  }
}
