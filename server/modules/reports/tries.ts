import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import type { QuizAttempt } from '../../../contracts/quiz-schemas'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import type { QuestionOption } from '../../db/schema'
import { evaluationAttempts, evaluations, questions, quizzes, worksheets } from '../../db/schema'
import { loadOwnChild } from '../children/accounts'
import { presentAttempts } from '../quiz/present'

const LOOK_BACK_DAYS = 30
const MOST = 10
const DAY_MS = 86_400_000

type Options = QuestionOption[]

/** Every kept try of these answers, first first, by evaluation id (ADR 0062). */
export async function triesOf(
  db: Executor,
  answers: { evaluationId: number; options: Options | null }[],
): Promise<Map<number, QuizAttempt[]>> {
  const byEvaluation = new Map<number, QuizAttempt[]>()
  if (!answers.length) return byEvaluation
  const rows = await db
    .select()
    .from(evaluationAttempts)
    .where(
      inArray(
        evaluationAttempts.evaluationId,
        answers.map((a) => a.evaluationId),
      ),
    )
  for (const answer of answers) {
    const own = rows.filter((r) => r.evaluationId === answer.evaluationId)
    if (own.length)
      byEvaluation.set(answer.evaluationId, presentAttempts(own, { options: answer.options ?? [] }))
  }
  return byEvaluation
}

/** The tries before the marked answer a report shows (its last try). */
export const earlierOf = (tries: QuizAttempt[] | undefined) => (tries ?? []).slice(0, -1)

const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat
}

/**
 * GET /users/children/{childId}/tries: the questions an own child tried more than once lately, with every try,
 * so a parent reads the first answer as well as the last (issue 14 item 5). Another family's child is a 404.
 */
export async function childTries(ctx: AppContext, parent: UserRow, childId: number) {
  const child = await loadOwnChild(ctx, parent, childId)
  const since = new Date(Date.now() - LOOK_BACK_DAYS * DAY_MS)
  const tried = ctx.db
    .selectDistinct({ id: evaluationAttempts.evaluationId })
    .from(evaluationAttempts)
    .where(and(eq(evaluationAttempts.attempt, 2), gte(evaluationAttempts.markedAt, since)))
  const rows = await ctx.db
    .select({
      evaluationId: evaluations.id,
      quizId: quizzes.id,
      title: worksheets.title,
      questionId: questions.id,
      text: questions.text,
      maxScore: questions.maxScore,
      options: questions.options,
      updatedAt: evaluations.updatedAt,
    })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(and(eq(quizzes.studentId, child.id), inArray(evaluations.id, tried)))
    .orderBy(desc(evaluations.updatedAt), desc(evaluations.id))
    .limit(MOST)
  const tries = await triesOf(
    ctx.db,
    rows.map((r) => ({ evaluationId: r.evaluationId, options: r.options as Options | null })),
  )
  return {
    child_id: child.id,
    items: rows.map((r) => ({
      evaluation_id: r.evaluationId,
      quiz_id: r.quizId,
      worksheet_title: r.title,
      question_id: r.questionId,
      text_preview: preview(r.text),
      max_score: r.maxScore,
      tries: tries.get(r.evaluationId) ?? [],
    })),
  }
}
