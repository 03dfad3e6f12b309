import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { lessons } from '../schema'
import { seedDemoLessons } from './demo-lessons'

describe("the demo's lessons", () => {
  const t = useTestApp()

  it('makes a Lantern lesson, a topic booster and the teacher’s lesson set for the class, through the app, once', async () => {
    await seedDemoLessons(t.app, new Date('2026-11-25T02:00:00Z'))
    const made = await t.database.db.select().from(lessons)
    expect(made.map((l) => [l.lessonTypeId, l.schoolId === null])).toEqual([
      [1, true],
      [5, true],
      [1, false],
    ])
    const { headers } = await signIn(t.app, 'chloe')
    const course = made[2].courseId
    const path = (
      await t.app.inject({ url: `/api/v1/lessons/learning-path?course_id=${course}`, headers })
    ).json()
    expect(path.sections.map((s: { title: string }) => s.title)).toEqual(['Warm up', 'Practise'])
    expect(path.sections[1].items.every((i: { quiz_id: number | null }) => i.quiz_id !== null)).toBe(true)

    await seedDemoLessons(t.app)
    expect(await t.database.db.select().from(lessons).where(eq(lessons.courseId, course))).toHaveLength(3)
  })
})
