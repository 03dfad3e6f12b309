import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import {
  assignmentStudents,
  assignments,
  type classes,
  classMembers,
  courses,
  evaluations,
  questions,
  quizzes,
  topics,
  users,
} from '../../db/schema'
import { notFound } from '../../errors'
import { loadReachableClass } from '../coach/engagement/reach'
import { earlierOf, triesOf } from '../reports/tries'

export type Period = { start?: string; end?: string }

/** The first characters of a question, for a table a teacher scans. */
const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 90 ? `${flat.slice(0, 89)}…` : flat
}
const percent = (marks: number, max: number) => (max > 0 ? Math.round((marks / max) * 1000) / 10 : null)

/** The class's students, by name. */
export async function classStudents(ctx: AppContext, classId: number) {
  return ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, USER_ROLE.STUDENT)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
}

/** Days of a period as instants, in the school's time (Singapore): from the start of `start` to the end of `end`. */
function periodOn(column: SQL | typeof evaluations.submittedAt, { start, end }: Period) {
  return and(
    start ? gte(column as typeof evaluations.submittedAt, new Date(`${start}T00:00:00+08:00`)) : undefined,
    end ? lte(column as typeof evaluations.submittedAt, new Date(`${end}T23:59:59.999+08:00`)) : undefined,
  )
}

type Klass = typeof classes.$inferSelect

/**
 * The marked answers of a class's students in the class's subject and level over a period: the practice they do
 * and the work set for them, as a teacher of the class would read them.
 */
async function markedAnswers(
  ctx: AppContext,
  klass: Klass,
  studentIds: number[],
  period: Period,
  extra?: SQL,
) {
  if (!studentIds.length) return []
  return ctx.db
    .select({
      evaluationId: evaluations.id,
      studentId: quizzes.studentId,
      questionId: questions.id,
      questionText: questions.text,
      topicId: questions.topicId,
      topicName: topics.name,
      difficulty: questions.difficultyLevelId,
      value: evaluations.value,
      selectedOptionId: evaluations.selectedOptionId,
      options: questions.options,
      marksGiven: evaluations.marksGiven,
      maxScore: questions.maxScore,
      isFullMarks: evaluations.isFullMarks,
      submittedAt: evaluations.submittedAt,
    })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .leftJoin(topics, eq(topics.id, questions.topicId))
    .where(
      and(
        inArray(quizzes.studentId, studentIds),
        eq(evaluations.gradingCompleted, true),
        eq(evaluations.isSubmitted, true),
        klass.subjectId ? eq(courses.subjectId, klass.subjectId) : undefined,
        klass.academicLevelId ? eq(courses.academicLevelId, klass.academicLevelId) : undefined,
        periodOn(evaluations.submittedAt, period),
        extra,
      ),
    )
    .orderBy(asc(evaluations.submittedAt), asc(evaluations.id))
}
type Answer = Awaited<ReturnType<typeof markedAnswers>>[number]

const score = (answers: Answer[]) => {
  const marks = answers.reduce((sum, a) => sum + (a.marksGiven ?? 0), 0)
  const max = answers.reduce((sum, a) => sum + a.maxScore, 0)
  return { marks_given: marks, max_score: max, average_percent: percent(marks, max) }
}

