import { and, eq } from 'drizzle-orm'
import type { StudentAnswer } from '../../ai/types'
import type { AppContext, UserRow } from '../../context'
import { evaluations, quizzes } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../errors'
import { loadOwnQuiz } from './catalog'
import { presentEvaluation } from './present'
import { type LoadedQuestion, loadQuestions } from './questions'

type EvaluationRow = typeof evaluations.$inferSelect
export type AnswerInput = {
  value?: string | null
  selected_option_id?: number | null
  method_answer?: string | null
  time_spent?: number
  num_options_clicked?: number
}

/** Checks an answer against its question and turns it into the columns to store. */
export function answerColumns(question: LoadedQuestion, input: AnswerInput) {
  if (input.selected_option_id != null && !question.options.some((o) => o.id === input.selected_option_id)) {
    throw badRequest(`Option ${input.selected_option_id} is not one of question ${question.id}'s choices.`, [
      { path: 'selected_option_id', message: 'Choose one of the options shown.' },
    ])
  }
  let partValues: Record<string, string> | null = null
  if (question.parts.length && input.value != null && input.value !== '') {
    // A multi-part answer travels as JSON: { "<part question id>": "answer", … }.
    let parsed: unknown
    try {
      parsed = JSON.parse(input.value)
    } catch {
      parsed = null
    }
    const partIds = new Set(question.parts.map((p) => String(p.id)))
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw badRequest(
        `Question ${question.id} has parts: send its answer as JSON like {"${[...partIds][0]}": "…"}.`,
      )
    }
    partValues = {}
    for (const [k, v] of Object.entries(parsed)) {
      if (!partIds.has(k)) throw badRequest(`Question ${question.id} has no part ${k}.`)
      partValues[k] = String(v ?? '').slice(0, 20000)
    }
  }
  return {
    value: input.value === undefined ? undefined : input.value,
    selectedOptionId: input.selected_option_id === undefined ? undefined : input.selected_option_id,
    methodAnswer: input.method_answer === undefined ? undefined : input.method_answer,
    partValues: partValues ?? undefined,
    timeSpent: input.time_spent,
    numOptionsClicked: input.num_options_clicked,
  }
}

/** What the marker sees: the student's answer as data. */
export function studentAnswerOf(row: EvaluationRow, question: LoadedQuestion): StudentAnswer {
  const isOral = question.answerKey.kind === 'oral'
  return {
    // An oral answer is its transcript; with none (no speech-to-text), the marker flags it for a teacher.
    value: isOral ? row.transcript : row.value,
    selectedOptionIds: row.selectedOptionId != null ? [row.selectedOptionId] : [],
    methodAnswer: row.methodAnswer,
    parts: question.parts.length
      ? Object.fromEntries(
          question.parts.map((p) => [p.id, { value: row.partValues?.[String(p.id)] ?? null }]),
        )
      : undefined,
  }
}

/** Whether the student gave any answer at all (a blank hand-in is not an attempt). */
export function hasAnswer(row: EvaluationRow) {
  const parts = Object.values(row.partValues ?? {})
  return Boolean(
    row.value?.trim() ||
      row.selectedOptionId != null ||
      row.methodAnswer?.trim() ||
      row.audioUrl ||
      row.transcript?.trim() ||
      parts.some((v) => v.trim()),
  )
}

const CLEARED = {
  value: null,
  selectedOptionId: null,
  methodAnswer: null,
  partValues: null,
  transcript: null,
  audioUrl: null,
  isSubmitted: false,
  gradingCompleted: false,
  marksGiven: null,
  isFullMarks: null,
  explanation: null,
  findings: null,
  markedBy: null,
  needsReview: false,
  submittedAt: null,
  // Hints count for the try they helped; the marked try keeps its count in evaluation_attempts.
  hintsUsed: 0,
}

/** Autosaves a draft answer, or (is_submitted false with no value) clears a submission to try again. */
export async function saveAnswer(
  ctx: AppContext,
  student: UserRow,
  quizId: number,
  evaluationId: number,
  input: AnswerInput & { is_submitted?: boolean },
) {
  const { quiz } = await loadOwnQuiz(ctx.db, student, quizId, 'change')
  const [row] = await ctx.db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.quizId, quizId)))
  if (!row) throw notFound('This quiz has no such answer.')
  if (quiz.status === 'grading') {
    throw new AppError(
      409,
      'This quiz is being marked. Wait for the marks before changing answers.',
      'conflict',
    )
  }
  const [question] = await loadQuestions(ctx.db, [row.questionId])
  // Clearing is `is_submitted: false` with no answer at all; a draft that only picks an option is a save.
  const clearing =
    input.is_submitted === false &&
    input.value == null &&
    input.selected_option_id == null &&
    input.method_answer == null
  // A marked answer stays as it was marked (whatever the quiz's status): trying again starts with clearing it.
  if (!clearing && row.gradingCompleted) {
    throw new AppError(
      409,
      'This answer is already marked. Clear it first to try the question again.',
      'already_submitted',
    )
  }
  const changes = clearing ? CLEARED : answerColumns(question, input)
  const [saved] = await ctx.db
    .update(evaluations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(evaluations.id, row.id))
    .returning()
  if (quiz.status === 'not_started') {
    await ctx.db
      .update(quizzes)
      .set({ status: 'in_progress', startedAt: new Date() })
      .where(eq(quizzes.id, quiz.id))
  }
  return presentEvaluation(saved, question)
}
