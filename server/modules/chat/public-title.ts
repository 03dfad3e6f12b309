import { and, asc, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { chatMessages, chatThreads } from '../../db/schema'
import { notFound } from '../../errors'
import { hashToken } from '../../lib/crypto'

const TITLE_CHARS = 50

/** The first message cut at a word to at most 50 characters (product.md: titles are text previews). */
export function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= TITLE_CHARS) return flat
  const cut = flat.slice(0, TITLE_CHARS + 1)
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).trim()
  return `${(atWord || flat.slice(0, TITLE_CHARS)).replace(/[,.;:!?-]+$/, '')}…`
}

/**
 * POST /chat/public/title/{sessionId}: names the visitor's latest conversation from its first exchange, once;
 * asked again, it answers the same title. The model names it when one is configured.
 */
export async function titlePublicChat(ctx: AppContext, sessionId: string) {
  const [thread] = await ctx.db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.publicSessionHash, hashToken(sessionId)))
    .orderBy(desc(chatThreads.lastMessageAt))
    .limit(1)
  if (!thread) throw notFound('There is no conversation for this session yet.')
  if (thread.title) return { session_id: sessionId, title: thread.title }
  const firstTwo = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.status, 'complete')))
    .orderBy(asc(chatMessages.id))
    .limit(2)
  const asked = firstTwo.find((m) => m.fromUser)
  if (!asked) throw notFound('This conversation has no message to name it by yet.')
  const exchange = firstTwo.map((m) => `${m.fromUser ? 'Visitor' : 'Coach'}: ${m.text}`).join('\n')
  const fromModel = await ctx.coach.title(exchange, AbortSignal.timeout(5000))
  const title = titleFrom(fromModel || asked.text)
  await ctx.db.update(chatThreads).set({ title }).where(eq(chatThreads.id, thread.id))
  return { session_id: sessionId, title }
}
