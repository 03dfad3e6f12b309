import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import { QUESTION_CONTENT_TYPE, USER_ROLE } from '../../../contracts/constants'
import type { UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  assignmentStudents,
  assignments,
  classes,
  classMembers,
  evaluations,
  questions,
  quizzes,
  users,
  worksheetQuestions,
  worksheets,
} from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { loadReachableClass, reachableClasses } from '../coach/engagement/reach'
import { localDate } from '../progress/dates'
import type { WorksheetRow } from './access'
import { type Assignment, presentAssignment } from './present'

/** Dates are the school's calendar days: Singapore's (the product's schools are there). */
export const SCHOOL_TIME_ZONE = 'Asia/Singapore'
/** The last moment of a due day, in the school's time: work handed in after it is late. */
export const dueEnd = (dueDate: string) => new Date(`${dueDate}T23:59:59.999+08:00`)

export type AssignInput = {
  class_id?: number
  student_ids?: number[]
  date_assigned: string
  due_date: string
}

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }])

/**
 * Who an assignment is for: the chosen students of the class, or all its students now; without a class, chosen
 * students the caller teaches (an owner: of the school). Nobody to assign is a 400 that says why.
 */
async function assignees(db: Executor, caller: UserRow, input: AssignInput) {
  const isAdmin = caller.userRoleId === USER_ROLE.ADMIN
  if (input.class_id) await loadReachableClass(db, caller, input.class_id)
  else if (!input.student_ids?.length)
    throw fieldError('class_id', 'Choose a class, or the students to give it to.')
  const inClasses = input.class_id
    ? sql`(${input.class_id})`
    : sql`(select id from ${classes} where ${isAdmin ? sql`true` : reachableClasses(caller)})`
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(classMembers, eq(classMembers.userId, users.id))
    .where(
      and(
        eq(users.userRoleId, USER_ROLE.STUDENT),
        sql`${classMembers.classId} in ${inClasses}`,
        input.student_ids?.length ? inArray(users.id, input.student_ids) : undefined,
      ),
    )
  const found = new Set(rows.map((r) => r.id))
  const strangers = (input.student_ids ?? []).filter((id) => !found.has(id))
  if (strangers.length)
    throw fieldError(
      'student_ids',
      `Student ${strangers.join(', ')} is not in ${input.class_id ? 'this class' : 'any of your classes'}.`,
    )
  if (!found.size)
    throw fieldError('class_id', 'This class has no students yet: add some before you assign work.')
  return [...found].sort((a, b) => a - b)
}

/**
 * Sets a worksheet for a class or chosen students from one day to a due day: an assignment, its students, and a
 * quiz (group type assignment) for each, in the caller's transaction. The worksheet is no longer a draft, and
 * what it asks is what they get now.
 */
export async function assignWorksheet(
  tx: Executor,
  caller: UserRow,
  worksheet: WorksheetRow,
  input: AssignInput,
): Promise<Assignment> {
  if (input.date_assigned > input.due_date)
    throw fieldError('due_date', 'The due date cannot be before the date assigned.')
  if (input.due_date < localDate(new Date(), SCHOOL_TIME_ZONE))
    throw fieldError('due_date', 'The due date has passed: choose today or a later day.')
  const students = await assignees(tx, caller, input)
  const [{ maxScore, count }] = await tx
    .select({
      maxScore: sql<number>`coalesce(sum(${questions.maxScore}), 0)::float`,
      count: sql<number>`count(*)::int`,
    })
    .from(worksheetQuestions)
    .innerJoin(questions, eq(questions.id, worksheetQuestions.questionId))
    .where(eq(worksheetQuestions.worksheetId, worksheet.id))
  if (!count) throw badRequest('Add questions to the worksheet before you assign it.')
  const [assignment] = await tx
    .insert(assignments)
    .values({
      worksheetId: worksheet.id,
      classId: input.class_id ?? null,
      dateAssigned: input.date_assigned,
      dueDate: input.due_date,
      createdBy: caller.id,
    })
    .returning()
  await tx
    .insert(assignmentStudents)
    .values(students.map((studentId) => ({ assignmentId: assignment.id, studentId })))
  await tx.insert(quizzes).values(
    students.map((studentId) => ({
      studentId,
      worksheetId: worksheet.id,
      groupTypeId: QUESTION_CONTENT_TYPE.ASSIGNMENT,
      assignmentId: assignment.id,
      maxScore,
    })),
  )
  await tx
    .update(worksheets)
    .set({ isDraft: false, needsReassignment: false, updatedAt: new Date() })
    .where(eq(worksheets.id, worksheet.id))
  return presentAssignment(assignment, students)
}

/**
 * Quizzes no one has answered yet (those can go; answered work stays the student's). "quizzes"."id" spelled out:
 * drizzle leaves a one-table statement's columns unqualified, and inside this subquery "id" would be e.id.
 */
const unanswered = notExists(
  sql`(select 1 from ${evaluations} e where e.quiz_id = "quizzes"."id" and (e.is_submitted or e.value is not null
    or e.selected_option_id is not null))`,
)

/**
 * Takes an assignment away from some of its students, or all: they leave it, and their quizzes of it that hold no
 * answer go; answered work stays theirs. An assignment left with no one is deleted. Answers what remains.
 */
export async function unassign(
  tx: Executor,
  worksheetId: number,
  assignmentId: number,
  studentIds: number[] | undefined,
): Promise<Assignment> {
  const [assignment] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.worksheetId, worksheetId)))
  if (!assignment) throw notFound('This worksheet has no such assignment.')
  const leaving = studentIds?.length ? inArray(assignmentStudents.studentId, studentIds) : undefined
  await tx.delete(assignmentStudents).where(and(eq(assignmentStudents.assignmentId, assignmentId), leaving))
  await tx
    .delete(quizzes)
    .where(
      and(
        eq(quizzes.assignmentId, assignmentId),
        studentIds?.length ? inArray(quizzes.studentId, studentIds) : undefined,
        unanswered,
      ),
    )
  const remaining = await tx
    .select({ id: assignmentStudents.studentId })
    .from(assignmentStudents)
    .where(eq(assignmentStudents.assignmentId, assignmentId))
  if (!remaining.length) await tx.delete(assignments).where(eq(assignments.id, assignmentId))
  return presentAssignment(
    assignment,
    remaining.map((r) => r.id).sort((a, b) => a - b),
  )
}

/** Whether any student has answered anything of this worksheet (or of one assignment of it). */
export async function hasAnswers(db: Executor, worksheetId: number, assignmentId?: number) {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.worksheetId, worksheetId),
        assignmentId ? eq(quizzes.assignmentId, assignmentId) : undefined,
        sql`not ${unanswered}`,
      ),
    )
    .limit(1)
  return Boolean(row)
}
