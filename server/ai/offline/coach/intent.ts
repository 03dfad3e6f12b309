import { fold } from '../normalise'
import { PRODUCT } from './product'

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
  /** Wants a question to practise ("give me a question on ratio", "test me"). */
  | { kind: 'practice' }
  /** About Lantern itself (what it is, plans, signing up): the visitors' coach answers from a blurb. */
  | { kind: 'product' }
  /** Not schoolwork (games, videos, celebrities): the coach redirects kindly. */
  | { kind: 'off_topic' }
  | { kind: 'unknown' }

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo)\b[\s!.]*$/
const THANKS = /\b(thanks?|thank you|thx|ty)\b/
const QUESTION_NUMBER = /\b(question|qn|q|no\.?|number)\s*#?\s*(\d{1,2})\b/
const ASK_ANSWER = [
  /\b(what('?s| is) the|give me the|tell me the|show me the)\s+(answer|solution)\b/,
  /\bjust (tell|give) me\b/,
  /\banswer (to|for|of) (question|qn|q|no|number)\b/,
  /\b(ignore|forget)\b[^.]{0,40}\b(instructions?|rules)\b[^.]{0,60}\banswer\b/,
  /(告诉我|给我|说出)[^。]{0,6}答案|答案是什么/,
]
const HELP = [
  /\b(help|stuck|don'?t (get|understand)|do not (get|understand)|confused|how (do|to) (i )?(solve|do|start))\b/,
]
const PRACTICE = [
  /\b(give|send|show) me (a|an|another|one more|some|more)?\s*(\w+ ){0,3}(question|questions|sum|sums|problem|problems|exercise)\b/,
  /\b(test|quiz) me\b/,
  /\b(can|could|may) (i|we) (have|try|do) (a|an|another|one more|some)?\s*(\w+ ){0,3}(question|questions|sum|sums|problem|problems)\b/,
  /\b(i want|let'?s|can i|i'?d like) to (practi[sc]e|try)\b/,
  /^(another|one more)( one| question| please)?[\s!.?]*$/,
  /(给我|出)(一|几)(道|个)[^。]{0,6}题/,
]
/** Things a child may ask a chat that are not schoolwork; a kind redirect, not a refusal. */
const OFF_TOPIC =
  /\b(minecraft|roblox|fortnite|pokemon|video games?|play (a )?games?|youtube|youtuber|tiktok|instagram|movies?|cartoons?|anime|k-?pop|celebrit\w*|football (match|score)|world cup|boyfriend|girlfriend|crush|favou?rite (food|colou?r|song|game|movie)|tell me a joke|sing (me )?a song|your name|how old are you|weather (today|tomorrow))\b/
const CONCEPT =
  /^(what (is|are|does)|why (is|are|do|does)|how (do|does|can) (i|you|we)|explain|what'?s)\s+(.+?)[?.!\s]*$/
const FEELINGS: [RegExp, 'bored' | 'stressed' | 'sad' | 'tired'][] = [
  [/\b(bored|boring)\b/, 'bored'],
  [/\b(stressed|worried|nervous|scared of (the )?(exam|test|psle))\b/, 'stressed'],
  [/\b(sad|upset|crying|unhappy)\b/, 'sad'],
  [/\b(tired|sleepy|exhausted)\b/, 'tired'],
]

/** What a concept question names: "the meaning of an idiom" and "does X mean" both name X. */
const topicOf = (asked: string) =>
  asked
    .replace(/^(the )?meaning of\s+/, '')
    .replace(/\s+(mean|means)$/, '')
    .replace(/^(a|an|the)\s+/, '')

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
  if (PRACTICE.some((p) => p.test(text))) return { kind: 'practice' }
  if (PRODUCT.test(text)) return { kind: 'product' }
  if (OFF_TOPIC.test(text)) return { kind: 'off_topic' }
  const concept = CONCEPT.exec(text)
  if (concept) return { kind: 'concept', topic: topicOf(concept[concept.length - 1]) }
  if (THANKS.test(text)) return { kind: 'thanks' }
  return { kind: 'unknown' }
}
