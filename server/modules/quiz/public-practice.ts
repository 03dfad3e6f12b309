import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import {
  demoAnswers,
  publicWorksheets,
  sharedAttemptAnswers,
  sharedAttempts,
  worksheets,
} from '../../db/schema'
import { AppError, badRequest, notFound } from '../../errors'
import { hashToken, newToken } from '../../lib/crypto'
import { type AnswerInput, answerColumns } from './answers'
import { worksheetQuestionIds } from './catalog'
import { presentQuizSummary } from './present'
import { type LoadedQuestion, loadQuestions, presentQuestion, toMarkable } from './questions'

const DEMO_DAYS = 7

async function publicWorksheet(ctx: AppContext, worksheetId: number, kind: 'demo' | 'shared') {
  const [row] = await ctx.db
    .select({ worksheet: worksheets, flags: publicWorksheets })
    .from(publicWorksheets)
    .innerJoin(worksheets, eq(worksheets.id, publicWorksheets.worksheetId))
    .where(eq(publicWorksheets.worksheetId, worksheetId))
  if (!row || !(kind === 'demo' ? row.flags.isDemo : row.flags.isShared || row.flags.isDemo)) {
    throw notFound(kind === 'demo' ? 'There is no such demo quiz.' : 'There is no such shared worksheet.')
  }
  return row.worksheet
}

async function questionOf(ctx: AppContext, worksheetId: number, questionId: number) {
  const ids = await worksheetQuestionIds(ctx.db, worksheetId)
  if (!ids.includes(questionId)) throw badRequest(`Question ${questionId} is not part of this worksheet.`)
  const [question] = await loadQuestions(ctx.db, [questionId])
  return question
}

/** Marks one answer the way a quiz would, with the full explanation text. */
async function markOne(ctx: AppContext, question: LoadedQuestion, input: AnswerInput) {
  const columns = answerColumns(question, input)
  const markable = toMarkable(question)
  const answer = {
    value: columns.value ?? null,
    selectedOptionIds: columns.selectedOptionId ? [columns.selectedOptionId] : [],
    methodAnswer: columns.methodAnswer ?? null,
    parts: question.parts.length
      ? Object.fromEntries(
          question.parts.map((p) => [p.id, { value: columns.partValues?.[String(p.id)] ?? null }]),
        )
      : undefined,
  }
  const result = await ctx.ai.mark(markable, answer)
  let explanation = ''
  for await (const delta of ctx.ai.explain(markable, answer, result)) explanation += delta
  return { columns, result, explanation }
}

/** A demo quiz for visitors: a demo worksheet's questions; their answers live under their session id. */
export async function getDemoQuiz(ctx: AppContext, worksheetId: number) {
  const worksheet = await publicWorksheet(ctx, worksheetId, 'demo')
  const ids = await worksheetQuestionIds(ctx.db, worksheet.id)
  const questions = await loadQuestions(ctx.db, ids)
  const maxScore = questions.reduce((total, q) => total + q.maxScore, 0)
  const summary = presentQuizSummary(
    {
      id: worksheet.id,
      studentId: 0,
      worksheetId: worksheet.id,
      groupTypeId: worksheet.groupTypeId,
      assignmentId: null,
      status: 'not_started',
      marksGiven: null,
      xpEarned: null,
      maxScore,
      timeSpent: 0,
      createdAt: worksheet.createdAt,
      startedAt: null,
      submittedAt: null,
      completedAt: null,
    },
    worksheet,
    ids.length,
  )
  return { ...summary, questions: questions.map(presentQuestion), evaluations: [] }
}

type DemoRow = typeof demoAnswers.$inferSelect
const presentDemo = (row: DemoRow, question: LoadedQuestion) => {
  const option = question.options.find((o) => o.id === row.selectedOptionId)
  return {
    id: row.id,
    quiz_id: row.worksheetId,
    question_id: row.questionId,
    value: row.value,
    selected_option: option ? { id: option.id, order: option.order, text: option.text } : null,
    method_answer: null,
    explanation: row.explanation,
    is_submitted: true,
    grading_completed: true,
    status: { is_completed: true },
    marks_given: row.marksGiven,
    max_score: question.maxScore,
    is_full_marks: row.isFullMarks,
    time_spent: 0,
    num_options_clicked: 0,
    liked: false,
    disliked: false,
    audio_url: null,
    file_url: null,
    submitted_at: row.updatedAt.toISOString(),
  }
}

