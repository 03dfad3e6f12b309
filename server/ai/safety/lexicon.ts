/**
 * What the offline classifier looks for, by category, as patterns over `forMatching` text. Phrases rather than
 * single words wherever a word has an innocent school meaning ("the plant died", "shoot a basketball",
 * "a sharp knife to cut the paper"), since a child's homework must never be refused for its vocabulary.
 */
export type Category =
  | 'self_harm'
  | 'abuse'
  | 'sexual'
  | 'violence'
  | 'bullying'
  | 'hate'
  | 'profanity'
  | 'injection'

// "want to die", "wanna die", "kill myself", "hurt myself", "end my life", "better off dead", "no reason to live".
const SELF_HARM = [
  /\b(want|wanna|going|gonna|wish|try(ing)?) (to )?(die|be dead)\b/,
  /\b(kill|hurt|cut|harm) (my ?self|myself)\b/,
  /\b(kill|hurt|harm) (your ?self|yourself)\b/,
  /\bend (my|it all|my own) (life)?\b/,
  /\b(better off|rather be) dead\b/,
  /\bno (reason|point) (to|in) (live|living)\b/,
  /\bsuicid/,
  /\bnobody would (miss|care about) me\b/,
  /\bi (do not|don't|dont) want to (live|be alive|wake up)\b/,
  /(想死|自杀|不想活)/,
  /\b(mahu|nak) mati\b/,
]
const ABUSE = [
  /\b(he|she|they|my \w+|someone|somebody|a man|an adult) (hits|hit|beats|beat|touches|touched|hurts|hurt|kicks|slaps) me\b/,
  /\btouch(es|ed)? me (where|there|in private)\b/,
  /\b(scared|afraid) to go home\b/,
  /\b(locked|locks) me (up|in)\b/,
  /\bsecret (game|touch)\b/,
]
const SEXUAL = [/\b(sex|sexy|porn|naked|nude|nudes|boobs|penis|vagina|horny)\b/]
const VIOLENCE = [
  /\b(kill|stab|shoot|murder|beat up|bash) (you|him|her|them|my \w+|everyone|people|the teacher)\b/,
  /\bhow (do i|to|can i) (make|build|get) (a )?(bomb|gun|weapon|poison)\b/,
  /\b(bomb|shoot up) (the|my) school\b/,
  /\bi will (hurt|kill|stab) /,
]
const BULLYING = [
  /\b(they|he|she|everyone|my classmates?|kids at school) (bully|bullies|bullied|tease|teases|laugh at|laughs at) me\b/,
  /\bi (am|was|get|got) (being )?bullied\b/,
  /\bnobody (likes|wants to play with) me\b/,
]
const HATE = [/\b(n[i1]gg(er|a)s?|f[a@]gg?ots?|retard(ed|s)?|k[e3]ling)\b/]
const PROFANITY = [
  /\b(fu?ck\w*|shi?t(s|ty|head)?|bitch\w*|bastard|asshole|dickhead|cunt|wtf|stfu|knn|cb|lanjiao)\b/,
]
// The marker's own patterns (server/ai/openai/student-text.ts) and the usual attempts to talk to the system.
const INJECTION = [
  /\b(ignore|disregard|forget)\b[^.\n]{0,40}\b(instructions?|previous|above|rules|prompt)\b/,
  /\byou are now\b/,
  /\bsystem prompt\b/,
  /\bdeveloper mode\b/,
  /(^|\n)\s*(system|assistant|developer)\s*:/,
  /<\s*\/?\s*(system|assistant|student_message|student_answer|instructions?)\b/,
  /\b(pretend|act) (you are|to be|as) (my )?(teacher|the marker|an? ai without rules)\b/,
  /\b(the )?rules (have )?changed\b/,
]

export const LEXICON: Record<Category, RegExp[]> = {
  self_harm: SELF_HARM,
  abuse: ABUSE,
  sexual: SEXUAL,
  violence: VIOLENCE,
  bullying: BULLYING,
  hate: HATE,
  profanity: PROFANITY,
  injection: INJECTION,
}
