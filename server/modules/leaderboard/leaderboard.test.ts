import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { leaderboardPlayers, users, xpEvents } from '../../db/schema'
import { levelId, signUp } from '../children/testing'
import { periodAt } from './period'
import { getLeaderboard } from './service'

describe('leaderboards', () => {
  const t = useTestApp()

  /** A new student of a level, signed up through the real call. */
  async function student(level: string) {
    const made = await signUp(t.app, 1, { academic_level_id: await levelId(t.database.db, level) })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, made.user.id))
    return { ...made, row }
  }

  let keys = 0
  async function earn(userId: number, xp: number, at: string) {
    await t.database.db
      .insert(xpEvents)
      .values({ userId, source: 'test', sourceKey: `k${keys++}`, xp, createdAt: new Date(at) })
  }

  const board = (s: { row: typeof users.$inferSelect }, at: string) =>
    getLeaderboard(t.app.ctx, s.row, new Date(at))

  // Each test plays in a week of its own, later than the one before: closing looks at every earlier week.
  describe('a league week', () => {
    it('a student with no points this week is not yet in a cohort; her first points put her in one', async () => {
      const ana = await student('P6')
      const before = await board(ana, '2031-01-07T04:00:00Z')
      expect(before.period).toMatchObject({
        previous: null,
        current: { start_date: '2031-01-06', end_date: '2031-01-12' },
        next_start_date: '2031-01-13',
        next_end_date: '2031-01-19',
        in_progress: true,
        assigned: false,
      })
      expect(before).toMatchObject({ league: 1, rank: null, students: [] })
      await earn(ana.row.id, 30, '2031-01-07T05:00:00Z')
      const after = await board(ana, '2031-01-07T05:01:00Z')
      expect(after.period.assigned).toBe(true)
      expect(after.rank).toBe(1)
      expect(after.students).toEqual([
        { first_name: 'Sam', last_name: 'Family', points: 30, current_level: 1, is_me: true },
      ])
    })

    it('counts only XP earned inside the week (Singapore time), and groups children of the same level', async () => {
      const [a, b, older] = [await student('P3'), await student('P3'), await student('P2')]
      // Sunday 23:30 in Singapore belongs to the week before; Monday 00:30 to this one.
      await earn(a.row.id, 500, '2031-02-09T15:30:00Z')
      await earn(a.row.id, 40, '2031-02-09T16:30:00Z')
      await earn(b.row.id, 60, '2031-02-10T03:00:00Z')
      await earn(older.row.id, 90, '2031-02-10T03:00:00Z')
      const now = '2031-02-11T03:00:00Z'
      const forA = await board(a, now)
      await board(older, now)
      const forB = await board(b, now)
      expect(forB.students.map((s) => [s.points, s.is_me])).toEqual([
        [60, true],
        [40, false],
      ])
      // Her level counts all her XP; her points only this week's.
      expect(forB.students[1].current_level).toBe(1)
      expect(forA.period.current.start_date).toBe('2031-02-10')
      expect(forB.students.some((s) => s.points === 90)).toBe(false)
      // Another child by first name and last initial only.
      expect(forB.students[1]).toMatchObject({ first_name: 'Sam', last_name: 'F.' })
      expect(forB.rank).toBe(1)
    })

    it('the close moves the top of a cohort up and the bottom down, and the next week shows the results', async () => {
      const kids = [
        await student('P1'),
        await student('P1'),
        await student('P1'),
        await student('P1'),
        await student('P1'),
      ]
      for (const kid of kids)
        await t.database.db.insert(leaderboardPlayers).values({ userId: kid.row.id, league: 2 })
      const points = [50, 40, 30, 20, 10]
      for (const [i, kid] of kids.entries()) {
        await earn(kid.row.id, points[i], '2031-03-04T02:00:00Z')
        await board(kid, '2031-03-04T03:00:00Z')
      }
      const during = await board(kids[0], '2031-03-05T03:00:00Z')
      expect(during).toMatchObject({ league: 2, rank: 1, promote_count: 1, demote_count: 1 })
      expect(during.students).toHaveLength(5)

      const nextWeek = '2031-03-10T01:00:00Z'
      const top = await board(kids[0], nextWeek)
      expect(top.period.previous).toEqual({
        end_date: '2031-03-09',
        league: 2,
        rank: 1,
        points: 50,
        outcome: 'promoted',
      })
      expect(top.league).toBe(3)
      expect(top.period.assigned).toBe(false)
      expect((await board(kids[2], nextWeek)).period.previous).toMatchObject({ outcome: 'stayed', rank: 3 })
      const bottom = await board(kids[4], nextWeek)
      expect(bottom.period.previous).toMatchObject({ outcome: 'demoted', rank: 5, points: 10 })
      expect(bottom.league).toBe(1)
      // Two weeks later the results are no longer "the week before".
      expect((await board(kids[0], '2031-03-18T01:00:00Z')).period.previous).toBeNull()
    })

    it('the hourly sweep closes a week no one asks about', async () => {
      const { closeEndedPeriods } = await import('./store')
      const kid = await student('P4')
      await earn(kid.row.id, 25, '2031-04-01T02:00:00Z')
      await board(kid, '2031-04-01T03:00:00Z')
      expect(await closeEndedPeriods(t.database.db, periodAt(new Date('2031-04-08T00:00:00Z')))).toBe(1)
      expect(await closeEndedPeriods(t.database.db, periodAt(new Date('2031-04-08T00:00:00Z')))).toBe(0)
    })
  })

  describe('privacy', () => {
    it('a child kept off leaderboards sees only her own points, and others do not see or rank her', async () => {
      const [shown, kept] = [await student('P5'), await student('P5')]
      const parent = await signUp(t.app, 6)
      // Her parent links her account, then keeps her off.
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/onboarding/aiacademy/parent/link-child-account',
        headers: parent.headers,
        payload: { username: kept.username, password: kept.password },
      })
      expect(link.statusCode, link.body).toBe(200)
      await earn(shown.row.id, 20, '2031-05-06T02:00:00Z')
      await earn(kept.row.id, 80, '2031-05-06T02:00:00Z')
      const at = '2031-05-06T03:00:00Z'
      await board(kept, at)
      expect((await board(shown, at)).students).toHaveLength(2)

      const off = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/children/${kept.row.id}/leaderboard`,
        headers: parent.headers,
        payload: { visible: false },
      })
      expect(off.statusCode, off.body).toBe(200)
      expect(off.json()).toEqual({ student_id: kept.row.id, visible: false, league: 1 })

      const hers = await board(kept, '2031-05-06T03:00:01Z')
      expect(hers).toMatchObject({ hidden: true, rank: null })
      expect(hers.students).toEqual([expect.objectContaining({ points: 80, is_me: true })])
      await earn(shown.row.id, 1, '2031-05-06T03:00:02Z')
      const theirs = await board(shown, '2031-05-06T03:00:03Z')
      expect(theirs.students.map((s) => s.points)).toEqual([21])
      expect(theirs.rank).toBe(1)
    })

    it('a parent reaches only their own children; a teacher only students of their classes', async () => {
      const parent = await signIn(t.app, 'parent@lantern.test')
      const teacher = await signIn(t.app, 'teacher@lantern.test')
      const other = await signUp(t.app, 6)
      const [ava] = await t.database.db.select().from(users).where(eq(users.username, 'ava'))
      const [chloe] = await t.database.db.select().from(users).where(eq(users.username, 'chloe'))
      const url = `/api/v1/users/children/${ava.id}/leaderboard`
      const put = (headers: Record<string, string>, path: string, visible: unknown = true) =>
        t.app.inject({ method: 'PUT', url: path, headers, payload: { visible } })

      expect((await t.app.inject({ method: 'GET', url, headers: parent.headers })).json()).toMatchObject({
        visible: true,
      })
      expect((await put(parent.headers, url)).statusCode).toBe(200)
      expect((await put(other.headers, url)).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404)
      const bad = await put(parent.headers, url, 'maybe')
      expect(bad.statusCode).toBe(400)

      const classes = await t.app.inject({
        method: 'GET',
        url: '/api/v1/teachers/class',
        headers: teacher.headers,
      })
      const classId = classes.json().classes[0].id
      const inClass = `/api/v1/classes/${classId}/students/${chloe.id}/leaderboard`
      expect((await put(teacher.headers, inClass, false)).json()).toMatchObject({
        student_id: chloe.id,
        visible: false,
      })
      const read = (headers: Record<string, string>, path: string) =>
        t.app.inject({ method: 'GET', url: path, headers })
      // The teacher's switch reads what is stored, so it shows the same after a reload.
      expect((await read(teacher.headers, inClass)).json()).toMatchObject({ visible: false })
      expect(
        (await put(teacher.headers, `/api/v1/classes/${classId}/students/${ava.id}/leaderboard`)).statusCode,
      ).toBe(404)
      expect(
        (await read(teacher.headers, `/api/v1/classes/${classId}/students/${ava.id}/leaderboard`)).statusCode,
      ).toBe(404)
      expect((await read(parent.headers, inClass)).statusCode).toBe(403)
      await put(teacher.headers, inClass, true)
      expect((await read(teacher.headers, inClass)).json()).toMatchObject({ visible: true })

      // Roles: a student cannot hide anyone, and only students have a league table.
      const ava2 = await signIn(t.app, 'ava')
      expect((await put(ava2.headers, url)).statusCode).toBe(403)
      expect((await put(parent.headers, inClass)).statusCode).toBe(403)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/leaderboard', headers: parent.headers }))
          .statusCode,
      ).toBe(403)
      const own = await t.app.inject({ method: 'GET', url: '/api/v1/leaderboard', headers: ava2.headers })
      expect(own.statusCode).toBe(200)
      expect(own.json().league).toBe(1)
    })

    it('under NODE_ENV=test a request may name its moment, so a browser test can reach next week', async () => {
      const ava = await signIn(t.app, 'ava')
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/leaderboard',
        headers: { ...ava.headers, 'x-lantern-test-now': '2032-01-07T03:00:00Z' },
      })
      expect(res.json().period.current.start_date).toBe('2032-01-05')
    })
  })

  // Spec product.md §9 "the leaderboard is cached per user"; ADR 0059: 30 s, renewed when her own points change.
  describe('the cache per user', () => {
    it('shows a league-mate’s new points only after 30 s, and her own at once', async () => {
      const [me, mate] = [await student('P6'), await student('P6')]
      await earn(me.row.id, 10, '2032-02-03T01:00:00Z')
      await earn(mate.row.id, 20, '2032-02-03T01:00:00Z')
      await board(mate, '2032-02-03T02:00:00Z')
      const pointsAt = async (at: string) =>
        (await board(me, at)).students.map((s) => [s.is_me ? 'me' : 'mate', s.points])
      expect(await pointsAt('2032-02-03T02:00:00.000Z')).toEqual([
        ['mate', 20],
        ['me', 10],
      ])
      await earn(mate.row.id, 30, '2032-02-03T02:00:01Z')
      expect(await pointsAt('2032-02-03T02:00:10.000Z')).toEqual([
        ['mate', 20],
        ['me', 10],
      ])
      expect(await pointsAt('2032-02-03T02:00:29.999Z')).toEqual([
        ['mate', 20],
        ['me', 10],
      ])
      expect(await pointsAt('2032-02-03T02:00:30.000Z')).toEqual([
        ['mate', 50],
        ['me', 10],
      ])
      // Her own award makes a new key: no waiting to see her own points.
      await earn(me.row.id, 45, '2032-02-03T02:00:31Z')
      expect(await pointsAt('2032-02-03T02:00:32.000Z')).toEqual([
        ['me', 55],
        ['mate', 50],
      ])
    })

    it('forgets a child’s table when a grown-up hides her', async () => {
      const [me] = [await student('P6')]
      await earn(me.row.id, 10, '2032-02-04T01:00:00Z')
      expect((await board(me, '2032-02-04T02:00:00Z')).hidden).toBe(false)
      await t.database.db
        .update(leaderboardPlayers)
        .set({ hidden: true })
        .where(eq(leaderboardPlayers.userId, me.row.id))
      // Written behind the service's back, the cached table still shows for up to 30 s…
      expect((await board(me, '2032-02-04T02:00:05Z')).hidden).toBe(false)
      expect((await board(me, '2032-02-04T02:00:30Z')).hidden).toBe(true)
    })
  })
})
