import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { DefaultPromptSchema } from '../../../contracts/admin-content'
import type { AppContext } from '../../context'
import { defaultPrompts } from '../../db/schema'
import { assertLevelAndSubject, assertQuestionType } from '../questions/lookups'
import { canonicalPromptType } from './prompt-types'

type DefaultPromptInput = z.output<typeof DefaultPromptSchema>
type Filters = {
  academic_level_id?: number
  subject_id?: number
  prompt_type_id?: number
  question_type_id?: number
}

const present = (row: typeof defaultPrompts.$inferSelect) => ({
  id: row.id,
  academic_level_id: row.academicLevelId,
  subject_id: row.subjectId,
  prompt_type_id: row.promptTypeId,
  question_type_id: row.questionTypeId,
  model_id: row.modelId,
  prompt: row.prompt,
  pre_prompts: row.prePrompts,
  updated_at: row.updatedAt.toISOString(),
})

export async function listDefaultPrompts(ctx: AppContext, filters: Filters) {
  const promptType = filters.prompt_type_id && canonicalPromptType(filters.prompt_type_id)
  const rows = await ctx.db
    .select()
    .from(defaultPrompts)
    .where(
      and(
        filters.academic_level_id ? eq(defaultPrompts.academicLevelId, filters.academic_level_id) : undefined,
        filters.subject_id ? eq(defaultPrompts.subjectId, filters.subject_id) : undefined,
        promptType ? eq(defaultPrompts.promptTypeId, promptType) : undefined,
        filters.question_type_id ? eq(defaultPrompts.questionTypeId, filters.question_type_id) : undefined,
      ),
    )
    .orderBy(
      asc(defaultPrompts.academicLevelId),
      asc(defaultPrompts.subjectId),
      asc(defaultPrompts.promptTypeId),
      asc(defaultPrompts.id),
    )
  return rows.map(present)
}

/** Creates or replaces the prompt of its level, subject, prompt type, question type (or all) and model. */
export async function saveDefaultPrompt(ctx: AppContext, input: DefaultPromptInput) {
  const promptTypeId = canonicalPromptType(input.prompt_type_id)
  await assertLevelAndSubject(ctx.db, input.academic_level_id, input.subject_id)
  if (input.question_type_id != null) assertQuestionType(input.question_type_id)
  const values = {
    academicLevelId: input.academic_level_id,
    subjectId: input.subject_id,
    promptTypeId,
    questionTypeId: input.question_type_id ?? null,
    modelId: input.model_id,
    prompt: input.prompt,
    prePrompts: input.pre_prompts,
  }
  const [row] = await ctx.db
    .insert(defaultPrompts)
    .values(values)
    .onConflictDoUpdate({
      target: [
        defaultPrompts.academicLevelId,
        defaultPrompts.subjectId,
        defaultPrompts.promptTypeId,
        defaultPrompts.questionTypeId,
        defaultPrompts.modelId,
      ],
      set: { prompt: values.prompt, prePrompts: values.prePrompts, updatedAt: new Date() },
    })
    .returning()
  return present(row)
}
