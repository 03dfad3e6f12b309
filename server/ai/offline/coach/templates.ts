import type { CoachTurn } from '../../coach-types'

/**
 * The offline coach's words, several ways of saying each so a conversation does not repeat itself. Every
 * template ends with a question or an invitation back to the child (the Socratic rule).
 */
export const TEMPLATES = {
  opening: [
    'Hi! I am your study coach. What are you working on today?',
    'Hello again! Which subject shall we look at together?',
  ],
  greeting: [
    'Hi there! What would you like to work on today?',
    'Hello! Is there a question you are stuck on, or a topic you want to understand better?',
    'Hey! Tell me what you are learning and we can work on it together.',
  ],
  greeting_public: [
    'Hi! I am the Lantern coach. I help children in Primary 4 to 6 learn Maths, Science and English step by step. What would you like to try?',
    'Hello! Ask me about a Primary school topic, or about how Lantern works. What shall we start with?',
  ],
  thanks: ['You are welcome! What would you like to try next?', 'Happy to help. Shall we try another one?'],
  no_answers: [
    "I can't give you the answer, but I can help you find it. Which question are you on, and what have you tried so far?",
    "Finding it yourself is how it sticks, so I won't just tell you. Tell me the question number and we'll take it one step at a time.",
  ],
  which_question: [
    'Which question are you stuck on? Tell me its number, or type the question, and we will work through it together.',
    'Let us look at it together. What does the question ask you to find?',
  ],
  check_understanding: [
    'Can you tell me that in your own words?',
    'Where have you seen this in real life?',
    'What part of that would you like me to explain again?',
  ],
  not_sure: [
    "I'm not sure about that one. Which topic or subject is it from?",
    'Can you tell me a bit more? Which subject is it, and what does the question say?',
  ],
  feelings_bored: [
    'Practice can feel long sometimes. Shall we try a quick question and see how fast you can solve it?',
    'Let us make it more fun: pick a topic you like and I will give you one short challenge. Which topic?',
  ],
  feelings_stressed: [
    'It is normal to feel worried before a test. Take a slow breath. Which topic worries you most? We can practise it together, one small step at a time.',
    'You are doing the right thing by practising. What is one thing you would like to feel more sure about?',
  ],
  feelings_sad: [
    'I am sorry you feel sad. It can help to talk to a grown-up you trust. Would you like to take a short break, or try something easy together?',
  ],
  feelings_tired: [
    'It sounds like you need a rest. A short break and a drink of water can help. Shall we do one small question, or stop for today?',
  ],
} as const satisfies Record<string, readonly string[]>

export type TemplateKey = keyof typeof TEMPLATES

/** The next variant of a template for this thread (rotated in the thread's state, so replies do not repeat). */
export function pick(turn: CoachTurn, key: TemplateKey): string {
  const variants = TEMPLATES[key]
  const used = turn.state.variants ?? {}
  const index = used[key] ?? 0
  turn.state.variants = { ...used, [key]: (index + 1) % variants.length }
  return variants[index % variants.length]
}
