import type { QuizEvaluation } from '../../contracts/quiz-schemas'
import type { EncouragementMachineEvent } from '../../machines/encouragement.machine'
import { answeredIds, isAnswered, type QuizSessionContext } from '../../machines/quizSession.context'

/** What the observer needs of one quiz session snapshot. */
export type AttemptView = {
  phase: 'answering' | 'marking' | 'completed' | 'other'
  context: QuizSessionContext
}
type Clock = () => number

/**
 * Turns the quiz session's snapshots into the encouragement machine's events (plan §8.3): `answered {count}` as
 * answers reach the server, `handedIn` on submit, `marked` for each evaluation the grading stream marks, and
 * `completed`. The player does not send `time_spent` / `num_options_clicked` with its saves, so the observer
 * times each question while it is on screen and counts the options picked, for the "fast incorrect" events.
 */
export function createAttemptObserver(
  first: AttemptView,
  isTyped: (questionId: number) => boolean,
  now: Clock,
) {
  const seconds = new Map<number, number>()
  const clicks = new Map<number, number>()
  const picked = new Map<number, string>()
  const marked = new Set(first.context.evaluations.filter((e) => e.grading_completed).map((e) => e.id))
  let answered = savedCount(first.context)
  let onScreen = { questionId: currentQuestion(first), since: now() }
  let handedIn = first.phase !== 'answering' && first.phase !== 'other'
  let completed = first.phase === 'completed'
  for (const [id, answer] of Object.entries(first.context.answers))
    picked.set(Number(id), answer.selectedOptionIds.join())

  const closeTiming = () => {
    const { questionId, since } = onScreen
    if (questionId !== null) seconds.set(questionId, (seconds.get(questionId) ?? 0) + (now() - since) / 1000)
  }

  return (view: AttemptView): EncouragementMachineEvent[] => {
    const events: EncouragementMachineEvent[] = []
    const { context } = view
    const current = currentQuestion(view)
    if (current !== onScreen.questionId) {
      closeTiming()
      onScreen = { questionId: current, since: now() }
    }
    for (const [id, answer] of Object.entries(context.answers)) {
      const choice = answer.selectedOptionIds.join()
      if (choice !== (picked.get(Number(id)) ?? '')) {
        picked.set(Number(id), choice)
        if (choice) clicks.set(Number(id), (clicks.get(Number(id)) ?? 0) + 1)
      }
    }
    const count = savedCount(context)
    if (view.phase === 'answering' && count > answered) {
      answered = count
      events.push({ type: 'encouragement.answered', count })
    }
    if (!handedIn && (view.phase === 'marking' || view.phase === 'completed')) {
      handedIn = true
      events.push({ type: 'encouragement.handedIn' })
    }
    for (const id of context.questionIds) {
      const evaluation = context.evaluations.find((e) => e.question_id === id) as
        | (QuizSessionContext['evaluations'][number] &
            Partial<Pick<QuizEvaluation, 'time_spent' | 'num_options_clicked'>>)
        | undefined
      if (!evaluation?.grading_completed || marked.has(evaluation.id)) continue
      marked.add(evaluation.id)
      const full = evaluation.is_full_marks ?? evaluation.marks_given === evaluation.max_score
      events.push({
        type: 'encouragement.marked',
        correct: Boolean(full),
        // A question left empty was not answered fast: it was not answered.
        timeSpent: isAnswered(context.answers[id])
          ? Math.round(seconds.get(id) ?? 0) || (evaluation.time_spent ?? 0)
          : Number.POSITIVE_INFINITY,
        optionsClicked: clicks.get(id) || (evaluation.num_options_clicked ?? 0),
        typed: isTyped(id),
      })
    }
    if (!completed && view.phase === 'completed') {
      completed = true
      events.push({ type: 'encouragement.completed' })
    }
    return events
  }
}

/** Answers the server has stored: answered, and neither waiting to be saved nor being saved. */
function savedCount(context: QuizSessionContext) {
  const unsaved = new Set([
    ...context.dirty,
    ...(context.pendingSave ? [context.pendingSave.questionId] : []),
  ])
  return answeredIds(context).filter((id) => !unsaved.has(id)).length
}

const currentQuestion = ({ phase, context }: AttemptView) =>
  phase === 'answering' ? (context.questionIds[context.currentIndex] ?? null) : null
