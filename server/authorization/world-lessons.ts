import { eq } from 'drizzle-orm'
import { LESSON_ITEM_TYPE, LESSON_TYPE } from '../../contracts/constants'
import type { Db } from '../db/client'
import { lessonItems, lessonSections, lessons } from '../db/schema'

/**
 * Test support: a lesson of a school (or a common one) with one section holding a page of notes and a worksheet
 * (ADR 0056): what the lesson calls act on. `lessonItem` is the notes, the item a student completes by reading.
 */
export async function lessonOf(
  db: Db,
  w: {
    schoolId: number | null
    courseId: number
    ownerId: number | null
    worksheetId: number
    contentId: number
  },
) {
  const [lesson] = await db
    .insert(lessons)
    .values({
      title: 'A lesson',
      lessonTypeId: LESSON_TYPE.LESSON,
      courseId: w.courseId,
      schoolId: w.schoolId,
      ownerId: w.ownerId,
    })
    .returning()
  const [section] = await db
    .insert(lessonSections)
    .values({ lessonId: lesson.id, title: 'First', position: 0 })
    .returning()
  const [notes] = await db
    .insert(lessonItems)
    .values([
      {
        sectionId: section.id,
        itemTypeId: LESSON_ITEM_TYPE.CONTENT,
        title: 'Read',
        contentId: w.contentId,
        position: 0,
      },
      {
        sectionId: section.id,
        itemTypeId: LESSON_ITEM_TYPE.WORKSHEET,
        title: 'Practise',
        worksheetId: w.worksheetId,
        position: 1,
      },
    ])
    .returning()
  return { lesson: lesson.id, lessonSection: section.id, lessonItem: notes.id }
}

/** A copy of a lesson with its sections and items, for a call that deletes what it is given. */
export async function copyLesson(db: Db, id: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id))
  const { id: _id, ...rest } = row
  const [copy] = await db.insert(lessons).values(rest).returning()
  for (const section of await db.select().from(lessonSections).where(eq(lessonSections.lessonId, id))) {
    const { id: sectionId, ...fields } = section
    const [made] = await db
      .insert(lessonSections)
      .values({ ...fields, lessonId: copy.id })
      .returning()
    const items = await db.select().from(lessonItems).where(eq(lessonItems.sectionId, sectionId))
    if (items.length)
      await db
        .insert(lessonItems)
        .values(items.map(({ id: _item, ...item }) => ({ ...item, sectionId: made.id })))
  }
  return copy.id
}
