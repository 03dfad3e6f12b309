import { and, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { evaluations, hardestQuestionReports, questions, quizzes, topics } from '../../db/schema'
import { loadOwnChild } from '../children/accounts'

const DAY_MS = 86_400_000
/** The answers a report looks back over, how often a new one is made, and how many questions it holds. */
const LOOK_BACK_DAYS = 14
const NEW_REPORT_AFTER_DAYS = 7
const QUESTIONS_PER_REPORT = 5

type QuestionStats = {
  questionId: number
  attempts: number
  correct: number
  text: string
  topic: string | null
}

/** How each question the child answered between `from` and `to` went: attempts and full-mark answers. */
async function statsOf(db: Executor, childId: number, from: Date, to: Date, only?: number[]) {
  const rows = await db
    .select({
      questionId: evaluations.questionId,
      marks: evaluations.marksGiven,
      max: questions.maxScore,
      text: questions.text,
      topic: topics.name,
    })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .leftJoin(topics, eq(topics.id, questions.topicId))
    .where(
      and(
        eq(quizzes.studentId, childId),
        eq(evaluations.gradingCompleted, true),
        isNotNull(evaluations.marksGiven),
        gte(evaluations.updatedAt, from),
        lt(evaluations.updatedAt, to),
        only ? inArray(evaluations.questionId, only.length ? only : [-1]) : undefined,
      ),
    )
  const byQuestion = new Map<number, QuestionStats>()
  for (const row of rows) {
    const stats = byQuestion.get(row.questionId) ?? {
      questionId: row.questionId,
      attempts: 0,
      correct: 0,
      text: row.text,
      topic: row.topic,
    }
    stats.attempts++
    if ((row.marks ?? 0) >= row.max) stats.correct++
    byQuestion.set(row.questionId, stats)
  }
  return [...byQuestion.values()]
}

/** The hardest: never fully right first, then the lowest share right, then the most tried. */
export function hardestOf(stats: QuestionStats[], count = QUESTIONS_PER_REPORT) {
  return stats
    .filter((s) => s.correct < s.attempts)
    .sort((a, b) => a.correct / a.attempts - b.correct / b.attempts || b.attempts - a.attempts)
    .slice(0, count)
}

const preview = (text: string) => {
  const plain = text
    .replace(/[#*_`>|[\]!]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > 90 ? `${plain.slice(0, 89)}…` : plain
}

/**
 * GET /users/children/hardest-question-report: the questions an own child found hardest over two weeks. A new
 * report is made when the last is a week old (so a parent sees a stable list to talk about); `updates` marks
 * it seen.
 */
export async function hardestQuestionReport(
  ctx: AppContext,
  parent: UserRow,
  query: { child_id: number; updates?: boolean },
  now = new Date(),
) {
  const child = await loadOwnChild(ctx, parent, query.child_id)
  let [report] = await ctx.db
    .select()
    .from(hardestQuestionReports)
    .where(eq(hardestQuestionReports.childId, child.id))
    .orderBy(desc(hardestQuestionReports.createdAt))
    .limit(1)
  if (!report || report.createdAt.getTime() <= now.getTime() - NEW_REPORT_AFTER_DAYS * DAY_MS) {
    const hardest = hardestOf(
      await statsOf(ctx.db, child.id, new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS), now),
    )
    if (hardest.length)
      [report] = await ctx.db
        .insert(hardestQuestionReports)
        .values({ childId: child.id, questionIds: hardest.map((h) => h.questionId), createdAt: now })
        .returning()
  }
  if (!report)
    return { child_id: child.id, report_created_at: null, seen_at: null, seen: false, questions: [] }
  if (query.updates && !report.seenAt)
    [report] = await ctx.db
      .update(hardestQuestionReports)
      .set({ seenAt: now })
      .where(eq(hardestQuestionReports.id, report.id))
      .returning()
  const from = new Date(report.createdAt.getTime() - LOOK_BACK_DAYS * DAY_MS)
  const stats = await statsOf(
    ctx.db,
    child.id,
    from,
    new Date(report.createdAt.getTime() + 1),
    report.questionIds,
  )
  return {
    child_id: child.id,
    report_created_at: report.createdAt.toISOString(),
    seen_at: report.seenAt?.toISOString() ?? null,
    seen: report.seenAt !== null,
    questions: report.questionIds.flatMap((id) => {
      const s = stats.find((x) => x.questionId === id)
      return s
        ? [
            {
              question_id: id,
              text_preview: preview(s.text),
              topic_name: s.topic ?? 'General',
              attempts: s.attempts,
              correct_rate: s.correct / s.attempts,
            },
          ]
        : []
    }),
  }
}