/** Per student: the class's assignments set for them in the period, how many they completed, and their marks. */
async function studentRows(
  ctx: AppContext,
  klass: Klass,
  students: Awaited<ReturnType<typeof classStudents>>,
  answers: Answer[],
  period: Period,
) {
  const set = students.length
    ? await ctx.db
        .select({ studentId: assignmentStudents.studentId, quizStatus: quizzes.status })
        .from(assignments)
        .innerJoin(assignmentStudents, eq(assignmentStudents.assignmentId, assignments.id))
        .leftJoin(
          quizzes,
          and(eq(quizzes.assignmentId, assignments.id), eq(quizzes.studentId, assignmentStudents.studentId)),
        )
        .where(
          and(
            eq(assignments.classId, klass.id),
            inArray(
              assignmentStudents.studentId,
              students.map((s) => s.id),
            ),
            period.start ? gte(assignments.dueDate, period.start) : undefined,
            period.end ? lte(assignments.dateAssigned, period.end) : undefined,
          ),
        )
    : []
  return students.map((s) => {
    const theirs = set.filter((a) => a.studentId === s.id)
    return {
      student_id: s.id,
      first_name: s.firstName,
      last_name: s.lastName,
      assigned: theirs.length,
      completed: theirs.filter((a) => a.quizStatus === 'completed').length,
      ...score(answers.filter((a) => a.studentId === s.id)),
    }
  })
}

function topicRows(answers: Answer[]) {
  const byTopic = new Map<number, Answer[]>()
  for (const a of answers) if (a.topicId) byTopic.set(a.topicId, [...(byTopic.get(a.topicId) ?? []), a])
  return [...byTopic.entries()]
    .map(([topicId, rows]) => ({
      topic_id: topicId,
      topic_name: rows[0].topicName ?? '',
      attempts: rows.length,
      ...score(rows),
    }))
    .sort(
      (a, b) =>
        (a.average_percent ?? 0) - (b.average_percent ?? 0) || a.topic_name.localeCompare(b.topic_name),
    )
}

/** What the child answered, in words: what they typed, or the text of the option they chose. */
function answerText(answer: Answer) {
  const typed = answer.value?.replace(/\s+/g, ' ').trim()
  if (typed) return typed
  if (answer.selectedOptionId == null) return null
  const option = answer.options.find((o) => o.id === answer.selectedOptionId)
  if (!option) return null
  return option.text.replace(/\s+/g, ' ').trim() || `Option ${option.order}`
}

/** The wrong answers given most often (at most three), the same answer counted whatever its case. */
function commonWrongAnswers(rows: Answer[]) {
  const tally = new Map<string, { value: string; count: number }>()
  for (const row of rows) {
    if (row.isFullMarks) continue
    const text = answerText(row)
    if (!text) continue
    const key = text.toLowerCase()
    const seen = tally.get(key)
    if (seen) seen.count += 1
    else tally.set(key, { value: text.length > 80 ? `${text.slice(0, 79)}…` : text, count: 1 })
  }
  return [...tally.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, 3)
}

function questionRows(answers: Answer[]) {
  const byQuestion = new Map<number, Answer[]>()
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a])
  return [...byQuestion.values()]
    .map((rows) => ({
      question_id: rows[0].questionId,
      text_preview: preview(rows[0].questionText),
      attempts: rows.length,
      correct_rate: rows.filter((r) => r.isFullMarks).length / rows.length,
      common_wrong_answers: commonWrongAnswers(rows),
    }))
    .sort((a, b) => a.correct_rate - b.correct_rate || b.attempts - a.attempts)
}

/** GET /classes/{id}/report: the class over a period, per topic (weakest first) and per student. */
export async function classReport(ctx: AppContext, caller: UserRow, classId: number, period: Period) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const students = await classStudents(ctx, classId)
  const answers = await markedAnswers(
    ctx,
    klass,
    students.map((s) => s.id),
    period,
  )
  const rows = await studentRows(ctx, klass, students, answers, period)
  const assigned = rows.reduce((n, r) => n + r.assigned, 0)
  const completed = rows.reduce((n, r) => n + r.completed, 0)
  const [{ count }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(assignments)
    .where(
      and(
        eq(assignments.classId, classId),
        period.start ? gte(assignments.dueDate, period.start) : undefined,
        period.end ? lte(assignments.dateAssigned, period.end) : undefined,
      ),
    )
  return {
    class_id: classId,
    summary: {
      students_count: students.length,
      assignments_count: count,
      completion_rate: assigned ? completed / assigned : 0,
      average_percent: score(answers).average_percent,
    },
    topics: topicRows(answers),
    students: rows,
  }
}

