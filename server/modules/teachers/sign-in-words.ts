import { randomInt } from 'node:crypto'

// Short, friendly words a seven-year-old can read and type; none is a name, a rude word or easy to misspell.
const ADJECTIVES = [
  'amber',
  'bold',
  'brave',
  'bright',
  'calm',
  'clever',
  'cosy',
  'crisp',
  'curly',
  'daring',
  'eager',
  'fancy',
  'fluffy',
  'fresh',
  'frosty',
  'gentle',
  'giant',
  'glad',
  'golden',
  'happy',
  'jolly',
  'kind',
  'lively',
  'lucky',
  'merry',
  'mighty',
  'misty',
  'nimble',
  'peppy',
  'plucky',
  'polite',
  'proud',
  'quick',
  'quiet',
  'rapid',
  'rosy',
  'shiny',
  'silver',
  'smart',
  'snowy',
  'sparkly',
  'speedy',
  'spotty',
  'steady',
  'sunny',
  'swift',
  'tidy',
  'witty',
]
const NOUNS = [
  'acorn',
  'badger',
  'banjo',
  'beacon',
  'bubble',
  'button',
  'cactus',
  'canoe',
  'comet',
  'cookie',
  'dolphin',
  'dragon',
  'falcon',
  'feather',
  'ferry',
  'garden',
  'gecko',
  'giraffe',
  'harbour',
  'jigsaw',
  'kettle',
  'koala',
  'lantern',
  'lemon',
  'meadow',
  'mango',
  'marble',
  'otter',
  'panda',
  'parrot',
  'pebble',
  'penguin',
  'pepper',
  'pickle',
  'pillow',
  'planet',
  'puffin',
  'rabbit',
  'rocket',
  'sailor',
  'tiger',
  'tulip',
  'turtle',
  'violin',
  'walrus',
  'whale',
  'willow',
  'zebra',
]

const pick = (words: string[]) => words[randomInt(words.length)]

/**
 * A password a child can read off a card and type: two words and two digits, about 18 bits, e.g.
 * "sunny-otter-47". Sign-in throttling (ADR 0019) makes guessing it online hopeless; a teacher can reset it.
 */
export function childPassword() {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${randomInt(10, 100)}`
}

/** A username made from a child's name: letters only, first name and last initial, e.g. "chloe.t". */
export function usernameBase(firstName: string, lastName: string) {
  const letters = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
  const first = letters(firstName).slice(0, 20) || 'student'
  const initial = letters(lastName).slice(0, 1)
  return initial ? `${first}.${initial}` : first
}
