import { and, count, eq, gt, inArray, sql } from 'drizzle-orm'
import { LIMITS } from '../../../contracts/constants'
import type { AppContext } from '../../context'
import { chatMessages, chatThreads, studentSettings } from '../../db/schema'
import { tooMany } from '../../errors'
import { DEFAULT_TIME_ZONE } from '../progress/dates'
import type { ThreadOwner } from './threads'

const DAY_MS = 24 * 60 * 60 * 1000

/** How many messages a person may send a day (ADR 0035): Lite students fewer, staff more, visitors per session. */
export function dailyAllowance(kind: 'student' | 'teacher' | 'public', liteOnly: boolean) {
  if (kind === 'teacher') return LIMITS.CHAT_DAILY_MESSAGES_STAFF
  if (kind === 'public') return LIMITS.CHAT_DAILY_MESSAGES_VISITOR
  return liteOnly ? LIMITS.CHAT_DAILY_MESSAGES_LITE : LIMITS.CHAT_DAILY_MESSAGES
}

/**
 * The person's own messages today (their calendar day), counted by the database in one statement, a student's
 * time zone read inside it; prompts the coach starts do not count.
 */
export async function sentToday(ctx: AppContext, owner: ThreadOwner, studentId: number | null, now: Date) {
  const zone = studentId
    ? sql`coalesce((select ${studentSettings.timeZone} from ${studentSettings} where ${studentSettings.userId} = ${studentId}), ${DEFAULT_TIME_ZONE})`
    : sql`${DEFAULT_TIME_ZONE}`
  const mine = and(
    eq(chatMessages.fromUser, true),
    eq(chatMessages.type, 'message'),
    gt(chatMessages.createdAt, new Date(now.getTime() - DAY_MS - 14 * 60 * 60 * 1000)),
    sql`(${chatMessages.createdAt} at time zone ${zone})::date = (${now.toISOString()}::timestamptz at time zone ${zone})::date`,
  )
  const whose =
    'userId' in owner
      ? eq(chatMessages.userId, owner.userId)
      : inArray(
          chatMessages.threadId,
          ctx.db
            .select({ id: chatThreads.id })
            .from(chatThreads)
            .where(eq(chatThreads.publicSessionHash, owner.sessionHash)),
        )
  const [{ sent }] = await ctx.db.select({ sent: count() }).from(chatMessages).where(and(whose, mine))
  return sent
}

/** A burst of more than six messages a minute is refused (429). Turns the coach starts itself are not limited. */
export async function checkChatBurst(ctx: AppContext, owner: ThreadOwner) {
  const key = 'userId' in owner ? `chat:user:${owner.userId}` : `chat:visitor:${owner.sessionHash}`
  if (
    ctx.config.rateLimits.enabled &&
    !(await ctx.limiter.hit(key, ctx.config.chatBurstPerMinute, 60_000, { ifUnreachable: 'allow' }))
  )
    throw tooMany('That is a lot of messages at once. Take a breath, then try again in a minute.')
}

/** Refuses a message past the day's allowance: a 429 with a sentence a child understands. */
export function refuseOverAllowance(kind: 'student' | 'teacher' | 'public', sent: number, liteOnly: boolean) {
  if (sent >= dailyAllowance(kind, liteOnly))
    throw tooMany(
      kind === 'student'
        ? "You've asked lots of questions today. The coach is back tomorrow morning. Well done for working so hard!"
        : 'You have reached today’s limit of messages to the coach. It resets tomorrow.',
    )
}

/**
 * Refuses a message past the day's allowance or a burst of more than six a minute (a student's turn reads the
 * day's count beside its courses and refuses with `refuseOverAllowance` itself: chat/student-stream.ts).
 */
export async function checkChatAllowance(
  ctx: AppContext,
  owner: ThreadOwner,
  kind: 'teacher' | 'public',
  now = new Date(),
) {
  await checkChatBurst(ctx, owner)
  refuseOverAllowance(kind, await sentToday(ctx, owner, null, now), false)
}
