import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { getLeaderboard } from '../../modules/leaderboard/service'
import { users, xpEvents } from '../schema'
import { seedDemoLeague } from './demo-league'

describe('the demo league', () => {
  const t = useTestApp()

  it('puts ava, once she earns points, in a cohort with the demo children, shown by last initial', async () => {
    const now = new Date('2031-06-04T06:00:00Z')
    await seedDemoLeague(t.app, now)
    await seedDemoLeague(t.app, now)
    const [ava] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
    await t.database.db.insert(xpEvents).values({
      userId: ava.id,
      source: 'test',
      sourceKey: 'demo-league',
      xp: 55,
      createdAt: new Date('2031-06-04T05:00:00Z'),
    })
    const board = await getLeaderboard(t.app.ctx, ava, now)
    expect(board.students).toHaveLength(8)
    expect(board.students.find((s) => s.is_me)).toMatchObject({ first_name: 'Ava', points: 55 })
    expect(board.students.find((s) => s.first_name === 'Sofia')).toMatchObject({
      last_name: 'R.',
      points: 110,
    })
    // Seeding twice gave each week's points once.
    expect(board.students.find((s) => s.first_name === 'Mei')?.points).toBe(95)
  })
})
