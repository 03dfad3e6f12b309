import { z } from 'zod'
import { SaveQuestionFieldsSchema } from '../../../contracts/question-authoring'
import { QUESTION_TYPE } from '../../ai/types'
import { badRequest } from '../../errors'
import { assertQuestionType, fieldError } from './lookups'

const Scheme = z.string().trim().max(20000).nullable().optional()
/** The marking scheme of the question and of each part; without it, open-ended criteria come from the answer's lines. */
const SchemeFields = z.object({
  marking_scheme: Scheme,
  sub_questions: z.array(z.object({ marking_scheme: Scheme }).passthrough()).optional(),
})

function parseOrThrow<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.join('.') || 'question',
    message: i.message,
  }))
  throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues)
}

/** The question JSON of PUT /questions, validated by the contract's schema plus the rules of question types. */
export function parseQuestionInput(raw: unknown) {
  const { question } = parseOrThrow(SaveQuestionFieldsSchema, { question: raw })
  const schemes = parseOrThrow(z.object({ question: SchemeFields }), { question: raw }).question
  assertQuestionType(question.question_type_id, 'question.question_type_id')
  const multi = question.question_type_id === QUESTION_TYPE.MULTI_PART
  if (multi !== question.sub_questions.length > 0) {
    throw fieldError(
      'question.sub_questions',
      multi
        ? 'A multi-part question (type 6) needs its parts in sub_questions.'
        : 'Only a multi-part question (type 6) has sub_questions; change the type or remove them.',
    )
  }
  const parts = [...question.sub_questions]
    .map((p, i) => ({ ...p, marking_scheme: schemes.sub_questions?.[i]?.marking_scheme, index: i }))
    .sort((a, b) => a.order - b.order)
  for (const p of parts) {
    assertQuestionType(p.question_type_id, `question.sub_questions.${p.index}.question_type_id`)
    if (
      p.question_type_id === QUESTION_TYPE.MULTIPLE_CHOICE ||
      p.question_type_id === QUESTION_TYPE.MULTI_PART
    ) {
      throw fieldError(
        `question.sub_questions.${p.index}.question_type_id`,
        'A part can be numeric, short text, open-ended or oral (it has no options or parts of its own).',
      )
    }
  }
  if (multi) {
    const total = parts.reduce((sum, p) => sum + p.max_score, 0)
    if (Math.abs(total - question.max_score) > 1e-9) {
      throw fieldError(
        'question.max_score',
        `The parts are worth ${total} marks in all, so the question's max_score must be ${total}.`,
      )
    }
  }
  // A scheme left out (undefined) of an edit may stay as it was (see `keptScheme`); null clears it.
  return { ...question, marking_scheme: schemes.marking_scheme, sub_questions: parts }
}
export type ParsedQuestion = ReturnType<typeof parseQuestionInput>
