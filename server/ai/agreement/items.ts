import {
  type AnswerKey,
  type MarkableQuestion,
  QUESTION_TYPE,
  type QuestionTypeId,
  type StudentAnswer,
} from '../types'

/** One answer and the mark a PSLE examiner gave it, written before the engine was run on it. */
export type Examined = [answer: string | StudentAnswer, examinerMark: number]
export type AgreementItem = { question: MarkableQuestion; answers: Examined[]; open: boolean }

const TYPE: Record<AnswerKey['kind'], QuestionTypeId> = {
  choice: QUESTION_TYPE.MULTIPLE_CHOICE,
  numeric: QUESTION_TYPE.NUMERIC,
  text: QUESTION_TYPE.SHORT_TEXT,
  open: QUESTION_TYPE.OPEN_ENDED,
  oral: QUESTION_TYPE.ORAL,
}

let nextId = 9000

/** A question in the bank's style, with its answer key and rules, and the answers examined against it. */
export function item(
  text: string,
  key: AnswerKey,
  answers: Examined[],
  extra: Partial<MarkableQuestion> = {},
): AgreementItem {
  const question: MarkableQuestion = {
    id: nextId++,
    questionTypeId: TYPE[key.kind],
    text,
    maxScore: 1,
    key,
    solution: '',
    markingScheme: '',
    ...extra,
  }
  return { question, answers, open: key.kind === 'open' }
}

export const asAnswer = (a: string | StudentAnswer): StudentAnswer =>
  typeof a === 'string' ? { value: a } : a
