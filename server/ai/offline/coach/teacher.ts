import type { CoachTurn } from '../../coach-types'

/** The lines of the class summary (class-summary.ts) that start with `label`, without it. */
const lineOf = (summary: string, label: string) =>
  summary
    .split('\n')
    .find((line) => line.startsWith(label))
    ?.slice(label.length)
    .trim()

const hardestOf = (summary: string) => {
  const start = summary.indexOf('Hardest questions:')
  if (start < 0) return null
  return summary
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => /^\d+\./.test(line))
    .join('\n')
}

const NO_CLASS =
  'Choose one of your classes above and I can tell you which topics it finds hardest, which questions tripped it up, and who may need help this week.'

/**
 * The offline teaching assistant (plan §7.2): answers from the class summary with plain templates — weakest
 * topics, hardest questions, who needs help, a question on a topic from the bank — and says so when the summary
 * does not hold the answer.
 */
export function teacherReply(turn: CoachTurn): string {
  const asked = turn.message.toLowerCase()
  const summary = turn.classSummary
  const questionOnTopic = /\b(give|make|write|suggest)\b.*\bquestions?\b|\bquestions? (on|about)\b/.test(
    asked,
  )
  if (questionOnTopic) {
    const found = turn.material.filter((c) => c.kind === 'question').slice(0, 3)
    if (!found.length)
      return 'I could not find a question on that in the bank. Which topic and level should it be?'
    return `Here ${found.length === 1 ? 'is a question' : `are ${found.length} questions`} from the bank you could use:\n\n${found.map((c, i) => `${i + 1}. ${c.body.trim()}`).join('\n\n')}`
  }
  if (!summary) return NO_CLASS
  if (/\b(who|which (students|pupils|children))\b|\bneeds? help\b|\bstruggl/.test(asked)) {
    const weak = lineOf(summary, 'Students below 50%:')
    return weak
      ? `These students scored below half marks in the last two weeks: ${weak} A short review with them on the weakest topic could help.`
      : 'No student in this class is below half marks in the last two weeks. Keep an eye on anyone who has not practised yet.'
  }
  if (/\bhardest questions?\b|\bwhich questions?\b/.test(asked)) {
    const hardest = hardestOf(summary)
    return hardest
      ? `These questions had the lowest scores (share of marks in brackets):\n${hardest}`
      : 'No question has been answered by enough students yet to call it hard.'
  }
  const topics = lineOf(summary, 'Topics, weakest first:')
  if (topics)
    return `From the last two weeks, the class's topics from weakest to strongest: ${topics} The first one or two are where a short reteach would help most.`
  return `${lineOf(summary, 'Class:') ?? ''} Once your students hand in some practice, I can tell you what they find hardest.`.trim()
}
