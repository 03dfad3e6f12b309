import type { Db } from '../db/client'
import { chatFlags, chatMessages, chatThreads } from '../db/schema'
import { newThreadId } from '../modules/coach/threads'

/**
 * Test support: a student's conversation with the coach (their question, the coach's reply) and a flag on their
 * message, for the walk's chat routes.
 */
export async function chatOf(db: Db, userId: number) {
  const id = newThreadId()
  await db.insert(chatThreads).values({ id, kind: 'student', userId })
  const [asked, answered] = await db
    .insert(chatMessages)
    .values([
      { threadId: id, userId, fromUser: true, type: 'message', text: 'What is evaporation?' },
      {
        threadId: id,
        userId,
        fromUser: false,
        type: 'message',
        text: 'Evaporation is when a liquid turns into a gas. Where have you seen it?',
        answeredBy: 'offline',
      },
    ])
    .returning()
  const [flag] = await db
    .insert(chatFlags)
    .values({
      messageId: asked.id,
      threadId: id,
      studentId: userId,
      direction: 'in',
      category: 'bullying',
      severity: 1,
      source: 'offline',
    })
    .returning()
  return { thread: id, chatMessage: answered.id, chatFlag: flag.id }
}
