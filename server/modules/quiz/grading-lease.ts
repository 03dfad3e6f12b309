import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { gradingLeases, quizzes } from '../../db/schema'

/** Longer than any marking takes (ten questions with a slow model); a lease this old was left by a dead instance. */
export const LEASE_MINUTES = 10

/**
 * Takes the marking lease (schema `grading_leases`) of a quiz of this student's: true when the caller may mark it
 * now; false when another request, on this instance or another, is marking it, or the quiz is not the student's
 * (nothing is written then). A database fact, so it holds across instances.
 */
export async function takeGradingLease(db: Executor, quizId: number, studentId: number): Promise<boolean> {
  const taken = await db.execute(sql`
    insert into ${gradingLeases} (quiz_id)
    select id from ${quizzes} where id = ${quizId} and student_id = ${studentId}
    on conflict (quiz_id) do update set taken_at = now()
    where ${gradingLeases.takenAt} < now() - make_interval(mins => ${LEASE_MINUTES})
    returning quiz_id`)
  return (taken as unknown as { rows: unknown[] }).rows.length > 0
}

export async function giveBackGradingLease(db: Executor, quizId: number) {
  await db.delete(gradingLeases).where(eq(gradingLeases.quizId, quizId))
}