/** GET /classes/{id}/topics/{topicId}/report: one topic: per student, and the questions the class found hardest. */
export async function classTopicReport(
  ctx: AppContext,
  caller: UserRow,
  classId: number,
  topicId: number,
  period: Period,
) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const topic = await loadTopic(ctx, topicId)
  const students = await classStudents(ctx, classId)
  const answers = await markedAnswers(
    ctx,
    klass,
    students.map((s) => s.id),
    period,
    eq(questions.topicId, topicId),
  )
  return {
    topic_id: topic.id,
    topic_name: topic.name,
    attempts: answers.length,
    ...score(answers),
    students: await studentRows(ctx, klass, students, answers, period),
    questions: questionRows(answers),
  }
}

async function loadTopic(ctx: AppContext, topicId: number) {
  const [topic] = await ctx.db.select().from(topics).where(eq(topics.id, topicId))
  if (!topic) throw notFound('There is no such topic.')
  return topic
}

async function loadClassStudent(ctx: AppContext, caller: UserRow, classId: number, studentId: number) {
  const klass = await loadReachableClass(ctx.db, caller, classId)
  const student = (await classStudents(ctx, classId)).find((s) => s.id === studentId)
  if (!student) throw notFound('There is no such student in this class.')
  return { klass, student }
}

/** GET /classes/{id}/students/{studentId}/report */
export async function studentReport(
  ctx: AppContext,
  caller: UserRow,
  classId: number,
  studentId: number,
  period: Period,
) {
  const { klass, student } = await loadClassStudent(ctx, caller, classId, studentId)
  const answers = await markedAnswers(ctx, klass, [studentId], period)
  const [row] = await studentRows(ctx, klass, [student], answers, period)
  return { ...row, topics: topicRows(answers) }
}

/** GET /classes/{id}/students/{studentId}/topics/{topicId}/report: the child's answers in one topic. */
export async function studentTopicReport(
  ctx: AppContext,
  caller: UserRow,
  ids: { classId: number; studentId: number; topicId: number },
  period: Period,
) {
  const { klass } = await loadClassStudent(ctx, caller, ids.classId, ids.studentId)
  const topic = await loadTopic(ctx, ids.topicId)
  const answers = await markedAnswers(ctx, klass, [ids.studentId], period, eq(questions.topicId, ids.topicId))
  const tries = await triesOf(ctx.db, answers)
  return {
    topic_id: topic.id,
    topic_name: topic.name,
    attempts: answers.length,
    ...score(answers),
    evaluations: answers.map((a) => ({
      evaluation_id: a.evaluationId,
      question_id: a.questionId,
      text_preview: preview(a.questionText),
      value: a.value,
      answer_text: answerText(a),
      marks_given: a.marksGiven,
      max_score: a.maxScore,
      submitted_at: a.submittedAt?.toISOString() ?? null,
      earlier_tries: earlierOf(tries.get(a.evaluationId)),
    })),
  }
}

/** GET /classes/{classId}/students/{studentId}/difficulty-count: attempted and right, per difficulty. */
export async function difficultyCount(
  ctx: AppContext,
  caller: UserRow,
  classId: number,
  studentId: number,
  period: Period,
) {
  const { klass } = await loadClassStudent(ctx, caller, classId, studentId)
  const answers = await markedAnswers(ctx, klass, [studentId], period)
  const levels = [...new Set(answers.map((a) => a.difficulty ?? 0))].sort((a, b) => a - b)
  return {
    counts: levels.map((level) => {
      const rows = answers.filter((a) => (a.difficulty ?? 0) === level)
      return {
        difficulty_level_id: level,
        attempted: rows.length,
        correct: rows.filter((r) => r.isFullMarks).length,
      }
    }),
  }
}
