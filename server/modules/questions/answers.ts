import { and, asc, count, eq, isNull, or } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AnswerKey } from '../../ai/types'
import type { AppContext, UserRow } from '../../context'
import { evaluations, questions, users, worksheetQuestions, worksheets } from '../../db/schema'
import { forbidden } from '../../errors'
import { canSeeAnswers, loadQuestionFor } from './access'

type Row = typeof questions.$inferSelect

/** The answer in words when the author did not write one. */
export function describeKey(key: AnswerKey): string {
  switch (key.kind) {
    case 'choice':
      return key.options
        .filter((o) => key.correct.includes(o.id))
        .map((o) => o.text)
        .join('; ')
    case 'numeric':
      return key.unit ? `${key.value} ${key.unit}` : String(key.value)
    case 'text':
      return key.accepted[0] ?? ''
    case 'open':
      return key.criteria.map((c) => c.description).join('; ')
    case 'oral':
      return key.expectedText
  }
}

const entry = (row: Row, subQuestionId: number | null) => ({
  sub_question_id: subQuestionId,
  option_id: null,
  answer: row.answer ?? describeKey(row.answerKey),
  marking_scheme: row.markingScheme || null,
})

export async function listQuestionAnswers(ctx: AppContext, user: UserRow, id: number) {
  if (!canSeeAnswers(user))
    throw forbidden('A curriculum guest account can read questions but not their answers.')
  const { row } = await loadQuestionFor(ctx, user, id)
  const parts = await ctx.db
    .select()
    .from(questions)
    .where(eq(questions.parentId, row.id))
    .orderBy(asc(questions.partOrder))
  const key = row.answerKey
  const answers = parts.length
    ? parts.map((p) => entry(p, p.id))
    : key.kind === 'choice'
      ? key.correct.map((optionId) => ({
          sub_question_id: null,
          option_id: optionId,
          answer: key.options.find((o) => o.id === optionId)?.text ?? '',
          marking_scheme: row.markingScheme || null,
        }))
      : [entry(row, null)]
  return { question_id: row.id, answers, solution: row.solution || null }
}

/** The worksheets using a question (a teacher sees the shared ones and their school's) and how often it was answered. */
export async function getQuestionReferences(ctx: AppContext, user: UserRow, id: number) {
  const { root } = await loadQuestionFor(ctx, user, id)
  const teacher = user.userRoleId === USER_ROLE.TEACHER
  const sheets = await ctx.db
    .select({ id: worksheets.id, title: worksheets.title })
    .from(worksheetQuestions)
    .innerJoin(worksheets, eq(worksheets.id, worksheetQuestions.worksheetId))
    .leftJoin(users, eq(users.id, worksheets.ownerId))
    .where(
      and(
        eq(worksheetQuestions.questionId, root.id),
        teacher
          ? or(
              isNull(worksheets.ownerId),
              user.schoolId ? eq(users.schoolId, user.schoolId) : eq(users.id, user.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(worksheets.id))
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(evaluations)
    .where(and(eq(evaluations.questionId, root.id), eq(evaluations.isSubmitted, true)))
  // Lessons do not hold questions yet; they will be listed here when they do.
  return { question_id: root.id, worksheets: sheets, lessons: [], attempts_count: n }
}
