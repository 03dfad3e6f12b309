import { and, eq, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { classMembers, evaluations, quizzes } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { presentEvaluation } from './present'
import { loadQuestions } from './questions'

/** Is the student in one of the teacher's classes (an admin reaches every student)? */
async function teachesStudent(ctx: AppContext, teacher: UserRow, studentId: number) {
  if (teacher.userRoleId === USER_ROLE.ADMIN) return true
  const [row] = await ctx.db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .where(
      and(
        eq(classMembers.userId, studentId),
        sql`${classMembers.classId} in (select class_id from class_members where user_id = ${teacher.id})`,
      ),
    )
  return Boolean(row)
}

/**
 * A teacher sets the marks of a student's answer (e.g. a spoken answer that no speech service could
 * transcribe) and, optionally, their own feedback; the quiz total follows.
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
  if (!row || !(await teachesStudent(ctx, teacher, row.quiz.studentId))) {
    throw notFound('There is no such answer among your classes’ work.')
  }
  const [question] = await loadQuestions(ctx.db, [row.evaluation.questionId])
  if (body.marks_given > question.maxScore) {
    throw badRequest(`This question is worth at most ${question.maxScore} marks.`, [
      { path: 'marks_given', message: `At most ${question.maxScore}.` },
    ])
  }
  if (!row.evaluation.isSubmitted) throw badRequest('The student has not submitted this answer yet.')
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(evaluations)
      .set({
        marksGiven: body.marks_given,
        isFullMarks: body.marks_given === question.maxScore,
        explanation: body.explanation ?? row.evaluation.explanation,
        markedBy: 'teacher',
        needsReview: false,
        gradingCompleted: true,
        updatedAt: new Date(),
      })
      .where(eq(evaluations.id, evaluationId))
      .returning()
    await tx
      .update(quizzes)
      .set({
        marksGiven: sql`(select coalesce(sum(marks_given), 0) from evaluations where quiz_id = ${row.quiz.id})`,
      })
      .where(eq(quizzes.id, row.quiz.id))
    return updated
  })
  return presentEvaluation(saved, question)
}
