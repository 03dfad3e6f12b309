import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { courseTaggings, scoringPrompts } from '../../db/schema'
import { notFound } from '../../errors'

async function assertCourseTagging(ctx: AppContext, id: number) {
  const [tagging] = await ctx.db
    .select({ id: courseTaggings.id })
    .from(courseTaggings)
    .where(eq(courseTaggings.id, id))
  if (!tagging) throw notFound(`There is no course tagging ${id}.`)
}

const present = (courseTaggingId: number, row?: typeof scoringPrompts.$inferSelect) => ({
  course_tagging_id: courseTaggingId,
  prompt: row?.prompt ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
})

export async function getScoringPrompt(ctx: AppContext, courseTaggingId: number) {
  await assertCourseTagging(ctx, courseTaggingId)
  const [row] = await ctx.db
    .select()
    .from(scoringPrompts)
    .where(eq(scoringPrompts.courseTaggingId, courseTaggingId))
  return present(courseTaggingId, row)
}

/** Sets the tagging's scoring prompt; null removes it, so the default scoring prompt applies again. */
export async function updateScoringPrompt(ctx: AppContext, courseTaggingId: number, prompt: string | null) {
  await assertCourseTagging(ctx, courseTaggingId)
  if (prompt === null) {
    await ctx.db.delete(scoringPrompts).where(eq(scoringPrompts.courseTaggingId, courseTaggingId))
    return present(courseTaggingId)
  }
  const [row] = await ctx.db
    .insert(scoringPrompts)
    .values({ courseTaggingId, prompt })
    .onConflictDoUpdate({ target: scoringPrompts.courseTaggingId, set: { prompt, updatedAt: new Date() } })
    .returning()
  return present(courseTaggingId, row)
}
