import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { gradingLeases, quizzes } from '../../db/schema'

/** What a marking job needs to run again on another instance: the durable part of a GradingJob (grading.ts). */
export type MarkingJob = {
  studentId: number
  worksheetId: number
  worksheetOwnerId: number | null
  startedAt: string | null
  submittedAt: string
  evaluationIds: number[]
  isReview: boolean
  paysHearts: boolean
  /** A practice-mode check of one answer: the quiz stays open (ADR 0062). */
  keepOpen?: boolean
  /** How the quiz scores (ADR 0062), fixed when it was handed in; jobs stored before it have none. */
  mode?: 'practice' | 'test'
}

/** Why a marking run stopped before its end: this instance is shutting down and gives the job back. */
export class HandedBack extends Error {
  constructor() {
    super('marking handed back: this instance is shutting down')
    this.name = 'HandedBack'
  }
}

/** Why a marking run stopped before its end: another instance took the job (this one stalled past its lease). */
export class LeaseLost extends Error {
  constructor(quizId: number) {
    super(`marking lease of quiz ${quizId} was taken over by another instance`)
    this.name = 'LeaseLost'
  }
}

/** A lease this instance holds while it marks: renewed in the background, aborted when lost or handed back. */
export type HeldLease = {
  quizId: number
  signal: AbortSignal
  /**
   * The lease's deletion, to run as a CTE of the statement that counts the marks (so it costs no statement of
   * its own): when it deletes no row the lease is not ours any more, and the caller throws LeaseLost.
   */
  deletion(tx: Executor): ReturnType<typeof leaseDeletion>
}

const leaseDeletion = (tx: Executor, quizId: number, owner: string) =>
  tx
    .delete(gradingLeases)
    .where(and(eq(gradingLeases.quizId, quizId), eq(gradingLeases.owner, owner)))
    .returning({ quizId: gradingLeases.quizId })

export type ClaimedJob = { quizId: number; job: MarkingJob | null; attempts: number }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * The marking leases of one app instance (ADR 0047): the rows of `grading_leases` it owns, renewed while it
 * marks, handed back when it shuts down, and the sweep that takes over the jobs of instances that died.
 */
export class MarkingLeases {
  /** Who this instance is in `grading_leases.owner`: unique per process start, readable in a log. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly held = new Map<number, AbortController>()

  constructor(
    private readonly db: Executor,
    readonly leaseSeconds: number,
  ) {}

  /**
   * Takes the lease of a quiz of this student's: true when this instance may mark it now; false when another
   * request, on this instance or another, is marking it, or the quiz is not the student's (nothing written then).
   */
  async take(quizId: number, studentId: number): Promise<boolean> {
    const taken = await this.db.execute(sql`
      insert into ${gradingLeases} (quiz_id, owner)
      select id, ${this.owner} from ${quizzes} where id = ${quizId} and student_id = ${studentId}
      on conflict (quiz_id) do update set taken_at = now(), owner = excluded.owner, job = null, attempts = 1
      where ${gradingLeases.takenAt} < now() - make_interval(secs => ${this.leaseSeconds})
      returning quiz_id`)
    return rowsOf(taken).length > 0
  }

  /** Holds a taken lease while marking runs: renewed every third of its life, so only a dead instance loses it. */
  hold(quizId: number): HeldLease & { release(): void } {
    const stop = new AbortController()
    this.held.set(quizId, stop)
    const renew = setInterval(
      () => {
        this.renew(quizId)
          .then((ours) => {
            if (!ours && !stop.signal.aborted) stop.abort(new LeaseLost(quizId))
          })
          .catch(() => {
            // A failed renewal is tried again; the lease lasts three renewals.
          })
      },
      (this.leaseSeconds * 1000) / 3,
    )
    renew.unref()
    return {
      quizId,
      signal: stop.signal,
      deletion: (tx) => leaseDeletion(tx, quizId, this.owner),
      release: () => {
        clearInterval(renew)
        if (this.held.get(quizId) === stop) this.held.delete(quizId)
      },
    }
  }

  private async renew(quizId: number) {
    const renewed = await this.db.execute(sql`
      update ${gradingLeases} set taken_at = now()
      where quiz_id = ${quizId} and owner = ${this.owner} returning quiz_id`)
    return rowsOf(renewed).length > 0
  }

  /** Gives a lease back (marking ended or never started); another instance's lease is left alone. */
  async giveBack(quizId: number) {
    await this.db.execute(
      sql`delete from ${gradingLeases} where quiz_id = ${quizId} and owner = ${this.owner}`,
    )
  }

  /** Hands an unfinished job back on shutdown: stale at once, so the next sweep of any instance takes it. */
  async handBack(quizId: number) {
    await this.db.execute(sql`
      update ${gradingLeases} set owner = null, taken_at = 'epoch'
      where quiz_id = ${quizId} and owner = ${this.owner}`)
  }

  /** Takes up to `limit` jobs whose lease went stale (their instance died or handed them back). */
  async claimStale(limit: number): Promise<ClaimedJob[]> {
    const claimed = await this.db.execute(sql`
      with stale as (
        select quiz_id from ${gradingLeases}
        where taken_at < now() - make_interval(secs => ${this.leaseSeconds})
        order by taken_at
        limit ${limit}
        for update skip locked
      )
      update ${gradingLeases} as g
      set owner = ${this.owner}, taken_at = now(), attempts = g.attempts + 1
      from stale where g.quiz_id = stale.quiz_id
      returning g.quiz_id, g.job, g.attempts`)
    return rowsOf<{ quiz_id: number; job: MarkingJob | null; attempts: number }>(claimed).map((r) => ({
      quizId: r.quiz_id,
      job: r.job,
      attempts: r.attempts,
    }))
  }

  /** Every job this instance is marking stops at its next question and is handed back (shutdown). */
  handBackAll() {
    for (const stop of this.held.values()) if (!stop.signal.aborted) stop.abort(new HandedBack())
  }

  get marking() {
    return this.held.size
  }
}
