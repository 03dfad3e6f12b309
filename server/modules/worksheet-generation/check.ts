import { markOffline } from '../../ai/offline'
import type { AnswerKey, MarkableQuestion, QuestionTypeId, StudentAnswer } from '../../ai/types'

/** What the marker needs of a drafted question or part (a bank question, a template's draft, a model's). */
export type CheckableItem = {
  questionTypeId: QuestionTypeId
  text: string
  maxScore: number
  key: AnswerKey
  solution: string
  markingScheme: string
  modelAnswer: StudentAnswer
  parts?: CheckableItem[]
}

export function toMarkable(q: Omit<CheckableItem, 'modelAnswer'>, id: number): MarkableQuestion {
  return {
    id,
    questionTypeId: q.questionTypeId,
    text: q.text,
    maxScore: q.maxScore,
    key: q.key,
    solution: q.solution,
    markingScheme: q.markingScheme,
    ...(q.parts ? { parts: q.parts.map((p, i) => toMarkable(p, i + 1)) } : {}),
  }
}

/** An answer a child might plausibly give that is wrong: the marker must not give it full marks. */
export function plausibleWrongAnswer(key: AnswerKey): StudentAnswer {
  switch (key.kind) {
    case 'choice': {
      const wrong = key.options.find((o) => !key.correct.includes(o.id))
      return { selectedOptionIds: wrong ? [wrong.id] : [] }
    }
    case 'numeric': {
      // The slips children make: one off, or the decimal point in the wrong place.
      const off = key.value === 0 ? 1 : key.value * 10
      return { value: String(Number.isInteger(key.value) ? key.value + 1 : off) }
    }
    case 'text':
      return { value: 'I am not sure' }
    case 'open':
      return { value: 'I think it is because of that.' }
    case 'oral':
      return { value: 'um' }
  }
}

export type CheckResult = { ok: true } | { ok: false; reason: string }

/**
 * A drafted question is offered only when the marker agrees with its author: its model answer earns full marks
 * and a plausible wrong answer does not (issue 12). A question whose key cannot tell right from wrong would
 * mark children unfairly, so it is drawn again.
 */
export function checkWithMarker(item: CheckableItem, wrong?: StudentAnswer): CheckResult {
  if (!item.text.trim()) return { ok: false, reason: 'no question text' }
  if (!item.solution.trim()) return { ok: false, reason: 'no worked solution' }
  if (!item.markingScheme.trim()) return { ok: false, reason: 'no marking scheme' }
  if (!(item.maxScore > 0)) return { ok: false, reason: 'worth no marks' }
  const question = toMarkable(item, 1)
  const right = markOffline(question, item.modelAnswer)
  if (!right.isFullMarks) return { ok: false, reason: 'the model answer does not earn full marks' }
  const wrongAnswer =
    wrong ??
    (item.parts?.length
      ? {
          parts: Object.fromEntries(item.parts.map((p, i) => [i + 1, plausibleWrongAnswer(p.key)])),
        }
      : plausibleWrongAnswer(item.key))
  if (markOffline(question, wrongAnswer).isFullMarks)
    return { ok: false, reason: 'a wrong answer earns full marks' }
  return { ok: true }
}
