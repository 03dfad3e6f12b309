import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { chatMessages, chatThreads, studentSettings, users } from '../../db/schema'
import { sentToday } from './limits'

describe('the coach’s daily count', () => {
  const t = useTestApp()

  it('counts a student’s messages of her own calendar day, in her time zone, in one statement', async () => {
    const db = t.database.db
    const [ava] = await db.select().from(users).where(eq(users.username, 'ava'))
    const threadId = randomUUID()
    await db.insert(chatThreads).values({ id: threadId, kind: 'student', userId: ava.id })
    const sent = (iso: string, extra: Partial<typeof chatMessages.$inferInsert> = {}) => ({
      threadId,
      userId: ava.id,
      fromUser: true,
      type: 'message' as const,
      text: 'a question',
      createdAt: new Date(iso),
      ...extra,
    })
    await db.insert(chatMessages).values([
      // 23:30 on the 24th in Los Angeles: yesterday there, today in Singapore.
      sent('2026-11-25T07:30:00Z'),
      sent('2026-11-25T07:45:00Z'),
      // 01:00 on the 25th in Los Angeles.
      sent('2026-11-25T09:00:00Z'),
      // The coach's own words and prompts it starts do not count.
      sent('2026-11-25T09:05:00Z', { fromUser: false }),
      sent('2026-11-25T09:06:00Z', { type: 'nudge' }),
    ])
    const now = new Date('2026-11-25T10:00:00Z')
    const owner = { userId: ava.id }
    await db
      .insert(studentSettings)
      .values({ userId: ava.id, timeZone: 'America/Los_Angeles' })
      .onConflictDoUpdate({ target: studentSettings.userId, set: { timeZone: 'America/Los_Angeles' } })
    expect(await sentToday(t.app.ctx, owner, ava.id, now)).toBe(1)
    await db
      .update(studentSettings)
      .set({ timeZone: 'Asia/Singapore' })
      .where(eq(studentSettings.userId, ava.id))
    expect(await sentToday(t.app.ctx, owner, ava.id, now)).toBe(3)
    // Without a student (staff), the day is Singapore's.
    expect(await sentToday(t.app.ctx, owner, null, now)).toBe(3)
  })
})