/** Marks a visitor's answer in a demo quiz and keeps it for 7 days under their session. */
export async function markDemoAnswer(
  ctx: AppContext,
  body: AnswerInput & { quiz_id: number; session_id: string; question_id: number },
) {
  const worksheet = await publicWorksheet(ctx, body.quiz_id, 'demo')
  const question = await questionOf(ctx, worksheet.id, body.question_id)
  const { columns, result, explanation } = await markOne(ctx, question, body)
  const values = {
    worksheetId: worksheet.id,
    // Only the hash is kept: the id is the visitor's key, so a copy of the database must not open it.
    sessionId: hashToken(body.session_id),
    questionId: question.id,
    value: columns.value ?? null,
    selectedOptionId: columns.selectedOptionId ?? null,
    marksGiven: result.marksGiven,
    isFullMarks: result.isFullMarks,
    explanation,
    findings: result.findings,
  }
  const [row] = await ctx.db
    .insert(demoAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [demoAnswers.worksheetId, demoAnswers.sessionId, demoAnswers.questionId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning()
  // Visitors' answers are not kept beyond the spec's 7 days.
  await ctx.db
    .delete(demoAnswers)
    .where(lt(demoAnswers.updatedAt, new Date(Date.now() - DEMO_DAYS * 86_400_000)))
  return presentDemo(row, question)
}

export async function listDemoAnswers(ctx: AppContext, worksheetId: number, sessionId: string) {
  const worksheet = await publicWorksheet(ctx, worksheetId, 'demo')
  const rows = await ctx.db
    .select()
    .from(demoAnswers)
    .where(and(eq(demoAnswers.worksheetId, worksheet.id), eq(demoAnswers.sessionId, hashToken(sessionId))))
    .orderBy(asc(demoAnswers.id))
  const questions = new Map(
    (
      await loadQuestions(
        ctx.db,
        rows.map((r) => r.questionId),
      )
    ).map((q) => [q.id, q]),
  )
  return rows
    .filter((r) => questions.has(r.questionId))
    .map((r) => presentDemo(r, questions.get(r.questionId)!))
}

type AttemptRow = typeof sharedAttempts.$inferSelect
const presentAttempt = (a: AttemptRow) => ({
  attempt_id: a.attemptId,
  worksheet_id: a.worksheetId,
  full_name: a.fullName,
  total_score: a.totalScore,
  max_score: a.maxScore,
  completed: a.completed,
  created_at: a.createdAt.toISOString(),
})

/** Starts (no attempt_id) or updates an attempt at a shared worksheet; signed in or not. */
export async function saveSharedAttempt(
  ctx: AppContext,
  user: UserRow | null,
  body: { attempt_id?: string; worksheet_id: number; full_name: string; completed?: boolean },
) {
  const worksheet = await publicWorksheet(ctx, body.worksheet_id, 'shared')
  if (!body.attempt_id) {
    const questions = await loadQuestions(ctx.db, await worksheetQuestionIds(ctx.db, worksheet.id))
    const [row] = await ctx.db
      .insert(sharedAttempts)
      .values({
        attemptId: newToken().slice(0, 24),
        worksheetId: worksheet.id,
        userId: user?.id ?? null,
        fullName: body.full_name,
        maxScore: questions.reduce((total, q) => total + q.maxScore, 0),
      })
      .returning()
    return { status: 201 as const, body: presentAttempt(row) }
  }
  const [row] = await ctx.db
    .update(sharedAttempts)
    .set({
      fullName: body.full_name,
      completed: body.completed ?? undefined,
      completedAt: body.completed ? new Date() : undefined,
    })
    .where(and(eq(sharedAttempts.attemptId, body.attempt_id), eq(sharedAttempts.worksheetId, worksheet.id)))
    .returning()
  if (!row) throw notFound('There is no such attempt at this worksheet.')
  return { status: 200 as const, body: presentAttempt(row) }
}

export async function markSharedAnswer(
  ctx: AppContext,
  body: AnswerInput & { attempt_id: string; question_id: number },
) {
  const [attempt] = await ctx.db
    .select()
    .from(sharedAttempts)
    .where(eq(sharedAttempts.attemptId, body.attempt_id))
  if (!attempt) throw notFound('There is no such attempt.')
  if (attempt.completed)
    throw new AppError(409, 'This attempt is finished; start a new one to try again.', 'conflict')
  const question = await questionOf(ctx, attempt.worksheetId, body.question_id)
  const { result, explanation } = await markOne(ctx, question, body)
  const updated = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sharedAttemptAnswers)
      .values({ attemptId: attempt.attemptId, questionId: question.id, marksGiven: result.marksGiven })
      .onConflictDoUpdate({
        target: [sharedAttemptAnswers.attemptId, sharedAttemptAnswers.questionId],
        set: { marksGiven: result.marksGiven },
      })
    const [row] = await tx
      .update(sharedAttempts)
      .set({
        totalScore: sql`(select coalesce(sum(marks_given), 0) from shared_attempt_answers where attempt_id = ${attempt.attemptId})`,
      })
      .where(eq(sharedAttempts.attemptId, attempt.attemptId))
      .returning()
    return row
  })
  return {
    question_id: question.id,
    marks_given: result.marksGiven,
    max_score: result.maxScore,
    is_full_marks: result.isFullMarks,
    explanation,
    attempt: presentAttempt(updated),
  }
}

/** The shared worksheet's leaderboard: names and scores, never the attempt ids. */
export async function listAttempters(ctx: AppContext, worksheetId: number) {
  const worksheet = await publicWorksheet(ctx, worksheetId, 'shared')
  const rows = await ctx.db
    .select()
    .from(sharedAttempts)
    .where(eq(sharedAttempts.worksheetId, worksheet.id))
    .orderBy(sql`${sharedAttempts.totalScore} desc`, asc(sharedAttempts.createdAt))
    .limit(100)
  return rows.map(({ attemptId: _, ...a }) => {
    const { attempt_id: __, ...rest } = presentAttempt({ attemptId: '', ...a })
    return rest
  })
}
