import { and, eq } from 'drizzle-orm'
import { PROMPT_TYPE } from '../../../contracts/constants'
import { DEFAULT_EXPLANATION_PROMPT, DEFAULT_MARKING_PROMPT } from '../../ai/openai/prompts'
import type { AppContext, UserRow } from '../../context'
import { questionPrompts } from '../../db/schema'
import { badRequest } from '../../errors'
import { loadQuestionFor } from '../questions/access'
import { canonicalPromptType } from './prompt-types'
import { loadCandidates, pickDefault } from './resolve'

const MAX_LISTED = 200

/** What the marker would use with no stored prompt at all. */
const BUILT_IN: Record<number, string> = {
  [PROMPT_TYPE.MARKING]: DEFAULT_MARKING_PROMPT,
  [PROMPT_TYPE.SOLUTION_GENERATION]: DEFAULT_EXPLANATION_PROMPT,
}

async function promptedQuestion(ctx: AppContext, user: UserRow, id: number, edit = false) {
  const { row, root } = await loadQuestionFor(ctx, user, id, { edit })
  if (row.parentId) {
    throw badRequest(
      `Question ${id} is a part of question ${row.parentId}; prompts belong to the whole question.`,
    )
  }
  return root
}

/** The question's own prompt of a type, or the default that applies to it with the configured model. */
async function promptOf(
  ctx: AppContext,
  q: Awaited<ReturnType<typeof promptedQuestion>>,
  promptTypeId: number,
) {
  const [own] = await ctx.db
    .select()
    .from(questionPrompts)
    .where(and(eq(questionPrompts.questionId, q.id), eq(questionPrompts.promptTypeId, promptTypeId)))
  if (own) {
    return {
      question_id: q.id,
      promptTypeId,
      modelId: own.modelId,
      promptText: own.promptText,
      is_default: false,
    }
  }
  const c = await loadCandidates(ctx, q, ctx.config.ai.model, [promptTypeId])
  const fallback = pickDefault(c, promptTypeId, q.questionTypeId)
  const scoring = promptTypeId === PROMPT_TYPE.SCORING ? c.scoring : null
  return {
    question_id: q.id,
    promptTypeId,
    modelId: scoring === null ? (fallback?.modelId ?? null) : null,
    promptText: scoring ?? fallback?.prompt ?? BUILT_IN[promptTypeId] ?? '',
    is_default: true,
  }
}

export async function getQuestionPrompt(ctx: AppContext, user: UserRow, id: number, promptTypeId?: number) {
  const type = canonicalPromptType(promptTypeId ?? PROMPT_TYPE.MARKING, 'promptTypeId')
  return promptOf(ctx, await promptedQuestion(ctx, user, id), type)
}

export async function updateQuestionPrompt(
  ctx: AppContext,
  user: UserRow,
  id: number,
  body: { promptTypeId: number; modelId?: string | null; promptText: string },
) {
  const promptTypeId = canonicalPromptType(body.promptTypeId, 'promptTypeId')
  const q = await promptedQuestion(ctx, user, id, true)
  const values = {
    modelId: body.modelId?.trim() || null,
    promptText: body.promptText,
    updatedBy: user.id,
    updatedAt: new Date(),
  }
  await ctx.db
    .insert(questionPrompts)
    .values({ questionId: q.id, promptTypeId, ...values })
    .onConflictDoUpdate({ target: [questionPrompts.questionId, questionPrompts.promptTypeId], set: values })
  return promptOf(ctx, q, promptTypeId)
}

export async function listQuestionPrompts(
  ctx: AppContext,
  user: UserRow,
  ids: number[],
  promptTypeId?: number,
) {
  const type = canonicalPromptType(promptTypeId ?? PROMPT_TYPE.MARKING, 'promptTypeId')
  const unique = [...new Set(ids)]
  if (!unique.length) throw badRequest('Give the questionIds to list, e.g. questionIds=12&questionIds=13.')
  if (unique.length > MAX_LISTED) throw badRequest(`Ask for at most ${MAX_LISTED} questions at a time.`)
  const prompts = []
  for (const id of unique) prompts.push(await promptOf(ctx, await promptedQuestion(ctx, user, id), type))
  return prompts
}
