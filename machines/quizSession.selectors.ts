import { answeredIds, evaluationFor, type QuizAnswer, type QuizSessionContext } from './quizSession.context'

type Snapshot = { context: QuizSessionContext }
export type QuizScore = { marks: number; max: number | null; percent: number | null }

export const selectCurrentQuestionId = ({ context }: Snapshot): number | null =>
  context.questionIds[context.currentIndex] ?? null

export const selectGradingQueue = ({ context }: Snapshot): number[] => context.gradingQueue

export const selectAnswer =
  (questionId: number) =>
  ({ context }: Snapshot): QuizAnswer | null =>
    context.answers[questionId] ?? null

export const selectUnansweredCount = ({ context }: Snapshot): number =>
  context.questionIds.length - answeredIds(context).length

/** The explanation streamed so far, else the stored one. */
export const selectExplanation =
  (evaluationId: number) =>
  ({ context }: Snapshot): string | null =>
    context.explanations[evaluationId] ??
    context.evaluations.find((evaluation) => evaluation.id === evaluationId)?.explanation ??
    null

/** The summary's totals once grading completes, else the marks so far; spec §5: no percent when max is 0 or unknown. */
export function selectScore({ context }: Snapshot): QuizScore {
  const evaluations = context.questionIds.map((id) => evaluationFor(context, id))
  const marks = context.summary?.marks_given ?? evaluations.reduce((sum, e) => sum + (e?.marks_given ?? 0), 0)
  const maxKnown = evaluations.every((e) => typeof e?.max_score === 'number')
  const max =
    context.summary?.max_score ??
    (maxKnown ? evaluations.reduce((sum, e) => sum + (e?.max_score ?? 0), 0) : null)
  return { marks, max, percent: max ? Math.round((marks / max) * 100) : null }
}
