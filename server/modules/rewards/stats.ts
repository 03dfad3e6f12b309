import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { courses, quizzes, worksheets } from '../../db/schema'
import type { Finished } from './rules'

/**
 * The worksheets a student has finished that count toward rewards: a completed quiz with some marks earned on a
 * worksheet someone else set (as for the completion XP: a worksheet the student made themself does not count,
 * or empty custom worksheets would farm badges). Time spent is never read: rewards are for care, not speed.
 */
export async function finishedWorksheets(
  db: Executor,
  studentId: number,
  timeZone: string,
): Promise<Finished[]> {
  const rows = await db
    .select({
      worksheetId: quizzes.worksheetId,
      subjectId: courses.subjectId,
      topicId: worksheets.topicId,
      fullMarks: sql<boolean>`${quizzes.marksGiven} >= ${quizzes.maxScore}`,
      day: sql<string>`to_char(${quizzes.completedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .where(
      and(
        eq(quizzes.studentId, studentId),
        eq(quizzes.status, 'completed'),
        gt(quizzes.marksGiven, 0),
        or(isNull(worksheets.ownerId), ne(worksheets.ownerId, studentId)),
      ),
    )
  return rows.map((r) => ({ ...r, fullMarks: Boolean(r.fullMarks) }))
}
