import { and, eq } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { courses, questionReports, questions } from '../../db/schema'
import { notFound, tooMany } from '../../errors'
import { loadQuestionFor } from './access'
import { demoVisible } from './passages'

const REPORTS_PER_HOUR = 20

export async function reportQuestion(ctx: AppContext, user: UserRow, id: number, message: string) {
  const { row } = await loadQuestionFor(ctx, user, id)
  if (
    !(await ctx.limiter.hit(`question-report:${user.id}`, REPORTS_PER_HOUR, 60 * 60_000, {
      ifUnreachable: 'allow',
    }))
  ) {
    throw tooMany(
      'You have sent many reports in the last hour. Thank you — please wait a while before sending more.',
    )
  }
  const [report] = await ctx.db
    .insert(questionReports)
    .values({ questionId: row.id, userId: user.id, message })
    .returning()
  return {
    id: report.id,
    question_id: report.questionId,
    message: report.message,
    resolved: report.resolved,
    is_public: false,
    reporter: { id: user.id, first_name: user.firstName, last_name: user.lastName },
    created_at: report.createdAt.toISOString(),
    resolved_at: null,
  }
}

/** A visitor may report only a question the public demo pages show (or a part of one). */
export async function reportPublicQuestion(ctx: AppContext, id: number, message: string) {
  const [own] = await ctx.db
    .select({ id: questions.id, parentId: questions.parentId })
    .from(questions)
    .where(eq(questions.id, id))
  const rootId = own?.parentId ?? own?.id
  const [visible] = rootId
    ? await ctx.db
        .select({ id: questions.id })
        .from(questions)
        .innerJoin(courses, eq(courses.id, questions.courseId))
        .where(and(eq(questions.id, rootId), demoVisible))
    : []
  if (!visible) throw notFound(`There is no public question ${id}.`)
  const [report] = await ctx.db
    .insert(questionReports)
    .values({ questionId: id, message, isPublic: true })
    .returning()
  return { id: report.id, created_at: report.createdAt.toISOString() }
}
