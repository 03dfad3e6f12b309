import type { AnswerRules } from '../../../contracts/question-schemas'
import { type AnswerKey, QUESTION_TYPE } from '../../ai/types'
import type { QuestionOption, Threshold } from '../../db/schema'
import { applicableRules, applyAnswerRules, ratioKey, ratioTermsOf } from './answer-rules'
import { fieldError } from './lookups'
import { criteriaFromScheme, markWord } from './marking-scheme'
import { numericKeyOf } from './numeric-answer'

export type KeyInput = {
  question_type_id: number
  options?: { text: string; is_correct: boolean; order: number }[]
  answer?: string | null
  max_score: number
  marking_scheme?: string | null
  /** The author's answer rules; null or left out: none (see `KeyContext.keptRules`). */
  answer_rules?: AnswerRules | null
}
export type KeyContext = {
  /** Where the input sits in the request, for the messages' paths ('question', 'question.sub_questions.0'). */
  path: string
  /** The options stored before this edit: an option whose text is unchanged keeps its id. */
  existingOptions?: QuestionOption[]
  /** The score bands an oral question uses. */
  thresholds: Threshold[]
  /** The rules stored before this edit, kept when the input leaves answer_rules out. */
  keptRules?: AnswerRules | null
}
export type BuiltKey = {
  key: AnswerKey
  options: QuestionOption[]
  answer: string | null
  markingScheme: string
}

function assignOptions(
  input: NonNullable<KeyInput['options']>,
  existing: QuestionOption[] = [],
): QuestionOption[] {
  let next = Math.max(0, ...existing.map((o) => o.id))
  const taken = new Set<number>()
  return [...input]
    .sort((a, b) => a.order - b.order)
    .map((o) => {
      const same = existing.find((e) => e.text === o.text.trim() && !taken.has(e.id))
      const id = same?.id ?? ++next
      taken.add(id)
      return { id, text: o.text.trim(), image: same?.image ?? null, order: o.order }
    })
}

function choiceKey(input: KeyInput, ctx: KeyContext): BuiltKey {
  const path = `${ctx.path}.options`
  const given = input.options ?? []
  if (given.length < 2 || given.some((o) => !o.text.trim())) {
    throw fieldError(path, 'A multiple-choice question needs at least two options, each with its text.')
  }
  if (!given.some((o) => o.is_correct))
    throw fieldError(path, 'Mark the right option (or options) with is_correct: true.')
  const sorted = [...given].sort((a, b) => a.order - b.order)
  const options = assignOptions(given, ctx.existingOptions)
  const correct = options.filter((_, i) => sorted[i].is_correct)
  const answer = correct.map((o) => `(${options.indexOf(o) + 1}) ${o.text}`).join('; ')
  return {
    key: {
      kind: 'choice',
      options: options.map((o) => ({ id: o.id, text: o.text })),
      correct: correct.map((o) => o.id),
    },
    options,
    answer,
    markingScheme:
      input.marking_scheme?.trim() ||
      `${markWord(input.max_score)} for ${answer}. No marks for any other option.`,
  }
}

function openKey(input: KeyInput, ctx: KeyContext, answer: string | null): BuiltKey {
  const scheme = input.marking_scheme?.trim() || null
  let criteria = criteriaFromScheme(scheme ?? answer)
  if (!criteria.length) {
    if (!answer) {
      throw fieldError(
        `${ctx.path}.marking_scheme`,
        'An open-ended question needs a marking scheme, one criterion a line like "- 1 mark: The water evaporates (key ideas: evaporate + heat)", or at least a model answer.',
      )
    }
    criteria = [{ id: 'c1', marks: input.max_score, description: answer, concepts: [] }]
  }
  const total = criteria.reduce((sum, c) => sum + c.marks, 0)
  if (Math.abs(total - input.max_score) > 1e-9) {
    throw fieldError(
      `${ctx.path}.max_score`,
      `The marking scheme gives ${markWord(total)} but ${ctx.path.includes('sub_questions') ? 'this part' : 'the question'} is worth ${markWord(input.max_score)}; make them agree.`,
    )
  }
  return {
    key: { kind: 'open', criteria },
    options: [],
    answer,
    markingScheme: scheme ?? criteria.map((c) => `- ${markWord(c.marks)}: ${c.description}`).join('\n'),
  }
}

