import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import {
  assignmentStudents,
  assignments,
  courses,
  evaluations,
  questions,
  quizzes,
  users,
  worksheets,
} from '../../db/schema'
import { notFound } from '../../errors'
import { loadReachableClass } from '../coach/engagement/reach'
import { dueEnd } from './assign'

type AssignmentRow = typeof assignments.$inferSelect
const percent = (marks: number, max: number) => (max > 0 ? Math.round((marks / max) * 1000) / 10 : null)

/**
 * Each assigned student's state of one assignment: not started, in progress, completed, or overdue (the due day has
 * ended and it is not handed in), with their marks once marked.
 */
async function studentsOf(ctx: AppContext, assignment: AssignmentRow) {
  const rows = await ctx.db
    .select({ student: users, quiz: quizzes })
    .from(assignmentStudents)
    .innerJoin(users, eq(users.id, assignmentStudents.studentId))
    .leftJoin(
      quizzes,
      and(eq(quizzes.assignmentId, assignment.id), eq(quizzes.studentId, assignmentStudents.studentId)),
    )
    .where(eq(assignmentStudents.assignmentId, assignment.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  const overdue = Date.now() > dueEnd(assignment.dueDate).getTime()
  return rows.map(({ student, quiz }) => {
    const done = quiz?.status === 'completed'
    const started = quiz && quiz.status !== 'not_started'
    return {
      student_id: student.id,
      first_name: student.firstName,
      last_name: student.lastName,
      status: done
        ? ('completed' as const)
        : overdue
          ? ('overdue' as const)
          : started
            ? ('in_progress' as const)
            : ('not_started' as const),
      marks_given: done ? (quiz.marksGiven ?? 0) : null,
      max_score: quiz?.maxScore ?? 0,
      completed_at: quiz?.completedAt?.toISOString() ?? null,
    }
  })
}

function summaryOf(students: Awaited<ReturnType<typeof studentsOf>>) {
  const completed = students.filter((s) => s.status === 'completed')
  const marks = completed.reduce((sum, s) => sum + (s.marks_given ?? 0), 0)
  const max = completed.reduce((sum, s) => sum + s.max_score, 0)
  return {
    completion_rate: students.length ? completed.length / students.length : 0,
    average_percent: percent(marks, max),
    completed_count: completed.length,
  }
}

/**
 * GET /worksheets/progress/{classId}: the class's assignments (newest due first) with each student's progress;
 * with `include_draft`, the class's worksheets not yet assigned too.
 */
export async function worksheetProgress(
  ctx: AppContext,
  caller: UserRow,
  classId: number,
  q: { include_draft?: boolean; subject_id?: number; assignment_id?: number; worksheet_id?: number },
) {
  await loadReachableClass(ctx.db, caller, classId)
  const rows = await ctx.db
    .select({ assignment: assignments, worksheet: worksheets })
    .from(assignments)
    .innerJoin(worksheets, eq(worksheets.id, assignments.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .where(
      and(
        eq(assignments.classId, classId),
        q.subject_id ? eq(courses.subjectId, q.subject_id) : undefined,
        q.assignment_id ? eq(assignments.id, q.assignment_id) : undefined,
        q.worksheet_id ? eq(worksheets.id, q.worksheet_id) : undefined,
      ),
    )
    .orderBy(desc(assignments.dueDate), desc(assignments.id))
  const assigned = await Promise.all(
    rows.map(async ({ assignment, worksheet }) => {
      const students = await studentsOf(ctx, assignment)
      const { completion_rate, average_percent } = summaryOf(students)
      return {
        worksheet_id: worksheet.id,
        assignment_id: assignment.id,
        title: worksheet.title,
        is_draft: worksheet.isDraft,
        date_assigned: assignment.dateAssigned,
        due_date: assignment.dueDate,
        completion_rate,
        average_percent,
        students,
      }
    }),
  )
  const unassigned =
    q.include_draft && !q.assignment_id
      ? await ctx.db
          .select({ worksheet: worksheets })
          .from(worksheets)
          .innerJoin(courses, eq(courses.id, worksheets.courseId))
          .leftJoin(assignments, eq(assignments.worksheetId, worksheets.id))
          .where(
            and(
              eq(worksheets.ownerClassId, classId),
              isNull(assignments.id),
              q.subject_id ? eq(courses.subjectId, q.subject_id) : undefined,
              q.worksheet_id ? eq(worksheets.id, q.worksheet_id) : undefined,
            ),
          )
          .orderBy(desc(worksheets.updatedAt))
      : []
  return {
    class_id: classId,
    worksheets: [
      ...assigned,
      ...unassigned.map(({ worksheet }) => ({
        worksheet_id: worksheet.id,
        assignment_id: null,
        title: worksheet.title,
        is_draft: worksheet.isDraft,
        date_assigned: null,
        due_date: null,
        completion_rate: 0,
        average_percent: null,
        students: [],
      })),
    ],
  }
}

/**
 * GET /worksheets/{id}/assignments/{assignmentId}/classes/{classId}/report: one assignment of the class: who has
 * done it, and each question's success, hardest first.
 */
export async function worksheetClassReport(
  ctx: AppContext,
  caller: UserRow,
  ids: { id: number; assignmentId: number; classId: number },
) {
  await loadReachableClass(ctx.db, caller, ids.classId)
  const [row] = await ctx.db
    .select({ assignment: assignments, worksheet: worksheets })
    .from(assignments)
    .innerJoin(worksheets, eq(worksheets.id, assignments.worksheetId))
    .where(
      and(
        eq(assignments.id, ids.assignmentId),
        eq(assignments.worksheetId, ids.id),
        eq(assignments.classId, ids.classId),
      ),
    )
  if (!row) throw notFound('This class has no such assignment of this worksheet.')
  const students = await studentsOf(ctx, row.assignment)
  const answers = await ctx.db
    .select({ evaluation: evaluations, question: questions })
    .from(evaluations)
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(questions, eq(questions.id, evaluations.questionId))
    .where(
      and(
        eq(quizzes.assignmentId, ids.assignmentId),
        eq(evaluations.gradingCompleted, true),
        inArray(quizzes.studentId, students.map((s) => s.student_id).concat(0)),
      ),
    )
  const byQuestion = new Map<number, typeof answers>()
  for (const a of answers) byQuestion.set(a.question.id, [...(byQuestion.get(a.question.id) ?? []), a])
  const { completed_count, average_percent } = summaryOf(students)
  return {
    worksheet_id: row.worksheet.id,
    assignment_id: row.assignment.id,
    class_id: ids.classId,
    title: row.worksheet.title,
    summary: { students_count: students.length, completed_count, average_percent },
    students,
    questions: [...byQuestion.values()]
      .map((rows) => {
        const q = rows[0].question
        const marks = rows.reduce((sum, r) => sum + (r.evaluation.marksGiven ?? 0), 0)
        return {
          question_id: q.id,
          text_preview: q.text.replace(/\s+/g, ' ').trim().slice(0, 90),
          attempts: rows.length,
          correct_rate: rows.filter((r) => r.evaluation.isFullMarks).length / rows.length,
          average_marks: Math.round((marks / rows.length) * 100) / 100,
          max_score: q.maxScore,
        }
      })
      .sort((a, b) => a.correct_rate - b.correct_rate),
  }
}
