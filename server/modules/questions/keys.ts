import { QUESTION_TYPE } from '../../ai/types'
import type { AppContext } from '../../context'
import type { courses, questions } from '../../db/schema'
import { type BuiltKey, buildAnswerKey } from './answer-key'
import { rulesOfKey } from './answer-rules'
import { effectiveBands } from './bands'
import type { ParsedQuestion } from './input'
import { keepUnseenIdeas } from './kept-ideas'
import { fieldError } from './lookups'
import { criteriaFromScheme } from './marking-scheme'

type QuestionRow = typeof questions.$inferSelect
const letter = (i: number) => String.fromCharCode(97 + i)

type SchemeInput = {
  question_type_id: number
  answer?: string | null
  max_score: number
  marking_scheme?: string | null
}
const sameAnswer = (a: string | null | undefined, b: string | null | undefined) =>
  (a?.trim() || null) === (b?.trim() || null)

/**
 * The stored scheme, when an edit leaves `marking_scheme` out and changes nothing it was written for (type,
 * answer, marks): a teacher who only changes the marking rules keeps the scheme and its criteria. A choice
 * question's scheme names its right option, so it is always written again.
 */
function keptScheme(input: SchemeInput, old: QuestionRow | null | undefined) {
  if (input.marking_scheme !== undefined || !old || input.question_type_id === QUESTION_TYPE.MULTIPLE_CHOICE)
    return null
  // An open answer's criteria come from its scheme's lines when it has them: its model answer may change alone.
  const answerFree =
    input.question_type_id === QUESTION_TYPE.OPEN_ENDED && criteriaFromScheme(old.markingScheme).length > 0
  const unchanged =
    old.questionTypeId === input.question_type_id &&
    old.maxScore === input.max_score &&
    (answerFree || sameAnswer(input.answer, old.answer))
  return unchanged && old.markingScheme ? old : null
}

/**
 * The stored rules an edit that leaves `answer_rules` out keeps: the other accepted answers only while the
 * answer they are alternatives to stays the same.
 */
function keptRulesOf(input: SchemeInput, old: QuestionRow | null | undefined) {
  const rules = rulesOfKey(old?.answerKey)
  if (!rules?.alternatives || sameAnswer(input.answer, old?.answer)) return rules
  const { alternatives: _, ...rest } = rules
  return rest
}

/**
 * The key built with the kept scheme, its open criteria exactly as they were (they may not come from text); or,
 * with a scheme the edit wrote, with what the old scheme's lines could not show kept (`keepUnseenIdeas`).
 */
function withKeptScheme<T extends SchemeInput>(input: T, old: QuestionRow | null, build: (i: T) => BuiltKey) {
  const kept = keptScheme(input, old)
  if (!kept) {
    const built = build(input)
    if (built.key.kind !== 'open' || !input.marking_scheme?.trim() || !old) return built
    return { ...built, key: { ...built.key, criteria: keepUnseenIdeas(built.key.criteria, old) } }
  }
  const built = build({ ...input, marking_scheme: kept.markingScheme })
  const criteria = kept.answerKey?.kind === 'open' ? kept.answerKey.criteria : null
  return built.key.kind === 'open' && criteria ? { ...built, key: { ...built.key, criteria } } : built
}

/**
 * The answer keys of a question and its parts. `existing` and `oldParts` (when editing) keep option ids and
 * each question's own score bands; an oral question without its own bands uses its level's defaults.
 */
export async function buildQuestionKeys(
  ctx: AppContext,
  a: {
    input: ParsedQuestion
    course: typeof courses.$inferSelect
    existing?: QuestionRow | null
    oldParts?: QuestionRow[]
  },
) {
  const { input } = a
  const bandsFor = async (maxScore: number, own: QuestionRow | null | undefined) =>
    (
      await effectiveBands(ctx.db, {
        subjectId: a.course.subjectId,
        academicLevelId: a.course.academicLevelId,
        maxScore,
        thresholds: own?.thresholds ?? null,
      })
    ).thresholds
  const parts: {
    input: ParsedQuestion['sub_questions'][number]
    old: QuestionRow | null
    built: BuiltKey
  }[] = []
  for (const [i, p] of input.sub_questions.entries()) {
    const old = a.oldParts?.[i] ?? null
    const thresholds = await bandsFor(p.max_score, old)
    const built = withKeptScheme(p, old, (input) =>
      buildAnswerKey(input, {
        path: `question.sub_questions.${p.index}`,
        thresholds,
        keptRules: keptRulesOf(p, old),
      }),
    )
    parts.push({ input: p, old, built })
  }
  if (input.question_type_id !== QUESTION_TYPE.MULTI_PART) {
    const thresholds = await bandsFor(input.max_score, a.existing)
    const built = withKeptScheme(input, a.existing ?? null, (i) =>
      buildAnswerKey(i, {
        path: 'question',
        existingOptions: a.existing?.options,
        thresholds,
        keptRules: keptRulesOf(i, a.existing),
      }),
    )
    return { built, parts }
  }
  if (input.answer_rules && Object.keys(input.answer_rules).length) {
    throw fieldError(
      'question.answer_rules',
      'A multi-part question is marked part by part: set the answer rules on each part in sub_questions.',
    )
  }
  const built: BuiltKey = {
    key: { kind: 'open', criteria: [] },
    options: [],
    answer: input.answer?.trim() || parts.map((p, i) => `(${letter(i)}) ${p.built.answer}`).join('; '),
    markingScheme:
      input.marking_scheme?.trim() ||
      parts.map((p, i) => `(${letter(i)}) [${p.input.max_score}] ${p.built.markingScheme}`).join('\n'),
  }
  return { built, parts }
}
