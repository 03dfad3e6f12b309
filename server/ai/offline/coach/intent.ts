import { fold } from '../normalise'

/**
 * What a child's chat message asks for, so the offline coach can answer in kind (docs/plans/issue-10-coach.md
 * §5.3). Pure and deterministic. Safety comes first and elsewhere (server/ai/safety): this only reads intent.
 */
export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  /** Wants the answer given ("just tell me", "what's the answer to question 3"). */
  | { kind: 'ask_answer'; questionNumber: number | null }
  /** Stuck on a question of the practice ("help with question 2", "I don't get this one"). */
  | { kind: 'help_question'; questionNumber: number | null }
  /** A concept to understand ("what is evaporation", "how do I divide fractions"); `topic` is what it names. */
  | { kind: 'concept'; topic: string }
  | { kind: 'feelings'; feeling: 'bored' | 'stressed' | 'sad' | 'tired' }
  | { kind: 'unknown' }

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo)\b[\s!.]*$/
const THANKS = /\b(thanks?|thank you|thx|ty)\b/
const QUESTION_NUMBER = /\b(question|qn|q|no\.?|number)\s*#?\s*(\d{1,2})\b/
const ASK_ANSWER = [
  /\b(what('?s| is) the|give me the|tell me the|show me the)\s+(answer|solution)\b/,
  /\bjust (tell|give) me\b/,
  /\banswer (to|for|of) (question|qn|q|no|number)\b/,
  /\b(ignore|forget)\b[^.]{0,40}\b(instructions?|rules)\b[^.]{0,60}\banswer\b/,
]
const HELP = [
  /\b(help|stuck|don'?t (get|understand)|do not (get|understand)|confused|how (do|to) (i )?(solve|do|start))\b/,
]
const CONCEPT =
  /^(what (is|are|does)|why (is|are|do|does)|how (do|does|can) (i|you|we)|explain|what'?s)\s+(.+?)[?.!\s]*$/
const FEELINGS: [RegExp, 'bored' | 'stressed' | 'sad' | 'tired'][] = [
  [/\b(bored|boring)\b/, 'bored'],
  [/\b(stressed|worried|nervous|scared of (the )?(exam|test|psle))\b/, 'stressed'],
  [/\b(sad|upset|crying|unhappy)\b/, 'sad'],
  [/\b(tired|sleepy|exhausted)\b/, 'tired'],
]

function questionNumberOf(text: string): number | null {
  const found = QUESTION_NUMBER.exec(text)
  return found ? Number(found[2]) : null
}

export function intentOf(message: string): Intent {
  const text = fold(message).toLowerCase().replace(/\s+/g, ' ').trim()
  if (!text) return { kind: 'unknown' }
  if (GREETING.test(text)) return { kind: 'greeting' }
  if (ASK_ANSWER.some((p) => p.test(text)))
    return { kind: 'ask_answer', questionNumber: questionNumberOf(text) }
  const number = questionNumberOf(text)
  if (HELP.some((p) => p.test(text)) || (number !== null && text.length < 40))
    return { kind: 'help_question', questionNumber: number }
  const feeling = FEELINGS.find(([pattern]) => pattern.test(text))
  if (feeling) return { kind: 'feelings', feeling: feeling[1] }
  const concept = CONCEPT.exec(text)
  if (concept) return { kind: 'concept', topic: concept[concept.length - 1].replace(/^(a|an|the)\s+/, '') }
  if (THANKS.test(text)) return { kind: 'thanks' }
  return { kind: 'unknown' }
}
