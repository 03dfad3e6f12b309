import { randomBytes } from 'node:crypto'
import type { AppContext, UserRow } from '../../context'
import { chatMessages, chatThreads } from '../../db/schema'
import type { AssistantAnswer } from './answer'

/** The longest question kept as the audit thread's title. */
const TITLE_CHARS = 80

/**
 * Keeps each exchange as an `admin_assistant` thread (plan §9): the question, the answer, and in the thread's
 * state the query and parameters that answered it, so anyone reviewing can see what was counted and for whom.
 */
export async function recordExchange(
  ctx: Pick<AppContext, 'db'>,
  admin: UserRow,
  question: string,
  answer: AssistantAnswer,
  answeredBy: 'offline' | 'model',
) {
  const threadId = randomBytes(16).toString('base64url').slice(0, 22)
  await ctx.db.transaction(async (tx) => {
    await tx.insert(chatThreads).values({
      id: threadId,
      kind: 'admin_assistant',
      userId: admin.id,
      title: question.length > TITLE_CHARS ? `${question.slice(0, TITLE_CHARS - 1)}…` : question,
      state: { query: answer.query?.name ?? null, params: answer.query?.params ?? null, answeredBy },
    })
    await tx.insert(chatMessages).values([
      { threadId, userId: admin.id, fromUser: true, type: 'message', text: question },
      { threadId, userId: admin.id, fromUser: false, type: 'message', text: answer.text, answeredBy },
    ])
  })
}
