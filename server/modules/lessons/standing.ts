import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { LESSON_ITEM_TYPE } from '../../../contracts/constants'
import type { Executor } from '../../db/client'
import {
  assignmentStudents,
  assignments,
  lessonAssignments,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  quizzes,
} from '../../db/schema'
import { dueEnd } from '../worksheets/assign'

/** Where one student stands on one item of a lesson set for them (ADR 0056). */
export type Standing = {
  quizId: number | null
  completed: boolean
  /** Handed in after its due day, or not handed in and the due day has passed. */
  late: boolean
  marksGiven: number | null
  maxScore: number | null
  correctAttempts: number
  dueDate: string | null
}

export const standingKey = (itemId: number, studentId: number) => `${itemId}:${studentId}`

/**
 * The standing of the students on every item of the lessons: a worksheet item through the student's quiz of it
 * from their latest assignment of the lesson; a note through their reading of it. Keyed by standingKey.
 */
export async function standings(
  db: Executor,
  lessonIds: number[],
  studentIds: number[],
  now = new Date(),
): Promise<Map<string, Standing>> {
  const found = new Map<string, Standing>()
  if (!lessonIds.length || !studentIds.length) return found
  const set = await db
    .select({
      itemId: lessonItems.id,
      studentId: assignmentStudents.studentId,
      dueDate: lessonAssignments.dueDate,
      quizId: quizzes.id,
      status: quizzes.status,
      marksGiven: quizzes.marksGiven,
      maxScore: quizzes.maxScore,
      completedAt: quizzes.completedAt,
      correct: sql<number>`(select count(*) from evaluations e where e.quiz_id = ${quizzes.id}
        and e.is_full_marks)::int`,
    })
    .from(lessonItems)
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .innerJoin(lessonAssignments, eq(lessonAssignments.lessonId, lessonSections.lessonId))
    .innerJoin(
      assignments,
      and(
        eq(assignments.lessonAssignmentId, lessonAssignments.id),
        eq(assignments.worksheetId, lessonItems.worksheetId),
      ),
    )
    .innerJoin(assignmentStudents, eq(assignmentStudents.assignmentId, assignments.id))
    .leftJoin(
      quizzes,
      and(eq(quizzes.assignmentId, assignments.id), eq(quizzes.studentId, assignmentStudents.studentId)),
    )
    .where(
      and(inArray(lessonSections.lessonId, lessonIds), inArray(assignmentStudents.studentId, studentIds)),
    )
    // The latest assignment first: it is the one that counts.
    .orderBy(desc(lessonAssignments.id))
  for (const row of set) {
    const key = standingKey(row.itemId, row.studentId)
    if (found.has(key)) continue
    const completed = row.status === 'completed'
    const end = dueEnd(row.dueDate)
    found.set(key, {
      quizId: row.quizId,
      completed,
      late: completed ? Boolean(row.completedAt && row.completedAt > end) : now > end,
      marksGiven: completed ? row.marksGiven : null,
      maxScore: row.maxScore,
      correctAttempts: completed ? row.correct : 0,
      dueDate: row.dueDate,
    })
  }
  const read = await db
    .select({ itemId: lessonItemCompletions.itemId, studentId: lessonItemCompletions.studentId })
    .from(lessonItemCompletions)
    .innerJoin(lessonItems, eq(lessonItems.id, lessonItemCompletions.itemId))
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .where(
      and(
        inArray(lessonSections.lessonId, lessonIds),
        inArray(lessonItemCompletions.studentId, studentIds),
        eq(lessonItems.itemTypeId, LESSON_ITEM_TYPE.CONTENT),
      ),
    )
  for (const row of read)
    found.set(standingKey(row.itemId, row.studentId), {
      quizId: null,
      completed: true,
      late: false,
      marksGiven: null,
      maxScore: null,
      correctAttempts: 0,
      dueDate: null,
    })
  return found
}
