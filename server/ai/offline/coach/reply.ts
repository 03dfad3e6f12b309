import type { CoachTurn, RetrievedChunk } from '../../coach-types'
import { hintReply } from './hints'
import { intentOf } from './intent'
import { pick } from './templates'

/** A chunk's first sentences, as a child can read them: plain text, at most `count` sentences. */
export function firstSentences(body: string, count = 2): string {
  const plain = body
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const sentences = plain.match(/[^.!?]+[.!?]+/g) ?? [plain]
  return sentences.slice(0, count).join(' ').trim()
}

/** Material worth teaching from: notes, topic summaries and documents (questions and solutions are not read out). */
const teachable = (material: RetrievedChunk[]) =>
  material.filter((c) => c.kind === 'note' || c.kind === 'topic' || c.kind === 'document')

/** The next hint for the question in view, moving the thread's ladder on by one rung. */
function nextHint(turn: CoachTurn): string | null {
  const q = turn.question
  if (!q?.solution || !q.key) return null
  const hints = turn.state.hints ?? {}
  const rung = hints[q.questionId] ?? 0
  const reply = hintReply({ text: q.text, key: q.key, solution: q.solution }, rung)
  turn.state.hints = { ...hints, [q.questionId]: reply.done ? rung : rung + 1 }
  return reply.text
}

/**
 * The offline coach's reply to one turn (docs/plans/issue-10-coach.md §5.3): every reply acknowledges, teaches
 * one thing or gives one hint, and asks one question back. It never states the answer of the question in view.
 */
export function replyOffline(turn: CoachTurn): string {
  if (!turn.message.trim()) return pick(turn, 'opening')
  const intent = intentOf(turn.message)
  const notes = teachable(turn.material)
  switch (intent.kind) {
    case 'greeting':
      return pick(turn, turn.kind === 'public' ? 'greeting_public' : 'greeting')
    case 'thanks':
      return pick(turn, 'thanks')
    case 'feelings':
      return pick(turn, `feelings_${intent.feeling}`)
    case 'ask_answer':
    case 'help_question': {
      const hint = nextHint(turn)
      if (hint) return hint
      return pick(turn, intent.kind === 'ask_answer' ? 'no_answers' : 'which_question')
    }
    case 'concept':
      if (notes.length) return `${firstSentences(notes[0].body)} ${pick(turn, 'check_understanding')}`
      return pick(turn, 'not_sure')
    default:
      if (turn.question && /\b(this|it|stuck|hint)\b/i.test(turn.message)) {
        const hint = nextHint(turn)
        if (hint) return hint
      }
      if (notes.length) return `${firstSentences(notes[0].body)} ${pick(turn, 'check_understanding')}`
      return pick(turn, 'not_sure')
  }
}
