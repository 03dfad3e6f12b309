import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { QuizSubmitEvent } from '../../../contracts/events'
import type { AppContext } from '../../context'
import { quizzes, users } from '../../db/schema'
import { errorKind } from '../../lib/error-kind'
import { type GradingJob, runGrading } from './grading'
import { type ClaimedJob, HandedBack, LeaseLost, type MarkingJob } from './grading-lease'

/** A job that has started on this many instances and never finished is given up (it may be what kills them). */
export const MAX_ATTEMPTS = 3
/** Jobs one sweep takes at once: a dead instance's class is shared out between the instances still running. */
const SWEEP_BATCH = 8

export type MarkingOutcome = 'completed' | 'failed' | 'handed_back' | 'taken_over'

export const GRADING_FAILED = {
  message: 'We could not finish marking. Your answers are saved: submit again in a moment.',
  code: 'grading_failed',
} as const

/** A quiz whose marking could not finish goes back to the student, answers kept, to be submitted again. */
async function reopenQuiz(ctx: AppContext, quizId: number) {
  await ctx.db
    .update(quizzes)
    .set({ status: 'in_progress' })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'grading')))
}

/**
 * Runs a marking job under the lease this instance took (ADR 0047), however it ends: completed (the lease was
 * deleted as the marks were counted), handed back (shutdown: the next instance's sweep finishes it), taken over
 * (this instance stalled and another took it), or failed (the quiz is reopened and an `error` event says so).
 */
export async function markDurably(
  ctx: AppContext,
  job: Omit<GradingJob, 'lease'>,
  emit: (event: QuizSubmitEvent) => void,
): Promise<MarkingOutcome> {
  const lease = ctx.marking.hold(job.quizId)
  let completed = false
  try {
    await runGrading(ctx, { ...job, lease }, emit)
    completed = true
    return 'completed'
  } catch (err) {
    if (err instanceof HandedBack) {
      await ctx.marking.handBack(job.quizId)
      ctx.log.info({ quizId: job.quizId }, 'marking handed back for another instance to finish')
      return 'handed_back'
    }
    if (err instanceof LeaseLost) {
      ctx.log.warn({ quizId: job.quizId }, 'marking taken over by another instance')
      return 'taken_over'
    }
    ctx.log.error({ quizId: job.quizId, ...errorKind(err) }, 'grading failed')
    await reopenQuiz(ctx, job.quizId)
    emit({ event: 'error', data: GRADING_FAILED })
    return 'failed'
  } finally {
    lease.release()
    // A completed run deleted its lease in the transaction that counted the marks. Otherwise it is given back
    // before the caller ends its stream, so a resubmission right after it is not refused; a lease that cannot be
    // given back goes stale, and a sweep finds the quiz no longer needs marking.
    if (!completed)
      await ctx.marking
        .giveBack(job.quizId)
        .catch((err) =>
          ctx.log.warn({ quizId: job.quizId, ...errorKind(err) }, 'marking lease not given back'),
        )
  }
}

/** Finishes a job another instance left (it died, or handed it back on shutdown). Nobody listens: marks are stored. */
async function resume(ctx: AppContext, claimed: ClaimedJob) {
  const { quizId, job, attempts } = claimed
  if (!job || attempts > MAX_ATTEMPTS) {
    // No job: the instance died before the answers were committed. Too many attempts: give the quiz back.
    if (job) ctx.log.error({ quizId, attempts }, 'marking given up after repeated attempts')
    await reopenQuiz(ctx, quizId)
    await ctx.marking.giveBack(quizId)
    return
  }
  const [student] = await ctx.db.select().from(users).where(eq(users.id, job.studentId))
  if (!student) return ctx.marking.giveBack(quizId)
  ctx.log.info({ quizId, attempts }, 'resuming marking left by another instance')
  await markDurably(ctx, gradingJobOf(quizId, job, student), () => {})
}

/** A stored job as runGrading takes it. An oral answer's recording is not transcribed again (a teacher listens). */
export function gradingJobOf(
  quizId: number,
  job: MarkingJob,
  student: GradingJob['student'],
): Omit<GradingJob, 'lease'> {
  return {
    student,
    quizId,
    worksheetId: job.worksheetId,
    worksheetOwnerId: job.worksheetOwnerId,
    startedAt: job.startedAt ? new Date(job.startedAt) : null,
    submittedAt: new Date(job.submittedAt),
    evaluationIds: job.evaluationIds,
    isReview: job.isReview,
    paysHearts: job.paysHearts,
    keepOpen: job.keepOpen,
    mode: job.mode,
  }
}

/**
 * Each instance sweeps for stale marking jobs every MARKING_SWEEP_MS, and on shutdown stops its own at their next
 * question and hands them back, so a rolling deploy loses no marking (ADR 0047).
 */
export function registerMarkingJobs(app: FastifyInstance) {
  const { ctx } = app
  const running = new Set<Promise<unknown>>()
  let sweeping: Promise<void> | null = null
  let closing = false
  const claimAndRun = async () => {
    try {
      for (const claimed of await ctx.marking.claimStale(SWEEP_BATCH)) {
        // Taken just as this instance began to close: handed straight back for another instance.
        if (closing) {
          await ctx.marking.handBack(claimed.quizId)
          continue
        }
        const run = resume(ctx, claimed)
          .catch((err) => ctx.log.error({ quizId: claimed.quizId, ...errorKind(err) }, 'resuming failed'))
          .finally(() => running.delete(run))
        running.add(run)
      }
    } catch (err) {
      ctx.log.warn(errorKind(err), 'marking sweep failed')
    }
  }
  const sweep = () => {
    if (!sweeping && !closing)
      sweeping = claimAndRun().finally(() => {
        sweeping = null
      })
    return sweeping ?? Promise.resolve()
  }
  const timer = ctx.config.markingSweepMs > 0 ? setInterval(sweep, ctx.config.markingSweepMs) : undefined
  timer?.unref()
  // At start-up too: a single instance restarted after a crash finishes what it was marking.
  if (timer) setImmediate(sweep)
  app.addHook('preClose', async () => {
    closing = true
    clearInterval(timer)
    // A sweep under way finishes its claim first, so no job starts on a closed instance.
    await sweeping
    ctx.marking.handBackAll()
    await Promise.allSettled([...running])
  })
  return { sweep }
}
