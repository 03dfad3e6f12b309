import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'
import { courses, parentChildren, subscriptionItems, subscriptions, users, worksheets } from '.'

describe('migration 0006: commerce tables', () => {
  const t = useTestApp()

  async function someStudentAndCourse() {
    const [student] = await t.database.db.select().from(users).where(eq(users.username, 'ben'))
    const [course] = await t.database.db.select().from(courses).limit(1)
    return { studentId: student.id, courseId: course.id }
  }

  async function subscription(studentId: number, publicId: string) {
    const now = new Date()
    const [row] = await t.database.db
      .insert(subscriptions)
      .values({
        publicId,
        provider: 'local',
        studentId,
        status: 'active',
        interval: 'month',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      })
      .returning()
    return row
  }

  it('allows one live paid item per student and course, and another once the first is removed', async () => {
    const { studentId, courseId } = await someStudentAndCourse()
    const first = await subscription(studentId, 'sub_local_schema_1')
    const second = await subscription(studentId, 'sub_local_schema_2')
    const item = { studentId, courseId, priceId: 'test_price' }
    await t.database.db.insert(subscriptionItems).values({ ...item, subscriptionId: first.id })
    await expect(
      t.database.db.insert(subscriptionItems).values({ ...item, subscriptionId: second.id }),
    ).rejects.toThrow()
    await t.database.db
      .update(subscriptionItems)
      .set({ removedAt: new Date() })
      .where(and(eq(subscriptionItems.subscriptionId, first.id), isNull(subscriptionItems.removedAt)))
    await t.database.db.insert(subscriptionItems).values({ ...item, subscriptionId: second.id })
  })

  it('gives a child one managing parent', async () => {
    const [link] = await t.database.db.select().from(parentChildren).limit(1)
    const [other] = await t.database.db.select().from(users).where(eq(users.email, 'teacher@lantern.test'))
    await expect(
      t.database.db.insert(parentChildren).values({ parentId: other.id, childId: link.childId }),
    ).rejects.toThrow()
  })

  it('adds lite_free to worksheets, false unless set', async () => {
    const [sheet] = await t.database.db.select().from(worksheets).limit(1)
    expect(sheet.liteFree).toBe(false)
  })
})
