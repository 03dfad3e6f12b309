import type { MarkableQuestion } from '../types'
import { QUESTION_TYPE } from '../types'

/** Questions for the provider's tests: one of each kind the routing cares about. */
export const puddle: MarkableQuestion = {
  id: 101,
  questionTypeId: QUESTION_TYPE.OPEN_ENDED,
  text: 'A puddle on the playground dried up by the afternoon. Explain why.',
  maxScore: 2,
  key: {
    kind: 'open',
    criteria: [
      { id: 'evaporation', description: 'The water evaporated', marks: 1, concepts: [['evaporat']] },
      {
        id: 'heat',
        description: 'Heat from the Sun made it evaporate faster',
        marks: 1,
        concepts: [['heat', 'sun']],
      },
    ],
  },
  solution: 'The Sun heats the water. The water gains heat and evaporates into water vapour in the air.',
  markingScheme: '1 mark: evaporation. 1 mark: heat from the Sun.',
}

/** A scheme whose criteria add up to more than the question is worth. */
export const generousScheme: MarkableQuestion = {
  ...puddle,
  id: 102,
  maxScore: 3,
  key: {
    kind: 'open',
    criteria: [
      { id: 'evaporation', description: 'The water evaporated', marks: 2, concepts: [['evaporat']] },
      { id: 'heat', description: 'Heat from the Sun', marks: 2, concepts: [['heat', 'sun']] },
    ],
  },
}

export const fraction: MarkableQuestion = {
  id: 201,
  questionTypeId: QUESTION_TYPE.NUMERIC,
  text: 'What is 3/4 of 20?',
  maxScore: 1,
  key: { kind: 'numeric', value: 15 },
  solution: '20 ÷ 4 = 5, and 3 × 5 = 15.',
  markingScheme: '1 mark for 15.',
}

export const planets: MarkableQuestion = {
  id: 202,
  questionTypeId: QUESTION_TYPE.MULTIPLE_CHOICE,
  text: 'Which is a source of light?',
  maxScore: 1,
  key: {
    kind: 'choice',
    options: [
      { id: 1, text: 'The Moon' },
      { id: 2, text: 'The Sun' },
    ],
    correct: [2],
  },
  solution: 'The Sun gives off its own light; the Moon reflects it.',
  markingScheme: '1 mark for the Sun.',
}

export const opposite: MarkableQuestion = {
  id: 203,
  questionTypeId: QUESTION_TYPE.SHORT_TEXT,
  text: 'Give the opposite of "ancient".',
  maxScore: 1,
  key: { kind: 'text', accepted: ['modern'] },
  solution: 'Ancient means very old, so its opposite is modern.',
  markingScheme: '1 mark for modern.',
}

export const twoParts: MarkableQuestion = {
  id: 301,
  questionTypeId: QUESTION_TYPE.MULTI_PART,
  text: 'Answer both parts.',
  maxScore: 3,
  key: { kind: 'open', criteria: [] },
  solution: 'See each part.',
  markingScheme: 'See each part.',
  parts: [fraction, puddle],
}

/** A scheme with an idea whose opposite is wrong science (issue 13's "right words, wrong science"). */
export const handle: MarkableQuestion = {
  id: 104,
  questionTypeId: QUESTION_TYPE.OPEN_ENDED,
  text: 'The handle of a frying pan is made of plastic. Explain why.',
  maxScore: 2,
  key: {
    kind: 'open',
    criteria: [
      {
        id: 'insulator',
        description: 'Plastic is a poor conductor of heat',
        marks: 1,
        concepts: [
          ['plastic is a poor conductor', 'plastic is an insulator', 'plastic does not conduct heat'],
        ],
      },
      {
        id: 'safe',
        description: 'So the handle does not get hot and we do not get burnt',
        marks: 1,
        concepts: [['not get burnt', 'not burn', 'handle stays cool', 'not get hot']],
      },
    ],
  },
  solution: 'Plastic is a poor conductor of heat, so the handle does not get hot and we do not get burnt.',
  markingScheme: '1 mark: plastic is a poor conductor of heat. 1 mark: so we do not get burnt.',
}
