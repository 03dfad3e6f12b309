import { and, eq, inArray, max } from 'drizzle-orm'
import { isNudgingType } from '../../../contracts/chat'
import type { NudgingGroup } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { chatMessages } from '../../db/schema'
import { badRequest, tooMany } from '../../errors'
import { latestStudentThread, touchThread } from './engagement/student-thread'
import { fillTemplate, NUDGE_TEMPLATES } from './nudge-templates'

export type NudgeRequest = {
  user_input?: string
  nudging_group?: NudgingGroup
  nudging_type?: string
  latest_question_correct?: boolean
}

/** One encouragement per five seconds per student: the encouragement machine sends at most one a question. */
const BURST = { max: 1, windowMs: 5000 }

/** The template bank a request names; the latest answer's outcome when it names no event. */
function bankKey(body: NudgeRequest): string {
  const { nudging_group: group, nudging_type: type } = body
  if (!group) {
    if (type) throw badRequest('Say which nudging_group this nudging_type belongs to.')
    if (body.latest_question_correct === undefined) return 'answer:unknown'
    return body.latest_question_correct ? 'answer:correct' : 'answer:incorrect'
  }
  if (!isNudgingType(group, type)) {
    throw badRequest(`“${type ?? ''}” is not a nudging_type of the ${group} group.`, [
      {
        path: 'nudging_type',
        message: 'Use an encouragement event, a trigger id 1–13 or a survey like confidence_login.',
      },
    ])
  }
  return type ? `${group}:${type}` : group
}

/**
 * The variant this student saw least recently (never seen first, in the bank's order), so the same child does
 * not read the same line twice while another is unread.
 */
async function leastRecentlyUsed(db: Executor, studentId: number, variants: string[]) {
  const seen = await db
    .select({ text: chatMessages.text, lastId: max(chatMessages.id) })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, studentId),
        eq(chatMessages.type, 'nudge'),
        inArray(chatMessages.text, variants),
      ),
    )
    .groupBy(chatMessages.text)
  const lastUse = new Map(seen.map((s) => [s.text, s.lastId ?? 0]))
  return variants.reduce((best, v) => ((lastUse.get(v) ?? 0) < (lastUse.get(best) ?? 0) ? v : best))
}

/**
 * POST /chat/generate: one encouragement or nudge from the template bank with the child's first name, stored as
 * a `nudge` message in their latest conversation. Never a model (plan Q8); `user_input` is not used or stored.
 */
export async function generateNudge(ctx: AppContext, student: UserRow, body: NudgeRequest, now = new Date()) {
  const key = bankKey(body)
  const bank = NUDGE_TEMPLATES[key]
  if (!bank?.length) throw badRequest('There is no message for that nudge yet.')
  if (
    !(await ctx.limiter.hit(`chat-generate:${student.id}`, BURST.max, BURST.windowMs, {
      ifUnreachable: 'allow',
    }))
  ) {
    throw tooMany('One encouragement at a time: wait a few seconds and try again.')
  }
  const variants = bank.map((line) => fillTemplate(line, student.firstName))
  return ctx.db.transaction(async (tx) => {
    const text = await leastRecentlyUsed(tx, student.id, variants)
    const threadId = await latestStudentThread(tx, student.id)
    const group = body.nudging_group
    await tx.insert(chatMessages).values({
      threadId,
      userId: student.id,
      fromUser: false,
      type: 'nudge',
      text,
      answeredBy: 'offline',
      nudgingGroup: group ?? null,
      nudgingType: body.nudging_type ?? null,
      triggerId: group === 'trigger' ? Number(body.nudging_type) : null,
    })
    await touchThread(tx, threadId, now)
    return { text }
  })
}
