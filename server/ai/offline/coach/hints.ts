import { type GuardedQuestion, revealsAnswer } from '../../answer-guard'

export type HintQuestion = GuardedQuestion & { solution: string }

/** The steps of a worked solution: its lines, and the sentences of a line, without markdown marks. */
export function stepsOf(solution: string): string[] {
  return solution
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(\d+[.)]|[-*•])\s+/, '')
        .replace(/[*_`#>]/g, '')
        .trim(),
    )
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((step) => step.replace(/:\s*$/, '.').trim())
    .filter((step) => step.length > 3)
}

/**
 * The hint ladder of a question (docs/plans/issue-10-coach.md §5.3): its worked solution's steps, in order,
 * leaving out every step that would give the answer away (the answer guard decides), so no rung, however far
 * the child climbs, says the answer.
 */
export function hintLadder(question: HintQuestion): string[] {
  return stepsOf(question.solution).filter((step) => !revealsAnswer(step, question))
}

const NUDGES = [
  'What do you get when you try that?',
  'Which numbers or words from the question will you use?',
  'What would you do next?',
  'Can you tell me what you have so far?',
]

/**
 * The coach's reply at a rung of the ladder: what it cannot do, one step, and a question back (the Socratic
 * rule). Past the last rung it hands the working back to the child.
 */
export function hintReply(question: HintQuestion, rung: number): { text: string; done: boolean } {
  const ladder = hintLadder(question)
  if (rung >= ladder.length)
    return {
      text: 'You have all the steps now. Try to finish it and tell me your answer, and we will look at your thinking together.',
      done: true,
    }
  const opening = rung === 0 ? "I can't give you the answer, but here's a hint. " : 'Good. Next step: '
  return { text: `${opening}${ladder[rung]} ${NUDGES[rung % NUDGES.length]}`, done: false }
}
