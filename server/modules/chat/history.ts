import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { chatBookmarks, chatMessages, chatReactions, chatThreads } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { presentMessages, presentStoredMessage } from './present'

/** Messages still being written are not history yet. */
const settled = ne(chatMessages.status, 'streaming')

/**
 * GET /chat: the person's messages, newest first (every kind: surveys, nudges, plan and onboarding too), or
 * the ones they bookmarked, newest bookmark first. Total pages = ceil(total_count / size).
 */
export async function listHistory(
  ctx: AppContext,
  user: UserRow,
  query: { type: 'message' | 'bookmarked'; page: number; size: number; thread_id?: string },
) {
  const offset = (query.page - 1) * query.size
  if (query.type === 'bookmarked') {
    const mine = eq(chatBookmarks.userId, user.id)
    const [{ total }] = await ctx.db.select({ total: count() }).from(chatBookmarks).where(mine)
    const rows = await ctx.db
      .select({ m: chatMessages })
      .from(chatBookmarks)
      .innerJoin(chatMessages, eq(chatMessages.id, chatBookmarks.messageId))
      .where(mine)
      .orderBy(desc(chatBookmarks.createdAt), desc(chatMessages.id))
      .limit(query.size)
      .offset(offset)
    const items = await presentMessages(
      ctx.db,
      rows.map((r) => r.m),
    )
    return { items, total_count: total, page: query.page, size: query.size }
  }
  const mine = and(eq(chatMessages.userId, user.id), settled)
  const [{ total }] = await ctx.db.select({ total: count() }).from(chatMessages).where(mine)
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(mine)
    .orderBy(desc(chatMessages.id))
    .limit(query.size)
    .offset(offset)
  return {
    items: await presentMessages(ctx.db, rows),
    total_count: total,
    page: query.page,
    size: query.size,
  }
}

/** The person's own message (another's is "not found": whether it exists is not theirs to know). */
async function ownMessage(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)))
  if (!row) throw notFound('There is no such message among yours.')
  return row
}

/** A visitor's own message, found through the session id they hold. */
export async function sessionMessage(ctx: AppContext, sessionHash: string, id: number) {
  const [row] = await ctx.db
    .select({ m: chatMessages })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(eq(chatMessages.id, id), eq(chatThreads.publicSessionHash, sessionHash)))
  if (!row) throw notFound('There is no such message in this conversation.')
  return row.m
}

type MessageRow = typeof chatMessages.$inferSelect

/** Like and dislike are one choice: choosing the one held clears it, choosing the other replaces it. */
export async function toggleReaction(ctx: AppContext, row: MessageRow, reaction: 'like' | 'dislike') {
  if (row.fromUser) throw badRequest("You can only rate the coach's replies.")
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(chatReactions)
      .where(eq(chatReactions.messageId, row.id))
      .for('update')
    if (held?.reaction === reaction) await tx.delete(chatReactions).where(eq(chatReactions.messageId, row.id))
    else
      await tx
        .insert(chatReactions)
        .values({ messageId: row.id, reaction })
        .onConflictDoUpdate({ target: chatReactions.messageId, set: { reaction, at: new Date() } })
  })
  return presentStoredMessage(ctx.db, row)
}

export async function reactToOwnMessage(
  ctx: AppContext,
  user: UserRow,
  id: number,
  reaction: 'like' | 'dislike',
) {
  return toggleReaction(ctx, await ownMessage(ctx, user.id, id), reaction)
}

export async function toggleBookmark(ctx: AppContext, user: UserRow, id: number) {
  const row = await ownMessage(ctx, user.id, id)
  const removed = await ctx.db
    .delete(chatBookmarks)
    .where(and(eq(chatBookmarks.messageId, row.id), eq(chatBookmarks.userId, user.id)))
    .returning()
  if (!removed.length)
    await ctx.db.insert(chatBookmarks).values({ messageId: row.id, userId: user.id }).onConflictDoNothing()
  return presentStoredMessage(ctx.db, row)
}

/** Every message of a visitor's conversations, oldest first, with the title of their latest one. */
export async function publicSession(ctx: AppContext, sessionId: string, sessionHash: string) {
  const threads = await ctx.db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.publicSessionHash, sessionHash))
    .orderBy(desc(chatThreads.lastMessageAt))
  if (!threads.length) throw notFound('There is no conversation for this session yet.')
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.threadId,
          threads.map((t) => t.id),
        ),
        settled,
      ),
    )
    .orderBy(chatMessages.id)
  return { session_id: sessionId, title: threads[0].title, messages: await presentMessages(ctx.db, rows) }
}
