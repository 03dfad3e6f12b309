import type { CoachTurn } from '../../coach-types'

/**
 * The offline coach's words, several ways of saying each so a conversation does not repeat itself. Every
 * reply a child gets ends with a question or an invitation back to them (the Socratic rule); `{topic}` is
 * filled in with what they asked about.
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
    'Hi! I am the Lantern coach. I help children in Primary 4 to 6 learn Maths, Science, English and Chinese step by step. What would you like to try?',
    'Hello! Ask me about a Primary school topic, or about how Lantern works. What shall we start with?',
  ],
  thanks: [
    'You are welcome! What would you like to try next?',
    'Happy to help. Shall we try another one?',
    'Any time! Is there another topic you want to practise?',
  ],
  no_answers: [
    "I can't give you the answer, but I can help you find it. Which question are you on, and what have you tried so far?",
    "Finding it yourself is how it sticks, so I won't just tell you. Tell me the question number and we'll take it one step at a time.",
    "I won't give the answer away, but we can work it out together. What does the question ask you to find?",
  ],
  which_question: [
    'Which question are you stuck on? Tell me its number, or type the question, and we will work through it together.',
    'Let us look at it together. What does the question ask you to find?',
  ],
  hint_opening_answer: [
    "I can't give you the answer, but I can help you find it.",
    "I won't just tell you the answer, but here is a step to get you going.",
  ],
  hint_opening_help: [
    "Let's take it one step at a time.",
    "Good that you asked. Let's work through it together.",
  ],
  hint_next: ['Good. Next step:', 'Now the next step:', 'Let us keep going.'],
  tried_right: ['Yes, well done!', 'That is right, great thinking!', 'Yes! You worked that out.'],
  tried_wrong: [
    'Not quite, but that is a good try. Have another look:',
    'Nearly there. Check your working for this step:',
    'Not yet. Let us look at this step again:',
  ],
  ask_blank: [
    'What number goes where the ? is?',
    'Can you work out the ? for me?',
    'What do you get for the ?',
  ],
  ask_do: ['What do you get when you do that?', 'Can you try that and tell me what you get?'],
  ask_fact: ['How can you use that in this question?', 'How does that help you here?'],
  ladder_done: [
    'You have all the steps now. Put them together, write your answer in the practice and hand it in; then we can look at it together. What do you get when you put the steps together?',
    'That was the last step. Check your working once more, then write your answer in and hand it in. Which step would you like to check again?',
  ],
  no_steps_choice: [
    'Read each option carefully and cross out the ones that cannot be right. Which option can you rule out first, and why?',
  ],
  no_steps: [
    'Read the question again and underline the key words. What is it asking you to find?',
    'What do you already know from the question, and what do you need to find?',
  ],
  check_understanding: [
    'Can you tell me what {topic} means, in your own words?',
    'Where have you seen {topic} in real life?',
    'What part of that would you like me to explain again?',
  ],
  check_maths: [
    'Can you make up a small example of {topic} of your own?',
    'Can you tell me the steps in your own words?',
    'Which part of that would you like to try with numbers?',
  ],
  check_science: [
    'Can you tell me one place you have seen {topic} at home?',
    'Can you explain {topic} in your own words?',
    'What do you think would happen if we changed one thing?',
  ],
  check_english: [
    'Can you write one sentence of your own that shows this?',
    'Can you think of another example?',
  ],
  which_topic: [
    'Which topic would you like a question on? Tell me, and I will find one for you.',
    'Happy to! Which subject and topic shall the question be about?',
  ],
  try_this: ['Try this one:', 'Here is one to practise. Try this one:'],
  try_this_end: [
    'Tell me what you get, and I can give you a hint if you need one.',
    'What is your first step?',
  ],
  not_sure: [
    "I'm not sure about that one. Which topic or subject is it from?",
    'Can you tell me a bit more? Which subject is it, and what does the question say?',
  ],
  off_topic: [
    'That sounds fun! I am your study coach, so I can help with Maths, Science, English and Chinese. What are you learning at school this week?',
    'I would love to chat, but my job is to help you learn. Which subject shall we practise together?',
    'Good question, but it is not one I can help with. Is there a school topic you are curious about?',
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
export function pick(turn: CoachTurn, key: TemplateKey, values: { topic?: string } = {}): string {
  const variants = TEMPLATES[key]
  const used = turn.state.variants ?? {}
  const index = used[key] ?? 0
  turn.state.variants = { ...used, [key]: (index + 1) % variants.length }
  const text: string = variants[index % variants.length]
  return text.replace('{topic}', values.topic || 'this')
}
