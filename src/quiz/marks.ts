import type { SessionEvaluation } from '../../machines/quizSession.machine'

export type MarkStatus = 'right' | 'part' | 'wrong' | 'teacher' | 'waiting'

/** How an answer did; the symbol and words always go with the colour, never colour alone. */
export function markStatusOf(evaluation: SessionEvaluation | undefined): MarkStatus {
  if (!evaluation?.grading_completed || evaluation.marks_given === null) return 'waiting'
  if (evaluation.awaiting_teacher) return 'teacher'
  if (evaluation.is_full_marks) return 'right'
  return evaluation.marks_given > 0 ? 'part' : 'wrong'
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function marksText(evaluation: SessionEvaluation): string {
  const max = evaluation.max_score
  const given = evaluation.marks_given ?? 0
  return max === undefined ? plural(given, 'mark') : `${given} out of ${plural(max, 'mark')}`
}

export const MARK_WORDS: Record<MarkStatus, string> = {
  right: 'Correct',
  part: 'Part marks',
  wrong: 'Not quite',
  teacher: 'Your teacher will check this',
  waiting: 'Waiting to be marked',
}

export const MARK_SYMBOL: Record<MarkStatus, string> = {
  right: '✓',
  part: '½',
  wrong: '✗',
  teacher: '⏳',
  waiting: '…',
}

/** "4 min 12 s" for a child; under a minute just seconds. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(s / 60)
  const rest = s % 60
  if (minutes === 0) return `${rest} s`
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}
