import { type SQL, sql } from 'drizzle-orm'
import type { MarkingFinding } from '../../ai/types'
import type { Executor } from '../../db/client'

/** What marking decides for one evaluation. */
export type MarkedEvaluation = {
  id: number
  marksGiven: number
  isFullMarks: boolean
  findings: MarkingFinding[] | null
  markedBy: string | null
  needsReview: boolean
  explanation: string
}

/**
 * Stores the marks of several evaluations in one statement (issue 11: a submission's writes batched). An
 * evaluation that no longer exists is not brought back (an UPDATE, not an upsert). Each marked answer is also
 * kept as the question's next attempt (ADR 0062), so clearing it to try again loses nothing.
 */
export async function storeMarks(db: Executor, marked: MarkedEvaluation[], now = new Date()) {
  if (!marked.length) return
  const rows: SQL[] = marked.map(
    (m) =>
      sql`(${m.id}::int, ${m.marksGiven}::real, ${m.isFullMarks}::boolean, ${m.findings === null ? null : JSON.stringify(m.findings)}::jsonb, ${m.markedBy}::text, ${m.needsReview}::boolean, ${m.explanation}::text)`,
  )
  await db.execute(sql`
    with marked as (
    update evaluations as e set
      marks_given = v.marks_given,
      is_full_marks = v.is_full_marks,
      findings = v.findings,
      marked_by = v.marked_by,
      needs_review = v.needs_review,
      explanation = v.explanation,
      grading_completed = true,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(rows, sql`, `)})
      as v(id, marks_given, is_full_marks, findings, marked_by, needs_review, explanation)
    where e.id = v.id
    returning e.*
    )
    insert into evaluation_attempts (evaluation_id, quiz_id, attempt, value, selected_option_id, method_answer,
      part_values, marks_given, is_full_marks, explanation, hints_used, time_spent, marked_at)
    select m.id, m.quiz_id,
      coalesce((select max(a.attempt) from evaluation_attempts a where a.evaluation_id = m.id), 0) + 1,
      m.value, m.selected_option_id, m.method_answer, m.part_values, m.marks_given, m.is_full_marks,
      m.explanation, m.hints_used, m.time_spent, ${now.toISOString()}::timestamptz
    from marked m`)
}
