import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { PromptSet } from '../../ai/provider'
import type { AppContext } from '../../context'
import { defaultPrompts, questionPrompts, scoringPrompts } from '../../db/schema'
import { MARKER_PROMPT_TYPES } from './prompt-types'

/** What prompt resolution needs to know about a question (a top-level one: parts share their question's). */
export type PromptedQuestion = {
  id: number
  courseId: number
  courseTaggingId: number | null
  questionTypeId: number
  subjectId: number
  academicLevelId: number
}

type DefaultRow = typeof defaultPrompts.$inferSelect
export type Candidates = {
  own: Map<number, typeof questionPrompts.$inferSelect>
  defaults: DefaultRow[]
  scoring: string | null
}

/** Every stored prompt that could apply to the question with this model, of the given (canonical) types. */
export async function loadCandidates(
  ctx: Pick<AppContext, 'db'>,
  question: PromptedQuestion,
  model: string,
  promptTypeIds: number[],
): Promise<Candidates> {
  const own = await ctx.db
    .select()
    .from(questionPrompts)
    .where(
      and(
        eq(questionPrompts.questionId, question.id),
        inArray(questionPrompts.promptTypeId, promptTypeIds),
        or(isNull(questionPrompts.modelId), eq(questionPrompts.modelId, model)),
      ),
    )
  const defaults = await ctx.db
    .select()
    .from(defaultPrompts)
    .where(
      and(
        eq(defaultPrompts.academicLevelId, question.academicLevelId),
        eq(defaultPrompts.subjectId, question.subjectId),
        eq(defaultPrompts.modelId, model),
        inArray(defaultPrompts.promptTypeId, promptTypeIds),
        or(isNull(defaultPrompts.questionTypeId), eq(defaultPrompts.questionTypeId, question.questionTypeId)),
      ),
    )
  const [scoring] = question.courseTaggingId
    ? await ctx.db
        .select({ prompt: scoringPrompts.prompt })
        .from(scoringPrompts)
        .where(eq(scoringPrompts.courseTaggingId, question.courseTaggingId))
    : []
  return { own: new Map(own.map((r) => [r.promptTypeId, r])), defaults, scoring: scoring?.prompt ?? null }
}

/** The most specific default of a type: the one for the question's type, then the one for every type. */
export function pickDefault(c: Candidates, promptTypeId: number, questionTypeId: number) {
  const ofType = c.defaults.filter((d) => d.promptTypeId === promptTypeId)
  return (
    ofType.find((d) => d.questionTypeId === questionTypeId) ?? ofType.find((d) => d.questionTypeId === null)
  )
}

/**
 * The prompts the marker uses for a question and model. For each slot: the question's own prompt (written for
 * this model or for any), then — for scoring only — the course tagging's scoring prompt, then the default of
 * the question's level, subject and model for its question type, then the one for all question types. A slot
 * left null makes the provider use its built-in prompt.
 */
export async function resolvePrompts(
  ctx: Pick<AppContext, 'db'>,
  question: PromptedQuestion,
  model: string,
): Promise<PromptSet> {
  const types = Object.values(MARKER_PROMPT_TYPES)
  const c = await loadCandidates(ctx, question, model, types)
  const slot = (type: number) =>
    c.own.get(type)?.promptText ?? pickDefault(c, type, question.questionTypeId)?.prompt ?? null
  return {
    marking: slot(MARKER_PROMPT_TYPES.marking),
    scoring:
      c.own.get(MARKER_PROMPT_TYPES.scoring)?.promptText ??
      c.scoring ??
      pickDefault(c, MARKER_PROMPT_TYPES.scoring, question.questionTypeId)?.prompt ??
      null,
    explanation: slot(MARKER_PROMPT_TYPES.explanation),
  }
}
