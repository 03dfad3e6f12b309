import type { Question } from '../../../contracts/question-schemas'
import type { Db } from '../../db/client'
import { type LoadedQuestion, loadQuestions, presentQuestion } from '../quiz/questions'
import { rulesOfKey } from './answer-rules'

/** `details`: parts, options and images; `answers`: the model answers (staff only, when asked). */
export type PresentOptions = { details: boolean; answers: boolean }
export const FULL: PresentOptions = { details: true, answers: false }

export function presentForReader(q: LoadedQuestion, opts: PresentOptions): Question {
  const base = presentQuestion(q)
  const partOf = (id: number) => q.parts.find((p) => p.id === id)
  return {
    ...base,
    ...(opts.answers ? { answer: q.answer ?? null, answer_rules: rulesOfKey(q.answerKey) } : {}),
    options: opts.details ? base.options : [],
    question_images: opts.details ? base.question_images : [],
    sub_questions: opts.details
      ? base.sub_questions.map((p) =>
          opts.answers
            ? {
                ...p,
                answer: partOf(p.id)?.answer ?? null,
                answer_rules: rulesOfKey(partOf(p.id)?.answerKey),
              }
            : p,
        )
      : [],
  }
}

export async function presentIds(db: Db, ids: number[], opts: PresentOptions) {
  return (await loadQuestions(db, ids)).map((q) => presentForReader(q, opts))
}
