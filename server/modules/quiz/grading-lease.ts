import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { gradingLeases } from '../../db/schema'

/** Longer than any marking takes (ten questions with a slow model); a lease this old was left by a dead instance. */
export const LEASE_MINUTES = 10

/**
 * Takes the quiz's marking lease (schema `grading_leases`): true when this caller may mark it now, false when
 * another request, on this instance or another, is marking it. A database fact, so it holds across instances.
 */
export async function takeGradingLease(db: Executor, quizId: number): Promise<boolean> {
  const taken = await db
    .insert(gradingLeases)
    .values({ quizId })
    .onConflictDoUpdate({
      target: gradingLeases.quizId,
      set: { takenAt: sql`now()` },
      setWhere: sql`${gradingLeases.takenAt} < now() - make_interval(mins => ${LEASE_MINUTES})`,
    })
    .returning({ quizId: gradingLeases.quizId })
  return taken.length > 0
}

export async function giveBackGradingLease(db: Executor, quizId: number) {
  await db.delete(gradingLeases).where(eq(gradingLeases.quizId, quizId))
}
