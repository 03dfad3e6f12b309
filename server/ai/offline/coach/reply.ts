import type { CoachTurn } from '../../coach-types'
import { type Intent, intentOf } from './intent'
import { partOfQuantity } from './part-of-quantity'
import { productAnswer } from './product'
import { leaksAnswer, questionHelp } from './question-help'
import { explanation, practiceQuestion, sentencesOf, topicPhrase } from './teach'
import { teacherReply } from './teacher'
import { pick, type TemplateKey } from './templates'

/** A chunk's first sentences, as a child can read them: plain text, at most `count` sentences. */
export function firstSentences(body: string, count = 2): string {
  return sentencesOf(body).slice(0, count).join(' ')
}

const CHECK_BY_SUBJECT: Record<string, TemplateKey> = {
  Maths: 'check_maths',
  Science: 'check_science',
  English: 'check_english',
}

/** Two sentences of the best material on the topic, and a question back that makes the child use them. */
/** Numbers a text states ("3/4", "1/8", "24"). */
const numbersIn = (text: string) => new Set(text.match(/\d+(?:[./]\d+)?/g) ?? [])

function teach(turn: CoachTurn, topic: string, named = true): string | null {
  const method = partOfQuantity(turn.message)
  if (method) return `${method} ${pick(turn, 'ask_blank')}`
  const found = explanation(turn.material, topic, turn.subject)
  if (!found) return null
  // Our material works its own numbers: say so, or "1/3 + 1/4" reads as an answer to "3/4 + 1/8".
  const asked = numbersIn(turn.message)
  const worked = numbersIn(found)
  const otherNumbers = asked.size > 0 && worked.size > 0 && ![...asked].some((n) => worked.has(n))
  const said = otherNumbers ? `Here is how it works on another example. ${found}` : found
  const check = CHECK_BY_SUBJECT[turn.subject ?? ''] ?? 'check_understanding'
  return `${said} ${pick(turn, check, { topic: named ? topicPhrase(topic) : undefined })}`
}

function tryThisOne(turn: CoachTurn): string | null {
  const question = practiceQuestion(turn)
  return question ? `${pick(turn, 'try_this')}\n\n${question}\n\n${pick(turn, 'try_this_end')}` : null
}

/** The words of a message that say what it is about, for a message the intent reader could not place. */
const topicOf = (message: string) => message.replace(/[?!.]+$/, '').trim()

function answer(turn: CoachTurn, intent: Intent): string {
  switch (intent.kind) {
    case 'greeting':
      return pick(turn, turn.kind === 'public' ? 'greeting_public' : 'greeting')
    case 'thanks':
      return pick(turn, 'thanks')
    case 'feelings':
      return pick(turn, `feelings_${intent.feeling}`)
    case 'product':
      return productAnswer(turn.message.toLowerCase())
    case 'off_topic':
      return pick(turn, 'off_topic')
    case 'practice':
      return tryThisOne(turn) ?? pick(turn, 'which_topic')
    case 'ask_answer':
      return questionHelp(turn, true) ?? pick(turn, 'no_answers')
    case 'help_question':
      return (
        questionHelp(turn, false) ??
        (intent.questionNumber === null ? teach(turn, topicOf(turn.message), false) : null) ??
        pick(turn, 'which_question')
      )
    case 'concept':
      return teach(turn, intent.topic) ?? tryThisOne(turn) ?? pick(turn, 'not_sure')
    default:
      // With a question open, whatever the child says ("ok", "0.3", "hmm") keeps them on its ladder.
      if (turn.question) return questionHelp(turn, false) ?? pick(turn, 'which_question')
      return teach(turn, topicOf(turn.message), false) ?? pick(turn, 'not_sure')
  }
}

/**
 * The offline coach's reply to one turn (docs/plans/issue-10-coach.md §5.3): every reply acknowledges, teaches
 * one thing or gives one hint, and asks one question back. It never states the answer of the question in view:
 * a reply the answer guard would stop is replaced by the next hint, or by the refusal.
 */
export function replyOffline(turn: CoachTurn): string {
  if (turn.kind === 'teacher') return teacherReply(turn)
  if (!turn.message.trim()) return pick(turn, 'opening')
  const intent = intentOf(turn.message)
  const reply = answer(turn, intent)
  if (!leaksAnswer(reply, turn)) return reply
  const hint = questionHelp(turn, true)
  return hint && !leaksAnswer(hint, turn) ? hint : pick(turn, 'no_answers')
}
