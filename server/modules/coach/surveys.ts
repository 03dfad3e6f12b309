import { and, asc, eq, or } from 'drizzle-orm'
import type { ChatMessage } from '../../../contracts/chat-schemas'
import type { Survey } from '../../../contracts/coach'
import type { SurveyKind } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { chatMessages, surveyAnswers, surveyQuestions, surveys } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { presentStoredMessage } from '../chat/present'
import { studentToday } from './engagement/student-day'
import { latestStudentThread, touchThread } from './engagement/student-thread'

type Trigger = 'login' | 'after_practice'

/** The active surveys with their questions in order. */
async function activeSurveys(ctx: AppContext): Promise<Survey[]> {
  const rows = await ctx.db
    .select({ survey: surveys, question: surveyQuestions })
    .from(surveys)
    .innerJoin(surveyQuestions, eq(surveyQuestions.surveyId, surveys.id))
    .where(eq(surveys.isActive, true))
    .orderBy(asc(surveys.id), asc(surveyQuestions.position), asc(surveyQuestions.id))
  const byId = new Map<number, Survey>()
  for (const { survey, question } of rows) {
    const entry = byId.get(survey.id) ?? {
      id: survey.id,
      type: survey.type,
      trigger: survey.trigger,
      title: survey.title,
      questions: [],
    }
    entry.questions.push({ id: question.id, text: question.text, options: question.options })
    byId.set(survey.id, entry)
  }
  return [...byId.values()]
}

/**
 * Which survey types the student has completed, by trigger (ADR 0037, plan Q6): confidence and motivation when
 * answered today in the student's time zone, the disposition survey when ever answered.
 */
export async function completedSurveys(ctx: AppContext, studentId: number, now = new Date()) {
  const today = await studentToday(ctx.db, studentId, now)
  const rows = await ctx.db
    .selectDistinct({ type: surveyAnswers.surveyType, trigger: surveyAnswers.trigger })
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.studentId, studentId),
        or(eq(surveyAnswers.localDate, today), eq(surveyAnswers.surveyType, 'disposition')),
      ),
    )
  return rows.sort((a, b) => `${a.type}:${a.trigger}`.localeCompare(`${b.type}:${b.trigger}`))
}

export async function listSurveys(ctx: AppContext, student: UserRow) {
  return { surveys: await activeSurveys(ctx), completed: await completedSurveys(ctx, student.id) }
}

/** The survey card the answer belongs to: the caller's own coach message that asks a survey question. */
async function surveyCardOf(ctx: AppContext, student: UserRow, messageId: number, questionId: number) {
  const [card] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, student.id)))
  if (!card) throw notFound('There is no such message in your chat.')
  if (card.type !== 'survey' || card.fromUser) throw badRequest('That message is not a survey question.')
  if (card.surveyQuestionId != null && card.surveyQuestionId !== questionId) {
    throw badRequest('That answer is for a different question than the one on the card.', [
      { path: 'survey_question_id', message: `The card asks question ${card.surveyQuestionId}.` },
    ])
  }
  return card
}

async function questionOf(ctx: AppContext, questionId: number) {
  const [row] = await ctx.db
    .select({ question: surveyQuestions, survey: surveys })
    .from(surveyQuestions)
    .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
    .where(and(eq(surveyQuestions.id, questionId), eq(surveys.isActive, true)))
  if (!row) throw notFound('There is no such survey question. Reload the chat to see the current ones.')
  return row
}

export type SurveyAnswer = { survey_question_id: number; value: number; message_id?: number }

/**
 * Stores one answer (1–4). When it answers a survey card in the chat, the card keeps the choice (answering again
 * changes it); an answer given outside the chat gets a card of its own in the latest conversation, so the chat
 * history shows every answer the same way.
 */
export async function answerSurvey(
  ctx: AppContext,
  student: UserRow,
  body: SurveyAnswer,
  now = new Date(),
): Promise<ChatMessage> {
  const card = body.message_id
    ? await surveyCardOf(ctx, student, body.message_id, body.survey_question_id)
    : undefined
  const { question, survey } = await questionOf(ctx, body.survey_question_id)
  const localDate = await studentToday(ctx.db, student.id, now)
  const answered = await ctx.db.transaction(async (tx) => {
    const surveyType: SurveyKind = survey.type
    const trigger: Trigger = survey.trigger
    let messageId: number
    if (card) {
      await tx.delete(surveyAnswers).where(eq(surveyAnswers.messageId, card.id))
      await tx
        .update(chatMessages)
        .set({ responseValue: body.value, surveyQuestionId: question.id, surveyType })
        .where(eq(chatMessages.id, card.id))
      messageId = card.id
    } else {
      const threadId = await latestStudentThread(tx, student.id)
      const [created] = await tx
        .insert(chatMessages)
        .values({
          threadId,
          userId: student.id,
          fromUser: false,
          type: 'survey',
          text: question.text,
          answeredBy: 'offline',
          nudgingGroup: 'survey',
          nudgingType: `${surveyType}_${trigger}`,
          surveyType,
          surveyQuestionId: question.id,
          responseValue: body.value,
        })
        .returning({ id: chatMessages.id })
      await touchThread(tx, threadId, now)
      messageId = created.id
    }
    await tx.insert(surveyAnswers).values({
      studentId: student.id,
      surveyQuestionId: question.id,
      surveyType,
      trigger,
      value: body.value,
      messageId,
      localDate,
    })
    const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId))
    return row
  })
  return presentStoredMessage(ctx.db, answered)
}
