import { eq, inArray } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { assignments, lessonAssignments, lessons, worksheetQuestions, worksheets } from '../../db/schema'
import { badRequest } from '../../errors'
import { type AssignInput, assignWorksheet } from '../worksheets/assign'
import { loadLessonFor } from './access'
import { isWorksheetItem, sectionsOf } from './present'

type AssignBody = { class_ids: number[]; student_ids: number[]; date_assigned: string; due_date: string }

/**
 * POST /lessons/{id}/assign: for each class (or the chosen students, without a class), a lesson assignment, and
 * each of the lesson's worksheets assigned through it with the worksheet rules of ADR 0050, all or nothing.
 */
export async function assignLesson(ctx: AppContext, caller: UserRow, id: number, body: AssignBody) {
  const lesson = await loadLessonFor(ctx, caller, id, 'read')
  const sheetIds = [
    ...new Set(
      (await sectionsOf(ctx.db, [id])).flatMap((s) =>
        s.items.filter(isWorksheetItem).map((i) => i.worksheetId as number),
      ),
    ),
  ]
  if (!sheetIds.length) throw badRequest('Add a worksheet to the lesson before you assign it.')
  const targets: AssignInput[] = body.class_ids.length
    ? body.class_ids.map((classId) => ({
        class_id: classId,
        student_ids: body.student_ids.length ? body.student_ids : undefined,
        date_assigned: body.date_assigned,
        due_date: body.due_date,
      }))
    : [{ student_ids: body.student_ids, date_assigned: body.date_assigned, due_date: body.due_date }]
  return ctx.db.transaction(async (tx) => {
    const sheets = await tx.select().from(worksheets).where(inArray(worksheets.id, sheetIds))
    const asked = await tx
      .selectDistinct({ id: worksheetQuestions.worksheetId })
      .from(worksheetQuestions)
      .where(inArray(worksheetQuestions.worksheetId, sheetIds))
    // Name the worksheet: the teacher sees the lesson, not which of its worksheets has nothing to ask.
    const empty = sheets.find((s) => !asked.some((a) => a.id === s.id))
    if (empty)
      throw badRequest(`“${empty.title}” has no questions yet: add some, or take it out of the lesson.`)
    const made: number[] = []
    const students = new Set<number>()
    for (const target of targets) {
      const [row] = await tx
        .insert(lessonAssignments)
        .values({
          lessonId: lesson.id,
          classId: target.class_id ?? null,
          dateAssigned: target.date_assigned,
          dueDate: target.due_date,
          createdBy: caller.id,
        })
        .returning({ id: lessonAssignments.id })
      for (const sheet of sheetIds.map((sid) => sheets.find((s) => s.id === sid))) {
        if (!sheet) continue
        const set = await assignWorksheet(tx, caller, sheet, target)
        await tx
          .update(assignments)
          .set({ lessonAssignmentId: row.id })
          .where(eq(assignments.id, set.assignment_id))
        for (const s of set.student_ids) students.add(s)
      }
      made.push(row.id)
    }
    await tx.update(lessons).set({ needsReassignment: false }).where(eq(lessons.id, lesson.id))
    return { lesson_id: lesson.id, assignment_ids: made, students_count: students.size }
  })
}
