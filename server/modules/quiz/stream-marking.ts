import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { QuizSubmitEvent } from '../../../contracts/events'
import type { UserRow } from '../../context'
import { AppError } from '../../errors'
import { errorKind } from '../../lib/error-kind'
import { openEventStream } from '../../lib/sse'
import { currentUser } from '../../plugins/authenticate'
import { loadOwnQuiz } from './catalog'
import { eventIdOf, FINAL_MARKING_EVENTS } from './follow'
import { GRADING_FAILED, markDurably } from './marking-jobs'
import { resendMarks } from './resend'
import type { commitSubmission } from './submit'

type Committed = Awaited<ReturnType<typeof commitSubmission>>

/**
 * Takes the quiz's marking lease, commits the answers `commit` reads, then streams their marking as SSE. Shared by
 * the hand-in and the practice-mode check of one answer.
 */
export async function streamMarking(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  quizId: number,
  commit: (student: UserRow, owned: Awaited<ReturnType<typeof loadOwnQuiz>>) => Promise<Committed>,
) {
  const { ctx } = app
  const student = currentUser(request)
  // The lease is taken only on the student's own quiz: someone else's is refused with nothing written.
  if (!(await ctx.marking.take(quizId, student.id))) {
    await loadOwnQuiz(ctx.db, student, quizId, 'own')
    throw new AppError(
      409,
      'This quiz is already being marked. Watch for its marks, or try again in a moment.',
      'conflict',
    )
  }
  let leased = true
  const giveBack = async () => {
    if (!leased) return
    leased = false
    await ctx.marking
      .giveBack(quizId)
      .catch((err) => request.log.warn({ quizId, ...errorKind(err) }, 'marking lease not given back'))
  }
  try {
    // Read once the lease is held: what it says (handed in, marked) cannot change under this request.
    const owned = await loadOwnQuiz(ctx.db, student, quizId, 'change')
    const committed = await commit(student, owned)
    // No heartbeat follows the final event while the lease is given back.
    const stream = openEventStream(reply, ctx.config.sseHeartbeatMs, FINAL_MARKING_EVENTS)
    const send = (event: QuizSubmitEvent) => stream.send(event.event, event.data, eventIdOf(event))
    try {
      if (committed.resend) await resendMarks(ctx, quizId, committed.evaluationIds, send)
      else {
        // From here the job is durable: markDurably gives the lease back however marking ends.
        leased = false
        await markDurably(
          ctx,
          {
            student,
            quizId,
            worksheetId: committed.worksheet.id,
            worksheetOwnerId: committed.worksheet.ownerId,
            startedAt: committed.startedAt,
            submittedAt: committed.submittedAt,
            questions: committed.questions,
            rows: committed.rows,
            evaluationIds: committed.evaluationIds,
            isReview: committed.isReview,
            paysHearts: committed.paysHearts,
            keepOpen: committed.keepOpen,
            mode: committed.mode,
            timeZone: committed.timeZone,
            audio: committed.audio,
          },
          send,
        )
      }
    } catch (err) {
      request.log.error({ quizId, ...errorKind(err) }, 'sending marks failed')
      send({ event: 'error', data: GRADING_FAILED })
    }
    // Given back before the stream ends, so a resubmission right after it is not refused. A stream that ends
    // without grading_completed (handed back on shutdown) is followed again through GET /quiz/:id/events.
    await giveBack()
    stream.stopHeartbeat()
    stream.end()
  } finally {
    await giveBack()
  }
}
