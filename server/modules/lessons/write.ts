import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { LESSON_ITEM_TYPE, LESSON_TYPE, USER_ROLE } from '../../../contracts/constants'
import type { UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  courses,
  learningContents,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  topics,
  worksheets,
} from '../../db/schema'
import { badRequest, forbidden } from '../../errors'
import { usableCourses, readableBy as worksheetsReadableBy } from '../worksheets/access'
import { looksAfterAll } from './access'

export type SectionInput = {
  title: string
  topic_id?: number | null
  items: { item_type_id: number; title: string; worksheet_id?: number | null; content_id?: number | null }[]
}

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }])

/** Teachers make lessons and topic boosters; the other kinds are Lantern's own pages (ADR 0056). */
const TEACHER_TYPES: number[] = [LESSON_TYPE.LESSON, LESSON_TYPE.TOPIC_BOOSTER]

export function checkLessonType(caller: UserRow, typeId: number) {
  const known = (Object.values(LESSON_TYPE) as number[]).includes(typeId)
  if (!known) throw fieldError('lesson_type_id', 'Choose a lesson type: 1 lesson to 5 topic booster.')
  if (!looksAfterAll(caller) && !TEACHER_TYPES.includes(typeId))
    throw fieldError('lesson_type_id', 'Teachers make lessons and topic boosters.')
}

/** A course the caller may make lessons in (the common ones and their school's), or a 400 that says so. */
export async function checkCourse(db: Executor, caller: UserRow, courseId: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), usableCourses(caller)))
  if (!row) throw fieldError('course_id', 'Choose one of your courses.')
}

/** The school a new lesson belongs to: the teacher's; none (a common lesson) for Lantern's staff. */
export function schoolForNew(caller: UserRow) {
  if (looksAfterAll(caller)) return null
  if (caller.userRoleId !== USER_ROLE.TEACHER || caller.schoolId == null)
    throw forbidden('Join a school before you make lessons.')
  return caller.schoolId
}

/** Every item names what it opens, and only things the author may read: a 400 names the first that does not. */
async function checkItems(db: Executor, caller: UserRow, courseId: number, sections: SectionInput[]) {
  const worksheetIds = new Set<number>()
  const contentIds = new Set<number>()
  for (const [s, section] of sections.entries())
    for (const [i, item] of section.items.entries()) {
      const path = `sections.${s}.items.${i}`
      if (item.item_type_id === LESSON_ITEM_TYPE.WORKSHEET && item.worksheet_id)
        worksheetIds.add(item.worksheet_id)
      else if (item.item_type_id === LESSON_ITEM_TYPE.CONTENT && item.content_id)
        contentIds.add(item.content_id)
      else throw fieldError(path, `“${item.title}” must name a worksheet or a page of notes.`)
    }
  const sheets = worksheetIds.size
    ? await db
        .select({ id: worksheets.id })
        .from(worksheets)
        .where(and(inArray(worksheets.id, [...worksheetIds]), worksheetsReadableBy(caller)))
    : []
  const missingSheet = [...worksheetIds].find((id) => !sheets.some((s) => s.id === id))
  if (missingSheet)
    throw fieldError('sections', `Worksheet ${missingSheet} is not one of yours or the bank's.`)
  const school = looksAfterAll(caller) ? undefined : caller.schoolId
  const notes = contentIds.size
    ? await db
        .select({ id: learningContents.id })
        .from(learningContents)
        .where(
          and(
            inArray(learningContents.id, [...contentIds]),
            school === undefined
              ? undefined
              : or(
                  isNull(learningContents.schoolId),
                  school ? eq(learningContents.schoolId, school) : undefined,
                ),
          ),
        )
    : []
  const missingNote = [...contentIds].find((id) => !notes.some((n) => n.id === id))
  if (missingNote) throw fieldError('sections', `Page of notes ${missingNote} is not one you can use.`)
  const topicIds = sections.map((s) => s.topic_id).filter((id): id is number => id != null)
  if (topicIds.length) {
    const found = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(inArray(topics.id, topicIds), eq(topics.courseId, courseId)))
    const stray = topicIds.find((id) => !found.some((t) => t.id === id))
    if (stray) throw fieldError('sections', `Topic ${stray} is not a topic of this lesson's course.`)
  }
}

/**
 * Replaces a lesson's sections and items with these, after checking them. Notes a student had read stay read
 * where the same page is still in the lesson.
 */
export async function writeSections(
  tx: Executor,
  caller: UserRow,
  lesson: { id: number; courseId: number },
  sections: SectionInput[],
) {
  await checkItems(tx, caller, lesson.courseId, sections)
  const read = await tx
    .select({ studentId: lessonItemCompletions.studentId, contentId: lessonItems.contentId })
    .from(lessonItemCompletions)
    .innerJoin(lessonItems, eq(lessonItems.id, lessonItemCompletions.itemId))
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .where(eq(lessonSections.lessonId, lesson.id))
  await tx.delete(lessonSections).where(eq(lessonSections.lessonId, lesson.id))
  const contentItems: { id: number; contentId: number }[] = []
  for (const [position, section] of sections.entries()) {
    const [row] = await tx
      .insert(lessonSections)
      .values({ lessonId: lesson.id, title: section.title, topicId: section.topic_id ?? null, position })
      .returning({ id: lessonSections.id })
    if (!section.items.length) continue
    const items = await tx
      .insert(lessonItems)
      .values(
        section.items.map((item, i) => ({
          sectionId: row.id,
          itemTypeId: item.item_type_id,
          title: item.title,
          worksheetId: item.item_type_id === LESSON_ITEM_TYPE.WORKSHEET ? (item.worksheet_id ?? null) : null,
          contentId: item.item_type_id === LESSON_ITEM_TYPE.CONTENT ? (item.content_id ?? null) : null,
          position: i,
        })),
      )
      .returning({ id: lessonItems.id, contentId: lessonItems.contentId })
    for (const item of items)
      if (item.contentId) contentItems.push({ id: item.id, contentId: item.contentId })
  }
  const kept = read.flatMap((r) =>
    contentItems
      .filter((c) => c.contentId === r.contentId)
      .map((c) => ({ itemId: c.id, studentId: r.studentId })),
  )
  if (kept.length) await tx.insert(lessonItemCompletions).values(kept).onConflictDoNothing()
}
