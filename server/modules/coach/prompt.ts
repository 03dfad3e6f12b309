import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { defaultPrompts } from '../../db/schema'

/**
 * The staff-written prompt of a coach for a level and subject and the configured model (ADR 0034), or null for
 * the built-in one. Admins store them like the marking prompts, under prompt types 10–12.
 */
export async function coachPrompt(
  ctx: Pick<AppContext, 'db' | 'config'>,
  promptTypeId: number,
  levelId: number | null,
  subjectId: number | null,
): Promise<string | null> {
  if (!levelId || !subjectId) return null
  const [row] = await ctx.db
    .select({ prompt: defaultPrompts.prompt })
    .from(defaultPrompts)
    .where(
      and(
        eq(defaultPrompts.promptTypeId, promptTypeId),
        eq(defaultPrompts.academicLevelId, levelId),
        eq(defaultPrompts.subjectId, subjectId),
        eq(defaultPrompts.modelId, ctx.config.ai.model),
      ),
    )
    .limit(1)
  return row?.prompt ?? null
}
