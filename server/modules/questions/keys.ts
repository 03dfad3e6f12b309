import { QUESTION_TYPE } from '../../ai/types'
import type { AppContext } from '../../context'
import type { courses, questions } from '../../db/schema'
import { type BuiltKey, buildAnswerKey } from './answer-key'
import { rulesOfKey } from './answer-rules'
import { effectiveBands } from './bands'
import type { ParsedQuestion } from './input'
import { fieldError } from './lookups'

type QuestionRow = typeof questions.$inferSelect
const letter = (i: number) => String.fromCharCode(97 + i)

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
    const built = buildAnswerKey(p, {
      path: `question.sub_questions.${p.index}`,
      thresholds: await bandsFor(p.max_score, old),
      keptRules: rulesOfKey(old?.answerKey),
    })
    parts.push({ input: p, old, built })
  }
  if (input.question_type_id !== QUESTION_TYPE.MULTI_PART) {
    const built = buildAnswerKey(input, {
      path: 'question',
      existingOptions: a.existing?.options,
      thresholds: await bandsFor(input.max_score, a.existing),
      keptRules: rulesOfKey(a.existing?.answerKey),
    })
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
