import { revealsAnswer } from '../../answer-guard'
import type { CoachTurn, QuestionInView } from '../../coach-types'
import { type GuidedStep, guidedLadder, isAttempt, numbersIn, triedRight } from './steps'
import { pick, type TemplateKey } from './templates'

type Guarded = QuestionInView & { key: NonNullable<QuestionInView['key']> }

const ASK: Record<GuidedStep['kind'], TemplateKey> = { blank: 'ask_blank', do: 'ask_do', fact: 'ask_fact' }

const rungText = (turn: CoachTurn, step: GuidedStep) => `${step.text} ${pick(turn, ASK[step.kind])}`

/** The question's final value, when the child's try states it: the coach neither confirms nor denies it. */
function triesFinalAnswer(attempt: string, q: Guarded): boolean {
  if (q.key.kind !== 'numeric') return false
  const { value, tolerance = 1e-9 } = q.key
  return numbersIn(attempt).some((n) => Math.abs(n - value) <= Math.max(tolerance, 1e-6))
}

/**
 * Help with the question the child has open (docs/plans/issue-10-coach.md §5.3): the next rung of its guided
 * ladder, one per turn, kept in the thread's state; a try at the last rung's value is checked before moving
 * on. It never says the answer: every rung passed the answer guard, and a try at the final value is neither
 * confirmed nor denied (the marking does that once the practice is handed in).
 */
export function questionHelp(turn: CoachTurn, wantsAnswer: boolean): string | null {
  const q = turn.question
  if (!q?.key) return null
  const guarded = q as Guarded
  const ladder = q.solution ? guidedLadder({ text: q.text, key: q.key, solution: q.solution }) : []
  const hints = turn.state.hints ?? {}
  const rung = hints[q.questionId] ?? 0
  const move = (next: number) => {
    turn.state.hints = { ...hints, [q.questionId]: next }
  }
  if (!ladder.length) return pick(turn, q.options.length ? 'no_steps_choice' : 'no_steps')

  const last = rung > 0 ? ladder[rung - 1] : null
  if (last && !wantsAnswer && isAttempt(turn.message)) {
    if (triesFinalAnswer(turn.message, guarded)) return pick(turn, 'ladder_done')
    if (last.kind === 'blank' && !triedRight(turn.message, last))
      return `${pick(turn, 'tried_wrong')} ${rungText(turn, last)}`
    const praise = last.kind === 'blank' ? pick(turn, 'tried_right') : pick(turn, 'hint_next')
    if (rung >= ladder.length) return `${praise} ${pick(turn, 'ladder_done')}`
    move(rung + 1)
    return `${praise} ${rungText(turn, ladder[rung])}`
  }
  if (rung >= ladder.length) return pick(turn, 'ladder_done')
  move(rung + 1)
  const opening =
    rung === 0
      ? pick(turn, wantsAnswer ? 'hint_opening_answer' : 'hint_opening_help')
      : pick(turn, 'hint_next')
  return `${opening} ${rungText(turn, ladder[rung])}`
}

/** Whether a reply would give away the open question's answer (both engines' guard, §5.4). */
export const leaksAnswer = (reply: string, turn: CoachTurn) =>
  turn.question?.key ? revealsAnswer(reply, { text: turn.question.text, key: turn.question.key }) : false
