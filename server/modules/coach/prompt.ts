import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { defaultPrompts } from '../../db/schema'
import { dbMemo } from '../../lib/db-memo'

/**
 * The staff-written prompt of a coach for a level and subject and the configured model (ADR 0034), or null for
 * the built-in one. Admins store them like the marking prompts, under prompt types 10–12.
 */
const remembered = dbMemo<string | null>(60_000)

/** Prompts change rarely and every turn reads one: kept a minute per database (an admin's edit shows within it). */
export async function coachPrompt(
  ctx: Pick<AppContext, 'db' | 'config'>,
  promptTypeId: number,
  levelId: number | null,
  subjectId: number | null,
  now = Date.now(),
): Promise<string | null> {
  const key = `${ctx.config.ai.model}:${promptTypeId}:${levelId}:${subjectId}`
  return remembered(ctx.db, key, () => storedPrompt(ctx, promptTypeId, levelId, subjectId), now)
}

async function storedPrompt(
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
