import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { CoachThreadState } from '../../ai/coach-types'
import type { Db } from '../../db/client'
import { chatMessages, chatThreads, type ThreadKind } from '../../db/schema'
import { conflict, notFound } from '../../errors'

export type ThreadOwner = { userId: number } | { sessionHash: string }
export type ThreadRow = typeof chatThreads.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect

export const newThreadId = () => randomBytes(16).toString('base64url').slice(0, 22)

const ownedBy = (owner: ThreadOwner) =>
  'userId' in owner
    ? eq(chatThreads.userId, owner.userId)
    : eq(chatThreads.publicSessionHash, owner.sessionHash)

/**
 * How long one reply may hold its thread. A reply ends well within it; past it, a thread whose instance died
 * mid-reply is free again.
 */
const STREAM_LOCK = sql`now() + interval '5 minutes'`

/**
 * Threads opened by a turn and not written yet: the statement that stores the turn's first message writes the
 * thread too (`insertMessages`), one round trip fewer before a new conversation's first word (issue 10). A turn
 * that fails before storing anything leaves no empty conversation behind.
 */
const unwritten = new WeakSet<ThreadRow>()

/**
 * The person's thread by id (404 when it is not theirs, so another's cannot be told from none), or a new one,
 * held for the reply this turn writes (nobody else knows its id yet) and written with its first message.
 */
export async function openThread(
  db: Db,
  owner: ThreadOwner,
  kind: ThreadKind,
  threadId: string | undefined,
  extra: { classId?: number | null; quizId?: number | null; locale?: string | null } = {},
): Promise<ThreadRow> {
  if (threadId) {
    const [row] = await db
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, threadId), ownedBy(owner), eq(chatThreads.kind, kind)))
    if (!row) throw notFound('There is no such conversation among yours. Start a new one.')
    return row
  }
  const now = new Date()
  const row: ThreadRow = {
    id: newThreadId(),
    kind,
    userId: 'userId' in owner ? owner.userId : null,
    publicSessionHash: 'sessionHash' in owner ? owner.sessionHash : null,
    classId: extra.classId ?? null,
    quizId: extra.quizId ?? null,
    title: null,
    locale: extra.locale ?? null,
    state: {},
    createdAt: now,
    lastMessageAt: now,
    streamingUntil: new Date(now.getTime() + 5 * 60_000),
  }
  unwritten.add(row)
  return row
}

/**
 * Stores messages of `thread`, and the thread itself in the same statement when this turn opened it and has not
 * written it yet (a CTE: the messages' foreign key is checked once the statement ends, when the thread exists).
 */
export async function insertMessages(
  db: Db,
  thread: ThreadRow,
  values: (typeof chatMessages.$inferInsert)[],
): Promise<MessageRow[]> {
  if (!unwritten.has(thread)) return db.insert(chatMessages).values(values).returning()
  const { state, createdAt, lastMessageAt, streamingUntil, ...columns } = thread
  const opened = db.$with('opened_thread').as(
    db
      .insert(chatThreads)
      .values({ ...columns, state, streamingUntil: STREAM_LOCK })
      .returning({ id: chatThreads.id }),
  )
  const rows = await db.with(opened).insert(chatMessages).values(values).returning()
  unwritten.delete(thread)
  return rows
}

/**
 * Holds the thread for one reply: a second message waits for it (one stream per thread), whichever instance it
 * reaches, since the hold is a fact in the database. A thread this turn created is held already. Answers its
 * release, which may be called more than once.
 */
/** A conversation held for one reply: given back once, with the coach's memory of it when the turn got that far. */
export type ThreadHold = {
  /** Gives the thread back; with `state`, saves it (and the time of the last message) in the same statement. */
  release(state?: CoachThreadState): Promise<void>
  /**
   * The release with `state` as a statement not yet run, for the caller to run inside its own (a data-modifying
   * CTE beside the reply's last write: one round trip instead of two); null when it was given back already. The
   * caller says `released()` once that statement succeeded; until then `release` still gives the thread back.
   */
  releaseInside(state: CoachThreadState): ReturnType<typeof releaseStatement> | null
  released(): void
}

const releaseStatement = (db: Db, threadId: string, state?: CoachThreadState) =>
  db
    .update(chatThreads)
    .set({
      streamingUntil: null,
      ...(state ? { state: state as Record<string, unknown>, lastMessageAt: new Date() } : {}),
    })
    .where(eq(chatThreads.id, threadId))
    .returning({ id: chatThreads.id })

export async function lockThread(db: Db, threadId: string, createdNow: boolean): Promise<ThreadHold> {
  if (!createdNow) {
    const [held] = await db
      .update(chatThreads)
      .set({ streamingUntil: STREAM_LOCK })
      .where(
        and(
          eq(chatThreads.id, threadId),
          or(isNull(chatThreads.streamingUntil), lt(chatThreads.streamingUntil, sql`now()`)),
        ),
      )
      .returning({ id: chatThreads.id })
    if (!held)
      throw conflict('The coach is still answering in this conversation. Wait for it, or stop it first.')
  }
  let released = false
  return {
    async release(state) {
      if (released) return
      released = true
      await releaseStatement(db, threadId, state)
    },
    releaseInside(state) {
      return released ? null : releaseStatement(db, threadId, state)
    },
    released() {
      released = true
    },
  }
}

/** The last `count` finished messages of a thread before `beforeId`, oldest first (the model's memory). */
export async function recentMessages(db: Db, threadId: string, beforeId: number, count = 10) {
  const rows = await db
    .select({ fromUser: chatMessages.fromUser, text: chatMessages.text, status: chatMessages.status })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(count)
  return rows
    .filter((r) => r.text.trim() && r.status !== 'streaming')
    .reverse()
    .map(({ fromUser, text }) => ({ fromUser, text }))
}
