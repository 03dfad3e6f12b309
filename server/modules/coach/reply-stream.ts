import { eq } from 'drizzle-orm'
import type { CoachTurn } from '../../ai/coach-types'
import { replyOffline } from '../../ai/offline/coach/reply'
import { streamText } from '../../ai/offline/stream'
import { SAFETY_REPLIES } from '../../ai/safety/replies'
import type { AppContext } from '../../context'
import { chatMessages } from '../../db/schema'
import { createOutputGate, type GateStop } from './output-gate'
import { recordFindings } from './safety-record'
import { insertMessages, type MessageRow } from './threads'
import type { PreparedTurn, TurnStream } from './turn'

type Outcome = { row: MessageRow; answeredBy: 'offline' | 'model' }

const replyType = (turn: PreparedTurn): MessageRow['type'] => {
  const group = turn.nudge?.group
  if (group === 'onboarding' || group === 'plan' || group === 'survey') return group
  if (group === 'trigger' || group === 'encouragement') return 'nudge'
  return 'message'
}

/** What replaces a reply the gate stopped: the next hint instead of an answer, or a kind refusal. */
function replacementFor(stop: GateStop, coachTurn: CoachTurn) {
  if (stop.reason === 'answer_guard')
    return replyOffline({ ...coachTurn, message: "I'm stuck, can you help?" })
  return SAFETY_REPLIES.refuse
}

/** The reply's row while it streams; what it used of our material is written with its text at the end. */
export const replyPlaceholder = (turn: PreparedTurn) => ({
  threadId: turn.thread.id,
  userId: turn.userId,
  fromUser: false,
  type: replyType(turn),
  text: '',
  status: 'streaming' as const,
  triggerId: turn.triggerId ?? null,
  nudgingGroup: turn.nudge?.group ?? null,
  nudgingType: turn.nudge && 'type' in turn.nudge ? turn.nudge.type : null,
  planAction: turn.nudge?.group === 'plan' ? turn.nudge.action : null,
  onboardingStep: turn.nudge?.group === 'onboarding' ? turn.nudge.step : null,
  ...turn.replyExtras,
})

/**
 * Generates and streams the coach's reply through the output gate, storing it as it ends. Answers the stored
 * reply when it completed (perhaps replaced); null when the person left (stored `stopped`) or it failed after
 * its first words (stored `failed`, an `error` event sent).
 *
 * `placeholder`: the reply's row, when the turn stored it with the person's message (one statement for both);
 * otherwise it is stored here.
 */
export async function generateReply(
  ctx: AppContext,
  turn: PreparedTurn,
  coachTurn: CoachTurn,
  stream: TurnStream,
  placeholder?: MessageRow,
): Promise<Outcome | null> {
  const retrieval = coachTurn.material.map((c) => c.id)
  const row = placeholder ?? (await insertMessages(ctx.db, turn.thread, [replyPlaceholder(turn)]))[0]
  const generation = new AbortController()
  const stopGeneration = () => generation.abort(stream.signal.reason)
  stream.signal.addEventListener('abort', stopGeneration, { once: true })
  const guard = turn.question?.guarded && turn.question.view.key ? turn.question.view : null
  const rename = turn.rename ?? ((text: string) => text)
  const gate = createOutputGate(guard?.key ? { text: guard.text, key: guard.key } : null, (delta) =>
    stream.send({ event: 'token', data: { message_id: row.id, delta: rename(delta) } }),
  )
  // The provider's moderation of the message runs beside generation; nothing is released before its verdict.
  const fixed = turn.fixedReply
  const moderation =
    coachTurn.message && fixed === undefined ? ctx.coach.moderate(coachTurn.message, generation.signal) : null
  const reply =
    fixed === undefined
      ? ctx.coach.reply(coachTurn, generation.signal)
      : Object.assign(streamText(fixed, generation.signal), { answeredBy: () => 'offline' as const })
  const flagAt = { messageId: row.id, threadId: turn.thread.id, studentId: turn.studentId }
  let stop: GateStop | null = null
  let failed: unknown = null
  try {
    let first = true
    for await (const delta of reply) {
      if (first && moderation) {
        first = false
        if ((await moderation)?.flagged) {
          stop = { reason: 'safety', category: 'moderation' }
          await recordFindings(ctx.db, flagAt, [{ category: 'moderation', severity: 2 }], 'in', 'moderation')
          break
        }
      }
      stop = gate.push(delta)
      if (stop) break
    }
    stop ??= stream.signal.aborted ? null : gate.finish()
  } catch (error) {
    failed = error
  } finally {
    stream.signal.removeEventListener('abort', stopGeneration)
    generation.abort()
    gate.close()
  }

  if (stream.signal.aborted) {
    if (gate.released.trim())
      await ctx.db
        .update(chatMessages)
        .set({ text: rename(gate.released), status: 'stopped', retrieval })
        .where(eq(chatMessages.id, row.id))
    else await ctx.db.delete(chatMessages).where(eq(chatMessages.id, row.id))
    return null
  }
  if (failed) {
    await ctx.db
      .update(chatMessages)
      .set({ text: rename(gate.released), status: 'failed', retrieval })
      .where(eq(chatMessages.id, row.id))
    stream.send({
      event: 'error',
      data: { message: 'The coach stopped part way. Ask again in a moment.', code: 'model_failed' },
    })
    return null
  }
  let text = rename(gate.released)
  let answeredBy = reply.answeredBy()
  if (stop) {
    text = replacementFor(stop, coachTurn)
    answeredBy = 'offline'
    const reason = stop.reason
    stream.send({ event: 'replace', data: { message_id: row.id, text, reason } })
    if (stop.category !== 'moderation') {
      const severity = reason === 'answer_guard' ? 1 : 2
      const source = reason === 'answer_guard' ? 'answer_guard' : 'offline'
      await recordFindings(ctx.db, flagAt, [{ category: stop.category, severity }], 'out', source)
    }
  }
  // The reply and the thread's release (with the coach's memory of the turn) in one statement.
  const release = stream.hold.releaseInside(coachTurn.state)
  const complete = {
    retrieval,
    text,
    status: 'complete' as const,
    answeredBy,
    model: answeredBy === 'model' ? ctx.config.ai.model : null,
  }
  const [stored] = await (release ? ctx.db.with(ctx.db.$with('released').as(release)) : ctx.db)
    .update(chatMessages)
    .set(complete)
    .where(eq(chatMessages.id, row.id))
    .returning()
  if (release) stream.hold.released()
  return { row: stored, answeredBy }
}
