import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { QuizSubmitEvent } from '../../../contracts/events'
import { contract } from '../../../contracts/index'
import type { AppContext } from '../../context'
import { evaluations, gradingLeases, quizzes } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { openEventStream } from '../../lib/sse'
import { currentUser } from '../../plugins/authenticate'
import { loadOwnQuiz } from './catalog'
import { GRADING_FAILED } from './marking-jobs'
import { presentEvaluation } from './present'
import { loadQuestions } from './questions'

/** How often a follower looks for marks another instance stored (marks are stored at least every 250 ms). */
const POLL_MS = 250
/** A follower gives up after this long; the marks stay stored and the results page shows them. */
const FOLLOW_FOR_MS = 10 * 60_000
const GRADING_SLOW = {
  message:
    'Marking is taking longer than it should. Your answers are saved: look at your results in a while.',
  code: 'grading_slow',
}

/** The marking stream's last events (contracts/events.ts). */
export const FINAL_MARKING_EVENTS = ['grading_completed', 'error'] as const

/** The SSE id of a marking event: where a stream that reconnects picks up (contracts/events.ts). */
export function eventIdOf(event: QuizSubmitEvent): string | undefined {
  if (event.event === 'evaluations') return event.data.length ? String(event.data.at(-1)!.id) : undefined
  if (event.event === 'grading_completed') return 'done'
  return undefined
}

type Progress = {
  status: string
  submittedAt: Date | null
  marksGiven: number | null
  maxScore: number
  timeSpent: number
  xpEarned: number | null
  leased: boolean
}

async function progressOf(ctx: AppContext, quizId: number): Promise<Progress> {
  const [row] = await ctx.db
    .select({
      status: quizzes.status,
      submittedAt: quizzes.submittedAt,
      marksGiven: quizzes.marksGiven,
      maxScore: quizzes.maxScore,
      timeSpent: quizzes.timeSpent,
      xpEarned: quizzes.xpEarned,
      leased: sql<boolean>`exists (select 1 from ${gradingLeases} where quiz_id = ${quizId})`,
    })
    .from(quizzes)
    .where(eq(quizzes.id, quizId))
  return row
}

/** The evaluations the last hand-in submitted, in order: what its marking stream is about. */
const handedIn = (ctx: AppContext, quizId: number, submittedAt: Date) =>
  ctx.db
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.quizId, quizId),
        eq(evaluations.isSubmitted, true),
        eq(evaluations.submittedAt, submittedAt),
      ),
    )
    .orderBy(asc(evaluations.position))

/**
 * Streams a hand-in's marks as its submit stream did, from the evaluation named by Last-Event-ID (sent again: its
 * explanation may have been cut), following marks that any instance stores until the job ends (ADR 0047).
 */
async function follow(
  ctx: AppContext,
  quizId: number,
  lastEventId: string | undefined,
  send: (event: QuizSubmitEvent) => void,
  gone: AbortSignal,
) {
  let progress = await progressOf(ctx, quizId)
  const submittedAt = progress.submittedAt!
  const rows = await handedIn(ctx, quizId, submittedAt)
  const questions = new Map(
    (
      await loadQuestions(
        ctx.db,
        rows.map((r) => r.questionId),
      )
    ).map((q) => [q.id, q]),
  )
  const named = rows.findIndex((r) => String(r.id) === lastEventId)
  let next = lastEventId === 'done' ? rows.length : Math.max(0, named)
  const until = Date.now() + FOLLOW_FOR_MS
  for (;;) {
    // The job's state first, then the marks: a job seen ended has stored every mark it gave.
    const ended = !progress.leased && progress.status !== 'grading'
    const marked = await handedIn(ctx, quizId, submittedAt)
    for (; next < marked.length && marked[next].gradingCompleted; next++) {
      const row = marked[next]
      send({
        event: 'evaluations',
        data: [presentEvaluation({ ...row, explanation: null }, questions.get(row.questionId)!)],
      })
      if (row.explanation)
        send({
          event: 'explanation',
          data: { evaluation_id: row.id, question_id: row.questionId, delta: row.explanation },
        })
    }
    if (ended) {
      send(
        next >= marked.length
          ? {
              event: 'grading_completed',
              data: {
                quiz_id: quizId,
                marks_given: progress.marksGiven ?? 0,
                max_score: progress.maxScore,
                time_spent: progress.timeSpent,
                xp_earned: progress.xpEarned ?? 0,
              },
            }
          : { event: 'error', data: GRADING_FAILED },
      )
      return
    }
    if (Date.now() > until) {
      send({ event: 'error', data: GRADING_SLOW })
      return
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    if (gone.aborted) return
    progress = await progressOf(ctx, quizId)
  }
}

/** GET /quiz/:id/events: a broken marking stream picks up where it was, on whichever instance answers. */
export function registerFollowRoute(app: FastifyInstance) {
  const { ctx } = app
  const route = contract.quiz.followQuizMarking
  app.get<{ Params: { id: string }; Querystring: { last_event_id?: string } }>('/api/v1/quiz/:id/events', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const student = currentUser(request)
      const params = route.pathParams.safeParse(request.params)
      if (!params.success) throw badRequest('The quiz id must be a positive whole number.')
      const query = route.query.safeParse(request.query)
      if (!query.success) throw badRequest('last_event_id: at most 40 characters.')
      const header = request.headers['last-event-id']
      const lastEventId = (typeof header === 'string' ? header : undefined) ?? query.data.last_event_id
      const quizId = params.data.id
      const { quiz } = await loadOwnQuiz(ctx.db, student, quizId, 'own')
      if (!quiz.submittedAt)
        throw new AppError(
          409,
          'This quiz has not been handed in, so there is no marking to follow.',
          'conflict',
        )
      // No heartbeat follows the final event while the lease is given back.
      const stream = openEventStream(reply, ctx.config.sseHeartbeatMs, FINAL_MARKING_EVENTS)
      const send = (event: QuizSubmitEvent) => stream.send(event.event, event.data, eventIdOf(event))
      try {
        await follow(ctx, quizId, lastEventId, send, stream.signal)
      } catch (err) {
        request.log.error({ err, quizId }, 'following marking failed')
        send({ event: 'error', data: GRADING_FAILED })
      } finally {
        stream.stopHeartbeat()
        stream.end()
      }
    },
  })
}
