import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { USER_ROLE } from '../../../contracts/constants'
import { useTestApp } from '../../../tests/server'
import type { UserRow } from '../../context'
import {
  academicLevels,
  classes,
  classMembers,
  courseGrants,
  courses,
  schools,
  subjects,
  subscriptionItems,
  subscriptions,
  users,
  worksheets,
} from '../../db/schema'
import { AppError } from '../../errors'
import { assertCourseAccess, courseAccessOf } from './entitlement'

const NOW = new Date('2026-11-23T04:00:00Z')
const DAY = 86_400_000

describe('which courses a student may use (ADR 0024)', () => {
  const t = useTestApp()
  const db = () => t.app.ctx.db
  let serial = 0

  async function courseOf(level: string, subject: string) {
    const [row] = await db()
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .where(and(eq(academicLevels.name, level), eq(subjects.name, subject), isNull(courses.schoolId)))
    return row.id
  }

  async function newStudent(extra: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
    const [p5] = await db().select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
    const [row] = await db()
      .insert(users)
      .values({
        firstName: 'Test',
        lastName: 'Pupil',
        username: `pupil${++serial}${Date.now().toString(36)}`,
        userRoleId: USER_ROLE.STUDENT,
        academicLevelId: p5.id,
        ...extra,
      })
      .returning()
    return row
  }

  async function subscribe(
    student: UserRow,
    courseId: number,
    sub: Partial<typeof subscriptions.$inferInsert>,
  ) {
    const [row] = await db()
      .insert(subscriptions)
      .values({
        publicId: `sub_test_${++serial}`,
        provider: 'local',
        studentId: student.id,
        status: 'active',
        interval: 'month',
        currentPeriodStart: new Date(NOW.getTime() - 10 * DAY),
        currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
        ...sub,
      })
      .returning()
    await db()
      .insert(subscriptionItems)
      .values({ subscriptionId: row.id, studentId: student.id, courseId, priceId: 'test_month' })
    return row
  }

  it('a student who signed up alone has no course at all', async () => {
    const student = await newStudent()
    expect((await courseAccessOf(db(), student, NOW)).size).toBe(0)
  })

  it('a live subscription opens its course; a cancelled one until its period ends; an ended one not', async () => {
    const maths = await courseOf('P5', 'Maths')
    const live = await newStudent()
    await subscribe(live, maths, {})
    expect((await courseAccessOf(db(), live, NOW)).get(maths)).toEqual({
      courseId: maths,
      source: 'subscription',
      full: true,
      endsAt: null,
    })

    const cancelled = await newStudent()
    const periodEnd = new Date(NOW.getTime() + 5 * DAY)
    await subscribe(cancelled, maths, { cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd })
    expect((await courseAccessOf(db(), cancelled, NOW)).get(maths)).toMatchObject({ endsAt: periodEnd })
    expect((await courseAccessOf(db(), cancelled, new Date(periodEnd.getTime() + 1))).has(maths)).toBe(false)

    const ended = await newStudent()
    await subscribe(ended, maths, { status: 'canceled', endedAt: new Date(NOW.getTime() - DAY) })
    expect((await courseAccessOf(db(), ended, NOW)).has(maths)).toBe(false)

    const unpaid = await newStudent()
    await subscribe(unpaid, maths, { status: 'incomplete' })
    expect((await courseAccessOf(db(), unpaid, NOW)).has(maths)).toBe(false)
  })

  it('a grant opens its course until it ends or is revoked', async () => {
    const science = await courseOf('P5', 'Science')
    const student = await newStudent()
    const ends = new Date(NOW.getTime() + 3 * DAY)
    const [grant] = await db()
      .insert(courseGrants)
      .values({ studentId: student.id, courseId: science, source: 'activation', endsAt: ends, startsAt: NOW })
      .returning()
    expect((await courseAccessOf(db(), student, NOW)).get(science)).toMatchObject({
      source: 'activation',
      full: true,
      endsAt: ends,
    })
    expect((await courseAccessOf(db(), student, ends)).has(science)).toBe(false)
    await db().update(courseGrants).set({ revokedAt: NOW }).where(eq(courseGrants.id, grant.id))
    expect((await courseAccessOf(db(), student, NOW)).has(science)).toBe(false)
  })

  it("a class of the student's own school opens its level and subject; another school's class does not", async () => {
    const english = await courseOf('P5', 'English')
    const [p5] = await db().select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
    const [subject] = await db().select().from(subjects).where(eq(subjects.name, 'English'))
    const [chinese] = await db().select().from(subjects).where(eq(subjects.name, 'Chinese'))
    const [own, other] = await db()
      .insert(schools)
      .values([{ name: 'Own Primary' }, { name: 'Other Primary' }])
      .returning()
    const [klass] = await db()
      .insert(classes)
      .values({ name: '5 English', schoolId: own.id, academicLevelId: p5.id, subjectId: subject.id })
      .returning()
    const [schoolCourse] = await db()
      .insert(courses)
      .values({
        // Another subject than the class's: open because the school made it.
        name: 'Own Primary Chinese Stories',
        subjectId: chinese.id,
        academicLevelId: p5.id,
        schoolId: own.id,
      })
      .returning()
    const member = await newStudent({ schoolId: own.id })
    await db().insert(classMembers).values({ classId: klass.id, userId: member.id })
    const access = await courseAccessOf(db(), member, NOW)
    expect(access.get(english)).toMatchObject({ source: 'class', full: true })
    expect(access.get(schoolCourse.id)).toMatchObject({ source: 'school', full: true })

    // The same class membership, but the student now belongs to another school: nothing.
    const moved = { ...member, schoolId: other.id }
    expect((await courseAccessOf(db(), moved, NOW)).size).toBe(0)
  })

  it('Lite opens the courses of the level, but only their free worksheets', async () => {
    const student = await newStudent({ isFreeTier: true })
    const access = await courseAccessOf(db(), student, NOW)
    const maths = await courseOf('P5', 'Maths')
    expect(access.get(maths)).toMatchObject({ source: 'lite', full: false })
    expect([...access.values()].every((a) => a.source === 'lite')).toBe(true)

    const sheets = await db().select().from(worksheets).where(eq(worksheets.courseId, maths))
    const free = sheets.find((s) => s.liteFree)
    const premium = sheets.find((s) => !s.liteFree && s.ownerId === null)
    if (!free || !premium) throw new Error('the seed has no free and premium worksheet in P5 Maths')
    expect(sheets.filter((s) => s.liteFree)).toHaveLength(3)
    await expect(
      assertCourseAccess(db(), student, maths, { kind: 'worksheet', worksheet: free }, NOW),
    ).resolves.toMatchObject({ source: 'lite' })
    const refusal = await assertCourseAccess(
      db(),
      student,
      maths,
      { kind: 'worksheet', worksheet: premium },
      NOW,
    )
      .then(() => null)
      .catch((err: AppError) => err)
    expect(refusal).toMatchObject({ status: 403, code: 'course_locked' })
    expect(refusal?.message).toContain('Lantern Premium')
    await expect(assertCourseAccess(db(), student, maths, { kind: 'build' }, NOW)).rejects.toMatchObject({
      status: 403,
    })

    // A paid course wins over Lite: everything in it, no hearts.
    await subscribe(student, maths, {})
    expect((await courseAccessOf(db(), student, NOW)).get(maths)).toMatchObject({
      source: 'subscription',
      full: true,
    })
  })

  it('says in words a child understands how to get a locked course', async () => {
    const maths = await courseOf('P6', 'Maths')
    const alone = await newStudent()
    const error = await assertCourseAccess(db(), alone, maths, { kind: 'read' }, NOW).catch((err) => err)
    expect(error).toBeInstanceOf(AppError)
    expect(error.message).toBe(
      "P6 Maths isn't unlocked yet. You can subscribe, use an activation code, or try Lantern Lite for free.",
    )
    await expect(assertCourseAccess(db(), alone, 999_999)).rejects.toMatchObject({ status: 404 })
  })

  it('the demo accounts: ava has P5 from Lantern, chloe her class, ben Lite', async () => {
    const byName = async (username: string) =>
      (await db().select().from(users).where(eq(users.username, username)))[0]
    const now = new Date()
    const ava = await courseAccessOf(db(), await byName('ava'), now)
    expect(ava.size).toBe(4)
    expect([...ava.values()].every((a) => a.source === 'admin')).toBe(true)
    const chloe = await courseAccessOf(db(), await byName('chloe'), now)
    expect([...chloe.entries()]).toEqual([
      [
        await courseOf('P5', 'Maths'),
        { courseId: await courseOf('P5', 'Maths'), source: 'class', full: true, endsAt: null },
      ],
    ])
    const ben = await courseAccessOf(db(), await byName('ben'), now)
    expect(ben.size).toBe(4)
    expect([...ben.values()].every((a) => a.source === 'lite')).toBe(true)
  })
})
