import { and, count, eq, inArray, isNull, sum } from 'drizzle-orm'
import type { UserRow } from '../../../context'
import type { Executor } from '../../../db/client'
import {
  courses,
  evaluations,
  questions,
  quizzes,
  subjects,
  worksheetQuestions,
  worksheets,
} from '../../../db/schema'
import { courseAccessOf } from '../../courses/entitlement'

export type PlanCandidate = { worksheetId: number; title: string; questionCount: number }

/** What children call their subjects, to the seeded subject names (plan §8.6.1). */
const SUBJECT_ALIASES: Record<string, string> = {
  math: 'maths',
  mathematics: 'maths',
  sci: 'science',
  eng: 'english',
  华文: 'chinese',
  華文: 'chinese',
  中文: 'chinese',
  mandarin: 'chinese',
}

/** Does the onboarding's favourite subject (a subject id or what the child typed) name this subject? */
export function isFavourite(favourite: unknown, subject: { id: number; name: string }) {
  if (typeof favourite === 'number') return favourite === subject.id
  if (typeof favourite !== 'string' || !favourite.trim()) return false
  const said = favourite.trim().toLowerCase()
  if (said === String(subject.id)) return true
  return (SUBJECT_ALIASES[said] ?? said) === subject.name.toLowerCase()
}

/** Share of marks the student earned per topic, over every marked answer. */
async function topicScores(db: Executor, studentId: number) {
  const rows = await db
    .select({
      topicId: questions.topicId,
      earned: sum(evaluations.marksGiven),
      possible: sum(questions.maxScore),
    })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(and(eq(quizzes.studentId, studentId), eq(evaluations.gradingCompleted, true)))
    .groupBy(questions.topicId)
  return new Map(
    rows.flatMap((r) =>
      r.topicId != null && Number(r.possible) > 0 ? [[r.topicId, Number(r.earned) / Number(r.possible)]] : [],
    ),
  )
}

/**
 * The worksheets a seven-day plan may use, best first (plan §8.7): those the student may open (Lite: the free
 * ones); new to the student (not done, not in `avoid`, the plan before) before the rest, so a next plan does
 * not repeat the last; among those the favourite subject first; then the weakest topics (never practised counts
 * as middling); and by id, so the same data always gives the same plan.
 */
export async function planCandidates(
  db: Executor,
  student: UserRow,
  favourite: unknown,
  avoid: Set<number>,
): Promise<PlanCandidate[]> {
  const access = await courseAccessOf(db, student)
  if (!access.size) return []
  const rows = await db
    .select({
      worksheetId: worksheets.id,
      title: worksheets.title,
      topicId: worksheets.topicId,
      courseId: worksheets.courseId,
      liteFree: worksheets.liteFree,
      subject: { id: subjects.id, name: subjects.name },
      questionCount: count(worksheetQuestions.questionId),
    })
    .from(worksheets)
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(worksheetQuestions, eq(worksheetQuestions.worksheetId, worksheets.id))
    .where(and(inArray(worksheets.courseId, [...access.keys()]), isNull(worksheets.ownerId)))
    .groupBy(worksheets.id, subjects.id)
  const open = rows.filter((r) => access.get(r.courseId)?.full || r.liteFree)
  const scores = await topicScores(db, student.id)
  const done = new Set(
    (
      await db
        .selectDistinct({ id: quizzes.worksheetId })
        .from(quizzes)
        .where(and(eq(quizzes.studentId, student.id), eq(quizzes.status, 'completed')))
    ).map((r) => r.id),
  )
  const rank = (r: (typeof open)[number]) => [
    avoid.has(r.worksheetId) || done.has(r.worksheetId) ? 1 : 0,
    isFavourite(favourite, r.subject) ? 0 : 1,
    r.topicId != null ? (scores.get(r.topicId) ?? 0.5) : 0.5,
    r.worksheetId,
  ]
  return open
    .map((r) => ({ row: r, key: rank(r) }))
    .sort((a, b) => a.key.reduce((order, v, i) => order || v - b.key[i], 0))
    .map(({ row }) => ({
      worksheetId: row.worksheetId,
      title: row.title,
      questionCount: Number(row.questionCount),
    }))
}