/**
 * The answer key of one question or part with the author's answer rules on it (issue 13). Rules left out of an
 * edit stay as they were; null clears them.
 */
export function buildAnswerKey(input: KeyInput, ctx: KeyContext): BuiltKey {
  const kept = input.answer_rules === undefined
  const built = baseKey(input, ctx, kept ? ctx.keptRules : input.answer_rules)
  const rules = kept ? applicableRules(ctx.keptRules, built.key) : input.answer_rules
  const where = {
    path: ctx.path,
    answer: built.answer,
    questionTypeId: input.question_type_id,
    maxScore: input.max_score,
  }
  if (!kept) return { ...built, key: applyAnswerRules(built.key, rules, where) }
  try {
    return { ...built, key: applyAnswerRules(built.key, rules, where) }
  } catch {
    // An edit that changes the answer so the stored rules no longer describe it ("3/4" where "12.6" had 1 decimal
    // place) and says nothing of the rules: they go with the old answer, as they would for a client that knows none.
    return built
  }
}

/**
 * The answer key of one question or part, from what the author wrote: options with is_correct make a choice
 * key; a numeric question's answer (or a short answer that is just a number) a numeric key; a ratio ("2 : 3") of a numeric question, or of one whose rules say ratio, a ratio key; an open-ended
 * question's marking scheme its criteria; an oral question's answer the text to read; otherwise the answer is
 * the accepted text, with alternatives separated by "|".
 */
function baseKey(input: KeyInput, ctx: KeyContext, rules: AnswerRules | null | undefined): BuiltKey {
  const type = input.question_type_id
  const answer = input.answer?.trim() || null
  const scheme = (fallback: string) => input.marking_scheme?.trim() || fallback
  if (type === QUESTION_TYPE.MULTIPLE_CHOICE || input.options?.length) {
    if (type !== QUESTION_TYPE.MULTIPLE_CHOICE) {
      throw fieldError(
        `${ctx.path}.options`,
        'Only a multiple-choice question (type 1) has options; remove them or change the type.',
      )
    }
    return choiceKey(input, ctx)
  }
  if (type === QUESTION_TYPE.OPEN_ENDED) return openKey(input, ctx, answer)
  if (!answer)
    throw fieldError(`${ctx.path}.answer`, 'Write the answer: it is what the marker compares with.')
  if (type === QUESTION_TYPE.ORAL) {
    const bands = ctx.thresholds.map((t) => `${t.min_score}% or more → ${markWord(t.marks)}`).join('; ')
    return {
      key: { kind: 'oral', expectedText: answer, thresholds: ctx.thresholds },
      options: [],
      answer,
      markingScheme: scheme(`The reading is compared word by word with the text. Accuracy bands: ${bands}.`),
    }
  }
  const terms = ratioTermsOf(answer)
  if (terms && (type === QUESTION_TYPE.NUMERIC || rules?.ratio)) {
    return {
      key: ratioKey(terms, rules ?? {}),
      options: [],
      answer,
      markingScheme: scheme(`${markWord(input.max_score)} for the ratio ${answer}.`),
    }
  }
  const numeric = numericKeyOf(answer, type === QUESTION_TYPE.NUMERIC)
  if (type === QUESTION_TYPE.NUMERIC && !numeric) {
    throw fieldError(
      `${ctx.path}.answer`,
      'A numeric question needs one number as its answer, with its unit if any, e.g. 3/4, 0.75 or 12 cm.',
    )
  }
  if (numeric)
    return {
      key: numeric,
      options: [],
      answer,
      markingScheme: scheme(`${markWord(input.max_score)} for ${answer}.`),
    }
  const accepted = answer
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean)
  return {
    key: { kind: 'text', accepted },
    options: [],
    answer: accepted[0],
    markingScheme: scheme(`${markWord(input.max_score)} for "${accepted.join('" or "')}".`),
  }
}
