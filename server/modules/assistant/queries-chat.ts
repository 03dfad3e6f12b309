import { and, asc, count, countDistinct, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { chatFlags, chatMessages, chatThreads } from '../../db/schema'
import { within } from './filters'
import { PERIOD_PHRASE, PeriodSchema } from './periods'
import { counted, defineQuery, listed, was } from './query'

const COACH_LABEL: Record<string, string> = { student: 'student', teacher: 'teacher', public: 'visitor' }

export const chatUsage = defineQuery({
  name: 'chat_usage',
  description:
    "How much the coaches were used in a period: people's messages by coach, conversations, people, replies.",
  params: z.object({ period: PeriodSchema }).strict(),
  async run({ db, now }, { period }) {
    const rows = await db
      .select({
        kind: chatThreads.kind,
        sent: sql<number>`count(*) filter (where ${chatMessages.fromUser})`.mapWith(Number),
        replies: sql<number>`count(*) filter (where not ${chatMessages.fromUser})`.mapWith(Number),
        conversations: countDistinct(chatMessages.threadId),
        people: countDistinct(sql`coalesce(${chatThreads.userId}::text, ${chatThreads.publicSessionHash})`),
      })
      .from(chatMessages)
      .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
      // The assistant's own audit threads are not coaching.
      .where(and(ne(chatThreads.kind, 'admin_assistant'), within(chatMessages.createdAt, period, now)))
      .groupBy(chatThreads.kind)
      .orderBy(asc(chatThreads.kind))
    return rows.map((r) => ({ ...r, coach: COACH_LABEL[r.kind] ?? r.kind }))
  },
  phrase: (rows, p) => {
    const sum = (key: 'sent' | 'replies' | 'conversations' | 'people') =>
      rows.reduce((total, r) => total + r[key], 0)
    const sent = sum('sent')
    if (sent === 0 && sum('replies') === 0) return `Nobody used the coaches ${PERIOD_PHRASE[p.period]}.`
    return (
      `${counted(sent, 'message')} ${was(sent)} sent to the coaches ${PERIOD_PHRASE[p.period]} ` +
      `(${listed(rows.map((r) => ({ label: r.coach, n: r.sent })))}) in ` +
      `${counted(sum('conversations'), 'conversation')} by ${counted(sum('people'), 'person', 'people')}; ` +
      `the coaches replied ${counted(sum('replies'), 'time')}.`
    )
  },
})

export const flagsByCategory = defineQuery({
  name: 'flags_by_category',
  description:
    'How many chat messages the safety checks flagged in a period, by category, and how many await review.',
  params: z.object({ period: PeriodSchema }).strict(),
  async run({ db, now }, { period }) {
    return db
      .select({
        category: chatFlags.category,
        n: count(),
        unreviewed: sql<number>`count(*) filter (where ${isNull(chatFlags.reviewedAt)})`.mapWith(Number),
      })
      .from(chatFlags)
      .where(within(chatFlags.createdAt, period, now))
      .groupBy(chatFlags.category)
      .orderBy(desc(count()), asc(chatFlags.category))
  },
  phrase: (rows, p) => {
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    if (total === 0) return `No chat messages were flagged ${PERIOD_PHRASE[p.period]}.`
    const waiting = rows.reduce((sum, r) => sum + r.unreviewed, 0)
    return (
      `${counted(total, 'chat message')} ${was(total)} flagged ${PERIOD_PHRASE[p.period]}: ` +
      `${listed(rows.map((r) => ({ label: r.category.replaceAll('_', ' '), n: r.n })))}; ` +
      `${counted(waiting, 'flag')} ${waiting === 1 ? 'awaits' : 'await'} review.`
    )
  },
})
