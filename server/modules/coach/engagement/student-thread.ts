import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { chatThreads } from '../../../db/schema'
import { newThreadId } from '../threads'

/**
 * The student's latest conversation with the coach, or a new one: cards and nudges that are not part of a
 * reply (encouragement, a survey answered outside the chat) join the conversation the child last saw.
 */
export async function latestStudentThread(db: Executor, studentId: number) {
  const [latest] = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, studentId), eq(chatThreads.kind, 'student')))
    .orderBy(desc(chatThreads.lastMessageAt))
    .limit(1)
  if (latest) return latest.id
  const [created] = await db
    .insert(chatThreads)
    .values({ id: newThreadId(), kind: 'student', userId: studentId })
    .returning({ id: chatThreads.id })
  return created.id
}

/** A new message moves its conversation to the top of the list. */
export async function touchThread(db: Executor, threadId: string, at = new Date()) {
  await db.update(chatThreads).set({ lastMessageAt: at }).where(eq(chatThreads.id, threadId))
}
