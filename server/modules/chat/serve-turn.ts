import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodError, ZodTypeAny, z } from 'zod'
import type { AppContext } from '../../context'
import { badRequest } from '../../errors'
import { errorKind } from '../../lib/error-kind'
import { openEventStream } from '../../lib/sse'
import type { ThreadHold } from '../coach/threads'
import { type PreparedTurn, runTurn } from '../coach/turn'

/** A contract schema checked by hand (the streamed routes are plain Fastify routes). */
export function parseWith<S extends ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw invalid(parsed.error)
  return parsed.data
}

const invalid = (error: ZodError) => {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  return badRequest(issues[0].path ? `${issues[0].path}: ${issues[0].message}` : issues[0].message, issues)
}

/**
 * Streams a prepared turn as Server-Sent Events: heartbeats from the start, the turn's events, and an `error`
 * event if something unexpected breaks it. The thread's hold is released however it ends.
 */
export async function streamTurn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  turn: PreparedTurn,
  hold: ThreadHold,
) {
  const stream = openEventStream(reply, ctx.config.sseHeartbeatMs)
  try {
    await runTurn(ctx, turn, { send: (e) => stream.send(e.event, e.data), signal: stream.signal, hold })
  } catch (err) {
    // Not the error itself: a failed insert carries its parameters, the child's words among them.
    request.log.error({ threadId: turn.thread.id, ...errorKind(err) }, 'coach turn failed')
    stream.send('error', { message: 'Something went wrong on our side. Please ask again.', code: 'internal' })
  } finally {
    // Released before the stream ends (a turn that stored its reply has released it already, with its state), so
    // a next message sent as soon as this one is over is not refused; no heartbeat may follow the final event.
    stream.stopHeartbeat()
    await hold
      .release()
      .catch((err) =>
        request.log.error({ threadId: turn.thread.id, ...errorKind(err) }, 'could not release the thread'),
      )
    stream.end()
  }
}
