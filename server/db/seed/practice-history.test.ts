import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { activityDays, quizzes, users } from '../schema'
import { seedPracticeHistory } from './practice-history'

describe("the demo family's practice history", () => {
  const t = useTestApp()

  it('hands in ten of ava’s worksheets through the app, spread over two weeks, once', async () => {
    const now = new Date('2026-11-24T06:00:00Z')
    await seedPracticeHistory(t.app, now)
    const [ava] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
    const done = await t.database.db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.studentId, ava.id), eq(quizzes.status, 'completed')))
    expect(done).toHaveLength(10)
    expect(done.every((q) => q.marksGiven !== null && q.marksGiven <= q.maxScore)).toBe(true)
    const total = done.reduce((s, q) => s + (q.marksGiven ?? 0), 0) / done.reduce((s, q) => s + q.maxScore, 0)
    // A child's mix: neither all right nor all wrong.
    expect(total).toBeGreaterThan(0.3)
    expect(total).toBeLessThan(0.9)
    const oldest = Math.min(...done.map((q) => q.completedAt!.getTime()))
    expect((now.getTime() - oldest) / 86_400_000).toBeGreaterThan(11)
    const days = await t.database.db.select().from(activityDays).where(eq(activityDays.userId, ava.id))
    expect(days.map((d) => d.day)).toContain('2026-11-24')

    await seedPracticeHistory(t.app, now)
    const again = await t.database.db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.studentId, ava.id), eq(quizzes.status, 'completed')))
    expect(again).toHaveLength(10)
  })
})
