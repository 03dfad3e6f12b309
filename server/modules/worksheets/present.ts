import { asc, desc, inArray } from 'drizzle-orm'
import type { Worksheet } from '../../../contracts/worksheet-schemas'
import type { Executor } from '../../db/client'
import { assignmentStudents, assignments, worksheetQuestions } from '../../db/schema'
import type { WorksheetRow } from './access'

export type AssignmentRow = typeof assignments.$inferSelect

/** Each worksheet's questions in order, and its assignments (newest first) with their students. */
export async function worksheetFacts(db: Executor, ids: number[]) {
  if (!ids.length)
    return { questionIds: new Map<number, number[]>(), assignmentsOf: new Map<number, Assignment[]>() }
  const [questionRows, assignmentRows] = await Promise.all([
    db
      .select()
      .from(worksheetQuestions)
      .where(inArray(worksheetQuestions.worksheetId, ids))
      .orderBy(asc(worksheetQuestions.position)),
    db.select().from(assignments).where(inArray(assignments.worksheetId, ids)).orderBy(desc(assignments.id)),
  ])
  const students = assignmentRows.length
    ? await db
        .select()
        .from(assignmentStudents)
        .where(
          inArray(
            assignmentStudents.assignmentId,
            assignmentRows.map((a) => a.id),
          ),
        )
        .orderBy(asc(assignmentStudents.studentId))
    : []
  const questionIds = new Map<number, number[]>()
  for (const row of questionRows)
    questionIds.set(row.worksheetId, [...(questionIds.get(row.worksheetId) ?? []), row.questionId])
  const assignmentsOf = new Map<number, Assignment[]>()
  for (const a of assignmentRows) {
    const presented = presentAssignment(
      a,
      students.filter((s) => s.assignmentId === a.id).map((s) => s.studentId),
    )
    assignmentsOf.set(a.worksheetId, [...(assignmentsOf.get(a.worksheetId) ?? []), presented])
  }
  return { questionIds, assignmentsOf }
}

export type Assignment = {
  assignment_id: number
  class_id: number | null
  student_ids: number[]
  date_assigned: string
  due_date: string
}

export const presentAssignment = (a: AssignmentRow, studentIds: number[]): Assignment => ({
  assignment_id: a.id,
  class_id: a.classId,
  student_ids: studentIds,
  date_assigned: a.dateAssigned,
  due_date: a.dueDate,
})

/** A worksheet as the spec's Worksheet entity: its latest assignment's class, students and dates. */
export function presentWorksheet(
  row: WorksheetRow,
  questionIds: number[],
  latest: Assignment | undefined,
): Worksheet {
  return {
    id: row.id,
    title: row.title,
    course_id: row.courseId,
    topic_id: row.topicId,
    worksheet_group_type: row.groupTypeId,
    question_ids: questionIds,
    needs_reassignment: row.needsReassignment,
    time_limit: row.timeLimitMinutes,
    class_id: latest?.class_id ?? null,
    student_ids: latest?.student_ids ?? [],
    date_assigned: latest?.date_assigned ?? null,
    due_date: latest?.due_date ?? null,
    owner_class_id: row.ownerClassId,
    assignment_id: latest?.assignment_id ?? null,
    is_draft: row.isDraft,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Worksheets presented with their facts, in the order given. */
export async function presentWorksheets(db: Executor, rows: WorksheetRow[]) {
  const { questionIds, assignmentsOf } = await worksheetFacts(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => presentWorksheet(r, questionIds.get(r.id) ?? [], assignmentsOf.get(r.id)?.[0]))
}

export async function presentOne(db: Executor, row: WorksheetRow) {
  const { questionIds, assignmentsOf } = await worksheetFacts(db, [row.id])
  return {
    worksheet: presentWorksheet(row, questionIds.get(row.id) ?? [], assignmentsOf.get(row.id)?.[0]),
    questionIds: questionIds.get(row.id) ?? [],
    assignments: assignmentsOf.get(row.id) ?? [],
  }
}
