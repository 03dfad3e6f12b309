import { eq, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { evaluations, quizzes, worksheets } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../errors'
import { reachesStudent } from '../coach/engagement/reach'
import { WORKSHEET_COMPLETION_XP } from '../progress/levels'
import { awardXp, type XpAward } from '../progress/service'
import { hasAnswer } from './answers'
import { questionAwards } from './grading'
import { presentEvaluation } from './present'
import { loadQuestions } from './questions'

type QuizRow = typeof quizzes.$inferSelect

/**
 * The XP a teacher's marks pay: the same keys as marking's (each half mark of a question once, ever; the
 * completion bonus once per worksheet), so marking an answer again, or twice at once, adds nothing more.
 */
async function payTeacherMarks(tx: Executor, quiz: QuizRow, questionId: number, marks: number) {
  const all = await tx.select().from(evaluations).where(eq(evaluations.quizId, quiz.id))
  const total = all.reduce((sum, e) => sum + (e.marksGiven ?? 0), 0)
  const awards: XpAward[] = questionAwards(questionId, marks)
  const [sheet] = await tx
    .select({ ownerId: worksheets.ownerId })
    .from(worksheets)
    .where(eq(worksheets.id, quiz.worksheetId))
  const complete = all.every((e) => e.gradingCompleted)
  // As marking's rule (grading.ts isRealAttempt): a bonus withheld for 0 marks is due once a teacher gives some.
  if (complete && total > 0 && all.every(hasAnswer) && sheet?.ownerId !== quiz.studentId) {
    awards.push({ source: 'worksheet', key: String(quiz.worksheetId), xp: WORKSHEET_COMPLETION_XP })
  }
  const added = await awardXp(tx, quiz.studentId, awards)
  await tx
    .update(quizzes)
    .set({
      marksGiven: total,
      ...(added > 0 && { xpEarned: sql`coalesce(${quizzes.xpEarned}, 0) + ${added}` }),
    })
    .where(eq(quizzes.id, quiz.id))
}

/**
 * A teacher sets the marks of a student's answer (e.g. a spoken answer that no speech service could
 * transcribe) and, optionally, their own feedback; the quiz total and the student's XP follow, once.
 * Any teacher who reaches the student's class may (ADR 0048, ADR 0052).
 */
export async function overrideMarks(
  ctx: AppContext,
  teacher: UserRow,
  evaluationId: number,
  body: { marks_given: number; explanation?: string },
) {
  const [row] = await ctx.db
    .select({ evaluation: evaluations, quiz: quizzes })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .where(eq(evaluations.id, evaluationId))
  if (!row || !(await reachesStudent(ctx.db, teacher, row.quiz.studentId))) {
    throw notFound('There is no such answer among your classes’ work.')
  }
  const [question] = await loadQuestions(ctx.db, [row.evaluation.questionId])
  if (body.marks_given > question.maxScore) {
    throw badRequest(`This question is worth at most ${question.maxScore} marks.`, [
      { path: 'marks_given', message: `At most ${question.maxScore}.` },
    ])
  }
  const saved = await ctx.db.transaction(async (tx) => {
    // The quiz row is the lock: two markings of one quiz (or a teacher and the marker) take turns, so the total
    // each writes counts the other's marks.
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, row.quiz.id)).for('update')
    const [current] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluationId))
    if (!current.isSubmitted) throw badRequest('The student has not submitted this answer yet.')
    if (quiz.status === 'grading') {
      throw conflict('This answer is being marked right now. Try again in a minute.')
    }
    const [updated] = await tx
      .update(evaluations)
      .set({
        marksGiven: body.marks_given,
        isFullMarks: body.marks_given === question.maxScore,
        explanation: body.explanation ?? current.explanation,
        markedBy: 'teacher',
        needsReview: false,
        gradingCompleted: true,
        updatedAt: new Date(),
      })
      .where(eq(evaluations.id, evaluationId))
      .returning()
    await payTeacherMarks(tx, quiz, question.id, body.marks_given)
    return updated
  })
  return presentEvaluation(saved, question)
}
