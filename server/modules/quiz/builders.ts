import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { evaluations, questions, quizzes, topics, worksheetQuestions, worksheets } from '../../db/schema'
import { badRequest } from '../../errors'
import { assertCourseAccess } from '../courses/entitlement'
import { learnerQuestionScope } from '../questions/access'
import { presentQuizSummary } from './present'

const REVISION = 9
const INDEPENDENT_STUDY = 3

/** Making a worksheet of one's own needs full access to the course (Lite cannot, ADR 0024). */
async function assertCourse(ctx: AppContext, student: UserRow, courseId: number) {
  await assertCourseAccess(ctx.db, student, courseId, { kind: 'build' })
}

/** A worksheet of the student's own (revision or custom) and its quiz, made in one transaction. */
async function createOwnQuiz(
  ctx: AppContext,
  student: UserRow,
  sheet: { title: string; courseId: number; groupTypeId: number },
  questionIds: number[],
) {
  return ctx.db.transaction(async (tx) => {
    const [worksheet] = await tx
      .insert(worksheets)
      .values({ ...sheet, ownerId: student.id })
      .returning()
    await tx
      .insert(worksheetQuestions)
      .values(
        questionIds.map((questionId, i) => ({ worksheetId: worksheet.id, questionId, position: i + 1 })),
      )
    const [{ max }] = await tx
      .select({ max: sql<number>`coalesce(sum(${questions.maxScore}), 0)::float` })
      .from(questions)
      .where(inArray(questions.id, questionIds))
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        studentId: student.id,
        worksheetId: worksheet.id,
        groupTypeId: sheet.groupTypeId,
        maxScore: max,
      })
      .returning()
    return presentQuizSummary(quiz, worksheet, questionIds.length)
  })
}

/** Whole questions of the course that this student may be given (never another school's private ones). */
const givableInCourse = (student: UserRow, courseId: number) =>
  and(eq(questions.courseId, courseId), isNull(questions.parentId), learnerQuestionScope(student))

/**
 * A revision quiz: the answers the student names (or, by default, their recent mistakes and part marks in
 * the course), topped up from the chosen topics with questions they have not mastered.
 */
export async function createRevisionQuiz(
  ctx: AppContext,
  student: UserRow,
  body: { course_id: number; topic_ids?: number[]; evaluation_ids?: number[]; num_questions: number },
) {
  await assertCourse(ctx, student, body.course_id)
  const picked: number[] = []
  const answered = await ctx.db
    .select({ questionId: evaluations.questionId })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(
      and(
        eq(quizzes.studentId, student.id),
        givableInCourse(student, body.course_id),
        eq(evaluations.gradingCompleted, true),
        body.evaluation_ids?.length
          ? inArray(evaluations.id, body.evaluation_ids)
          : lt(evaluations.marksGiven, questions.maxScore),
      ),
    )
    .orderBy(desc(evaluations.updatedAt))
  for (const { questionId } of answered) if (!picked.includes(questionId)) picked.push(questionId)
  if (body.evaluation_ids?.length && !picked.length) {
    throw badRequest('None of those answers are yours to revise in this course.')
  }
  if (picked.length < body.num_questions && body.topic_ids?.length) {
    const mastered = ctx.db
      .select({ id: evaluations.questionId })
      .from(evaluations)
      .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
      .where(and(eq(quizzes.studentId, student.id), eq(evaluations.isFullMarks, true)))
    const more = await ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          givableInCourse(student, body.course_id),
          inArray(questions.topicId, body.topic_ids),
          sql`${questions.id} not in ${mastered}`,
        ),
      )
      .orderBy(asc(questions.difficultyLevelId), asc(questions.id))
      .limit(body.num_questions * 2)
    for (const { id } of more) if (!picked.includes(id)) picked.push(id)
  }
  const chosen = picked.slice(0, body.num_questions)
  if (!chosen.length) {
    throw badRequest('There is nothing to revise yet: finish a worksheet first, or choose some topics.')
  }
  return createOwnQuiz(
    ctx,
    student,
    { title: 'My revision', courseId: body.course_id, groupTypeId: REVISION },
    chosen,
  )
}

const STOP_WORDS = new Set(
  'a an the i me my want to do some more on about of and or with for in please practice practise questions question help'.split(
    ' ',
  ),
)

/** The words of a request worth searching for. */
export const requestWords = (request: string) =>
  [...new Set(request.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter(
    (w) => w.length > 2 && !STOP_WORDS.has(w),
  )

/**
 * A custom worksheet for the student's own request ("fractions of a set", "magnets"): the course's questions
 * whose topic or text matches the request's words, best matches first. The request is only searched for,
 * never followed as an instruction.
 */
export async function createCustomQuiz(
  ctx: AppContext,
  student: UserRow,
  body: { user_req: string; course_id: number },
) {
  await assertCourse(ctx, student, body.course_id)
  const words = requestWords(body.user_req).slice(0, 8)
  if (!words.length) throw badRequest('Say what you want to practise, e.g. "fractions" or "magnets".')
  const matches = words.map((w) => or(ilike(topics.name, `%${w}%`), ilike(questions.text, `%${w}%`)))
  const score = sql<number>`(${sql.join(
    words.map(
      (w) =>
        sql`(case when ${topics.name} ilike ${`%${w}%`} then 3 else 0 end + case when ${questions.text} ilike ${`%${w}%`} then 1 else 0 end)`,
    ),
    sql` + `,
  )})`
  const rows = await ctx.db
    .select({ id: questions.id, score })
    .from(questions)
    .leftJoin(topics, eq(topics.id, questions.topicId))
    .where(and(givableInCourse(student, body.course_id), or(...matches)))
    .orderBy(desc(score), asc(questions.difficultyLevelId), asc(questions.id))
    .limit(10)
  if (!rows.length) {
    throw badRequest(
      `We found no questions about “${words.join(' ')}” in this course. Try a topic name, like “fractions”.`,
    )
  }
  const title = `My practice: ${body.user_req.trim().slice(0, 60)}`
  return createOwnQuiz(
    ctx,
    student,
    { title, courseId: body.course_id, groupTypeId: INDEPENDENT_STUDY },
    rows.map((r) => r.id),
  )
}
