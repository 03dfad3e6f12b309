import type { Executor } from '../../db/client'
import { chatFlags } from '../../db/schema'

type Flagged = { messageId: number; threadId: string; studentId: number | null }

/**
 * Records what the safety checks found on a message, for the child's parent and teachers (admins see all).
 * Personal details are removed before storing and are not flagged: the child is reminded instead.
 */
export async function recordFindings(
  db: Executor,
  at: Flagged,
  findings: { category: string; severity: 1 | 2 | 3 }[],
  direction: 'in' | 'out',
  source: 'offline' | 'moderation' | 'answer_guard',
) {
  const worth = findings.filter((f) => f.category !== 'personal_info')
  if (!worth.length) return
  await db.insert(chatFlags).values(
    worth.map((f) => ({
      messageId: at.messageId,
      threadId: at.threadId,
      studentId: at.studentId,
      direction,
      category: f.category,
      severity: f.severity,
      source,
    })),
  )
}
