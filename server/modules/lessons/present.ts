import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { LESSON_ITEM_TYPE, USER_ROLE } from '../../../contracts/constants'
import type { Lesson } from '../../../contracts/lessons'
import type { UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  assignmentStudents,
  assignments,
  classes,
  courses,
  lessonAssignments,
  lessonItems,
  lessonSections,
  schools,
  subjects,
  users,
} from '../../db/schema'
import { reachableClasses } from '../coach/engagement/reach'
import { canChange, type LessonRow } from './access'
import { type Standing, standingKey, standings } from './standing'

export type SectionRow = typeof lessonSections.$inferSelect
export type ItemRow = typeof lessonItems.$inferSelect

/** The sections of the lessons in order, each with its items in order. */
export async function sectionsOf(db: Executor, lessonIds: number[]) {
  if (!lessonIds.length) return []
  const sections = await db
    .select()
    .from(lessonSections)
    .where(inArray(lessonSections.lessonId, lessonIds))
    .orderBy(asc(lessonSections.lessonId), asc(lessonSections.position))
  const items = sections.length
    ? await db
        .select()
        .from(lessonItems)
        .where(
          inArray(
            lessonItems.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(lessonItems.position))
    : []
  return sections.map((section) => ({ ...section, items: items.filter((i) => i.sectionId === section.id) }))
}

/** How many of the caller's students each lesson is set for (a teacher: in classes they reach; admin: all). */
async function assignedCounts(db: Executor, caller: UserRow, lessonIds: number[]) {
  const counts = new Map<number, number>()
  if (!lessonIds.length || caller.userRoleId === USER_ROLE.STUDENT) return counts
  const reach =
    caller.userRoleId === USER_ROLE.TEACHER
      ? sql`(${lessonAssignments.createdBy} = ${caller.id} or ${lessonAssignments.classId} in
          (select id from ${classes} where ${reachableClasses(caller)}))`
      : undefined
  const rows = await db
    .select({
      lessonId: lessonAssignments.lessonId,
      students: sql<number>`count(distinct ${assignmentStudents.studentId})::int`,
    })
    .from(lessonAssignments)
    .innerJoin(assignments, eq(assignments.lessonAssignmentId, lessonAssignments.id))
    .innerJoin(assignmentStudents, eq(assignmentStudents.assignmentId, assignments.id))
    .where(and(inArray(lessonAssignments.lessonId, lessonIds), reach))
    .groupBy(lessonAssignments.lessonId)
  for (const row of rows) counts.set(row.lessonId, row.students)
  return counts
}

/** Names of the lessons' courses, subjects, schools and makers. */
async function labelsOf(db: Executor, rows: LessonRow[]) {
  const ids = (pick: (r: LessonRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id != null)),
  ]
  const courseIds = ids((r) => r.courseId)
  const schoolIds = ids((r) => r.schoolId)
  const ownerIds = ids((r) => r.ownerId)
  const [courseRows, schoolRows, ownerRows] = await Promise.all([
    courseIds.length
      ? db
          .select({ id: courses.id, name: courses.name, subjectId: subjects.id, subjectName: subjects.name })
          .from(courses)
          .innerJoin(subjects, eq(subjects.id, courses.subjectId))
          .where(inArray(courses.id, courseIds))
      : [],
    schoolIds.length
      ? db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds))
      : [],
    ownerIds.length
      ? db
          .select({ id: users.id, first: users.firstName, last: users.lastName })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [],
  ])
  return {
    course: new Map(courseRows.map((c) => [c.id, c])),
    school: new Map(schoolRows.map((s) => [s.id, s.name])),
    owner: new Map(ownerRows.map((o) => [o.id, `${o.first} ${o.last}`.trim()])),
  }
}

/**
 * Lessons as the spec's Lesson entity, with sections and items; completion is the caller's own (a student's),
 * false for staff.
 */
export async function presentLessons(db: Executor, caller: UserRow, rows: LessonRow[]): Promise<Lesson[]> {
  const lessonIds = rows.map((r) => r.id)
  const isStudent = caller.userRoleId === USER_ROLE.STUDENT
  const [sections, labels, counts, mine] = await Promise.all([
    sectionsOf(db, lessonIds),
    labelsOf(db, rows),
    assignedCounts(db, caller, lessonIds),
    isStudent ? standings(db, lessonIds, [caller.id]) : new Map<string, Standing>(),
  ])
  const done = (item: ItemRow) => mine.get(standingKey(item.id, caller.id))?.completed ?? false
  return rows.map((row) => {
    const course = labels.course.get(row.courseId)
    return {
      id: row.id,
      title: row.title,
      lesson_type_id: row.lessonTypeId,
      course_id: row.courseId,
      course_name: course?.name ?? '',
      school_id: row.schoolId,
      school_name: row.schoolId == null ? null : (labels.school.get(row.schoolId) ?? null),
      subject_id: course?.subjectId ?? 0,
      subject_name: course?.subjectName ?? '',
      is_psle_hub: row.isPsleHub,
      owner_name:
        row.schoolId == null || row.ownerId == null ? null : (labels.owner.get(row.ownerId) ?? null),
      can_edit: canChange(caller, row),
      assigned_students: counts.get(row.id) ?? 0,
      needs_reassignment: isStudent ? false : row.needsReassignment,
      sections: sections
        .filter((s) => s.lessonId === row.id)
        .map((s) => {
          const items = s.items.map((item) => ({
            id: item.id,
            item_type_id: item.itemTypeId,
            title: item.title,
            worksheet_id: item.worksheetId,
            content_id: item.contentId,
            order: item.position,
            completed: done(item),
          }))
          return {
            id: s.id,
            title: s.title,
            topic_id: s.topicId,
            order: s.position,
            completed: items.length > 0 && items.every((i) => i.completed),
            items,
          }
        }),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

/** A lesson's summary: the entity without sections, with its item count and the caller's completed items. */
export function summarise(lesson: Lesson) {
  const { sections, ...rest } = lesson
  const items = sections.flatMap((s) => s.items)
  return { ...rest, items_count: items.length, completed_items: items.filter((i) => i.completed).length }
}

export const isWorksheetItem = (item: Pick<ItemRow, 'itemTypeId'>) =>
  item.itemTypeId === LESSON_ITEM_TYPE.WORKSHEET
