import type { EncouragementEvent } from '../../../contracts/constants'
import { OTHER_TEMPLATES } from './engagement/trigger-templates'

/**
 * What the coach says during a practice (product.md "Encouragement", events 1–18; plan §8.3): short, warm,
 * using the child's first name (`{name}`), several variants each so a child does not read the same line twice
 * in a row. Written by people, never by a model (plan Q8): instant, safe, and nothing leaves the server.
 */
export const ENCOURAGEMENT_TEMPLATES: Record<EncouragementEvent, string[]> = {
  excellence_3: [
    'Three right in a row, {name}! You are really getting this.',
    'Wow, {name}, three out of three so far. Keep that focus!',
    '{name}, three correct answers already. Great start!',
  ],
  excellence_6: [
    'Six in a row, {name}! That is superstar work.',
    '{name}, six correct answers without a miss. Amazing!',
    'Six for six, {name}! You should be proud of yourself.',
  ],
  excellence_broken: [
    'That one was tricky, {name}, but you were doing so well. Take a breath and keep going.',
    "{name}, everyone misses a few. Remember that great run you had? You've got this.",
    'A small bump, {name}. Read the next question slowly and you will be back on track.',
  ],
  fast_incorrect_unchanged: [
    '{name}, try slowing down a little. Read the question twice before you choose.',
    'No rush, {name}! Take your time and check each answer before you pick one.',
    "{name}, a quick answer isn't always the right one. Give yourself a moment to think.",
  ],
  fast_incorrect_changed: [
    '{name}, it is good to think again! Next time, work it out first, then pick your answer.',
    'Changing your mind is fine, {name}. Try working it out on paper before choosing.',
    '{name}, take a moment to be sure before you answer. You can do it.',
  ],
  streak_2: [
    'Two in a row, {name}! Nice.',
    "That's two right, {name}. Keep it up!",
    '{name}, two correct answers in a row. Well done!',
  ],
  streak_3: [
    'Three in a row, {name}! You are on a roll.',
    '{name}, another one right. That makes three!',
    'Three correct, {name}. Your hard work is showing!',
  ],
  streak_4: [
    'Four in a row, {name}! Fantastic.',
    '{name}, four right answers in a row. Brilliant thinking!',
    'Four for four, {name}. Can you make it five?',
  ],
  streak_5: [
    'Five in a row, {name}! You are unstoppable.',
    '{name}, five correct answers in a row. Incredible!',
    'High five, {name}! That is five right in a row.',
  ],
  midway_no_message: [
    "You're halfway there, {name}! Keep going.",
    '{name}, half the questions are done. You are doing well!',
    'Halfway, {name}! Stretch, smile, and carry on.',
  ],
  idle_90: [
    'Still thinking, {name}? That is okay. Read the question again slowly.',
    '{name}, take your time. Try breaking the question into small steps.',
    'Need a moment, {name}? Look for the key words in the question.',
  ],
  idle_120: [
    '{name}, if you are stuck, try your best guess and move on. You can come back to it.',
    "It's okay to find this one hard, {name}. You can ask me for a hint in the chat.",
    '{name}, stuck questions help us learn. Have a go, and we will look at it together after.',
  ],
  goal_third: [
    "A third of today's goal done, {name}! Nice steady work.",
    "{name}, you're one third of the way to your goal. Keep it up!",
    'One third done, {name}. Every question makes you stronger.',
  ],
  goal_half: [
    "Half of today's goal, {name}! You are doing great.",
    "{name}, you're halfway to your goal. Keep going!",
    'Halfway to your goal, {name}. I knew you could do it!',
  ],
  goal_two_thirds: [
    'Two thirds done, {name}! The finish line is close.',
    '{name}, only a few more to reach your goal. You can do it!',
    'Almost there, {name}! Two thirds of your goal is done.',
  ],
  new_user_1: [
    'Your very first answer, {name}! Welcome, I am glad you are here.',
    '{name}, you answered your first question. What a great start!',
    'First one done, {name}! Let us keep learning together.',
  ],
  new_user_3: [
    '{name}, three questions done already. You are settling in nicely!',
    'Three answers in, {name}. You are getting the hang of this!',
    'Look at you go, {name}! Three questions done.',
  ],
  new_user_5: [
    'Five questions done, {name}! You are a natural.',
    '{name}, five answers already. I am proud of you!',
    "That's five, {name}! You are learning so much today.",
  ],
}

/** A line after an answer when no event was named: the latest answer right, wrong, or not known. */
export const ANSWER_TEMPLATES = {
  correct: [
    'Well done, {name}! That was right.',
    'Yes, {name}! Great thinking.',
    'Correct, {name}! Keep it up.',
  ],
  incorrect: [
    'Not quite, {name}, but every mistake helps you learn. Try the next one!',
    "Good try, {name}. Let's see what we can learn from this one.",
    '{name}, that one was tricky. You will get the next one!',
  ],
  unknown: [
    'Keep going, {name}! You are doing well.',
    "I'm cheering for you, {name}!",
    '{name}, one question at a time. You can do this!',
  ],
}

/** Every template bank by key: `encouragement:<event>`, `trigger:<id>`, `survey:<kind>_<trigger>`, and more. */
export const NUDGE_TEMPLATES: Record<string, string[]> = {
  ...Object.fromEntries(
    Object.entries(ENCOURAGEMENT_TEMPLATES).map(([key, lines]) => [`encouragement:${key}`, lines]),
  ),
  ...Object.fromEntries(Object.entries(ANSWER_TEMPLATES).map(([key, lines]) => [`answer:${key}`, lines])),
  ...OTHER_TEMPLATES,
}

/** A template with the child's first name in it. */
export const fillTemplate = (template: string, firstName: string) => template.replaceAll('{name}', firstName)
