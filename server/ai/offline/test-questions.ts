import {
  type AnswerKey,
  type ChoiceKey,
  type Criterion,
  type MarkableQuestion,
  type NumericKey,
  QUESTION_TYPE,
  type TextKey,
} from '../types'

const TYPE_OF: Record<AnswerKey['kind'], MarkableQuestion['questionTypeId']> = {
  choice: QUESTION_TYPE.MULTIPLE_CHOICE,
  numeric: QUESTION_TYPE.NUMERIC,
  text: QUESTION_TYPE.SHORT_TEXT,
  open: QUESTION_TYPE.OPEN_ENDED,
  oral: QUESTION_TYPE.ORAL,
}

let nextId = 1

/** A question around an answer key, for the offline engine's tests. */
export function question(key: AnswerKey, extra: Partial<MarkableQuestion> = {}): MarkableQuestion {
  return {
    id: nextId++,
    questionTypeId: TYPE_OF[key.kind],
    text: 'A question',
    maxScore: 1,
    key,
    solution: 'The worked solution.',
    markingScheme: 'The marking scheme.',
    ...extra,
  }
}

export const numeric = (key: Omit<NumericKey, 'kind'>, extra: Partial<MarkableQuestion> = {}) =>
  question({ kind: 'numeric', ...key }, extra)

export const text = (key: Omit<TextKey, 'kind'>, extra: Partial<MarkableQuestion> = {}) =>
  question({ kind: 'text', ...key }, extra)

/** P5 Science: why a puddle dries up on a sunny day, two marks. */
export const puddle = question(
  {
    kind: 'open',
    criteria: [
      {
        id: 'heat',
        description: 'Heat from the sun',
        marks: 1,
        concepts: [
          ['heat', 'warm', 'hot'],
          ['sun', 'sunlight'],
        ],
      },
      {
        id: 'evaporate',
        description: 'Water evaporates into water vapour',
        marks: 1,
        concepts: [
          ['evaporate', 'evaporation'],
          ['water vapour', 'vapour', 'gas'],
        ],
      },
    ] satisfies Criterion[],
  },
  {
    text: 'A puddle on the school field dried up by the afternoon. Explain why.',
    maxScore: 2,
    solution:
      '1. The sun heats the water in the puddle.\n2. The water gains heat and **evaporates** into water vapour, which mixes with the air.',
    markingScheme:
      '1 mark: heat from the sun. 1 mark: evaporation into water vapour. TEACHER NOTE: accept steam.',
  },
)

/** P4 Science: changes of state, options A to D. */
export const condensation: MarkableQuestion = question(
  {
    kind: 'choice',
    options: [
      { id: 11, text: 'Liquid to gas' },
      { id: 12, text: 'Gas to liquid' },
      { id: 13, text: 'Solid to liquid' },
      { id: 14, text: 'Liquid to solid' },
    ],
    correct: [12],
  } satisfies ChoiceKey,
  {
    text: 'Condensation is the change of state from …',
    solution: 'Condensation happens when water vapour (a gas) loses heat and becomes water (a liquid).',
  },
)
