import { and, eq, gte, isNotNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { courses, evaluations, questions, quizzes } from '../../db/schema'
import { loadOwnChild } from '../children/accounts'
import { addDays, localDate, mondayOf } from '../progress/dates'
import { settingsOf } from '../progress/service'

type Marked = { day: string; marks: number; max: number; topicId: number | null }
type Week = { avg: number | null; questions: number; topics: number }

/** One week's figures: the average is of percents over every marked answer (null with nothing to average). */
export function weekFigures(marked: Marked[]): Week {
  const max = marked.reduce((total, m) => total + m.max, 0)
  const marks = marked.reduce((total, m) => total + m.marks, 0)
  return {
    avg: max > 0 ? Math.round((marks * 1000) / max) / 10 : null,
    questions: marked.length,
    topics: new Set(marked.flatMap((m) => (m.topicId === null ? [] : [m.topicId]))).size,
  }
}

/**
 * GET /analysis/weekly-student-statistics/{childId}/subject/{subjectId}: the child's week so far (Monday to
 * Sunday in the child's time zone) in one subject, beside the week before.
 */
export async function weeklyStatistics(
  ctx: AppContext,
  parent: UserRow,
  childId: number,
  subjectId: number,
  now = new Date(),
) {
  const child = await loadOwnChild(ctx, parent, childId)
  const { timeZone } = await settingsOf(ctx.db, child.id)
  const weekStart = mondayOf(localDate(now, timeZone))
  const lastWeekStart = addDays(weekStart, -7)
  // Fetched with a day's margin in UTC, then placed in the child's own days.
  const since = new Date(`${addDays(lastWeekStart, -1)}T00:00:00Z`)
  const rows = await ctx.db
    .select({
      at: evaluations.updatedAt,
      marks: evaluations.marksGiven,
      max: questions.maxScore,
      topicId: questions.topicId,
    })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(
      and(
        eq(quizzes.studentId, child.id),
        eq(courses.subjectId, subjectId),
        eq(evaluations.gradingCompleted, true),
        isNotNull(evaluations.marksGiven),
        gte(evaluations.updatedAt, since),
      ),
    )
  const marked = rows.map((r) => ({
    day: localDate(r.at, timeZone),
    marks: r.marks ?? 0,
    max: r.max,
    topicId: r.topicId,
  }))
  const inWeek = (start: string) => marked.filter((m) => m.day >= start && m.day <= addDays(start, 6))
  const thisWeek = weekFigures(inWeek(weekStart))
  const lastWeek = weekFigures(inWeek(lastWeekStart))
  return {
    week_start: weekStart,
    week_end: addDays(weekStart, 6),
    avg_mark: thisWeek.avg,
    qns_count: thisWeek.questions,
    topic_count: thisWeek.topics,
    avg_mark_difference:
      thisWeek.avg === null || lastWeek.avg === null
        ? null
        : Math.round((thisWeek.avg - lastWeek.avg) * 10) / 10,
    qns_count_difference: thisWeek.questions - lastWeek.questions,
    topic_count_difference: thisWeek.topics - lastWeek.topics,
  }
}
