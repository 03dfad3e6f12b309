import { and, eq, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { type GenerationRequest, generationJobs } from '../../db/schema'
import { conflict, notFound } from '../../errors'

export type JobRow = typeof generationJobs.$inferSelect

/** A running job whose beat is older than this was cut off (its instance stopped). */
export const STALE_AFTER_MS = 60_000

export class Cancelled extends Error {
  constructor() {
    super('The generation was cancelled.')
  }
}

/** A run, under the client's key; a second POST with a key already used is a 409, not a second run. */
export async function startJob(
  ctx: AppContext,
  teacher: UserRow,
  input: { key: string; prompt: string; purpose: string | null; request: GenerationRequest; total: number },
) {
  const [row] = await ctx.db
    .insert(generationJobs)
    .values({
      teacherId: teacher.id,
      requestKey: input.key,
      prompt: input.prompt,
      assessmentPurpose: input.purpose,
      request: input.request,
      total: input.total,
      stage: 'Planning the worksheets',
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw conflict('This generation has already been started.')
  return row
}

/** Records progress and answers whether the teacher has asked to stop (read on every step). */
export async function step(ctx: AppContext, id: number, done: number, stage: string) {
  const [row] = await ctx.db
    .update(generationJobs)
    .set({ done, stage, beatAt: new Date() })
    .where(eq(generationJobs.id, id))
    .returning({ cancel: generationJobs.cancelRequested })
  if (!row || row.cancel) throw new Cancelled()
}

export async function finishJob(
  ctx: AppContext,
  id: number,
  outcome: { status: 'done' | 'cancelled' | 'failed'; worksheetIds?: number[]; error?: string },
) {
  await ctx.db
    .update(generationJobs)
    .set({
      status: outcome.status,
      worksheetIds: outcome.worksheetIds ?? [],
      error: outcome.error ?? null,
      finishedAt: new Date(),
      beatAt: new Date(),
      ...(outcome.status === 'done' ? { stage: 'Ready for review' } : {}),
    })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
}

/** A job as the page follows it; a running job whose instance stopped reads as failed, with what to do. */
export function presentJob(row: JobRow, now = Date.now()) {
  const stale = row.status === 'running' && now - row.beatAt.getTime() > STALE_AFTER_MS
  return {
    request_id: row.requestKey,
    status: (stale ? 'failed' : row.status) as 'running' | 'done' | 'cancelled' | 'failed',
    done: row.done,
    total: row.total,
    stage: row.stage,
    error: stale ? 'The generation stopped before it finished. Please try again.' : row.error,
    worksheet_ids: row.worksheetIds,
    prompt: row.prompt,
    created_at: row.createdAt.toISOString(),
  }
}

async function ownJob(ctx: AppContext, teacher: UserRow, key: string) {
  const [row] = await ctx.db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.teacherId, teacher.id), eq(generationJobs.requestKey, key)))
  if (!row) throw notFound('There is no such generation among yours.')
  return row
}

export async function readJob(ctx: AppContext, teacher: UserRow, key: string) {
  return presentJob(await ownJob(ctx, teacher, key))
}

/** Asks a running job to stop; it stops at its next step, on whichever instance runs it. */
export async function cancelJob(ctx: AppContext, teacher: UserRow, key: string) {
  const row = await ownJob(ctx, teacher, key)
  if (row.status === 'running')
    await ctx.db
      .update(generationJobs)
      .set({ cancelRequested: true, stage: 'Stopping' })
      .where(eq(generationJobs.id, row.id))
  return presentJob((await ownJob(ctx, teacher, key)) ?? row)
}

/** Jobs whose instance stopped mid-run are closed as failed, so the history does not show them running. */
export async function closeStaleJobs(ctx: AppContext) {
  await ctx.db
    .update(generationJobs)
    .set({ status: 'failed', error: 'The generation stopped before it finished.', finishedAt: new Date() })
    .where(
      and(
        eq(generationJobs.status, 'running'),
        sql`${generationJobs.beatAt} < now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`,
      ),
    )
}
