import { sql } from 'drizzle-orm'
import type { Tx } from '../db/client'

// Keys of pg_advisory_xact_lock(namespace, id): one lock per student, one per provider subscription.
const STUDENT_LOCK = 90_001
const SUBSCRIPTION_LOCK = 90_002

/** Serialises checkouts and fulfilments for one student until the transaction ends (plan 4.4). */
export async function lockStudent(tx: Tx, studentId: number | null) {
  if (studentId === null) return
  await tx.execute(sql`select pg_advisory_xact_lock(${STUDENT_LOCK}::int, ${studentId}::int)`)
}

/** Serialises the handling of one provider subscription; taken before the student's lock, never after. */
export async function lockSubscription(tx: Tx, providerSubscriptionId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK}::int, hashtext(${providerSubscriptionId}))`,
  )
}
