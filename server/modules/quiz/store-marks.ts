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
 * evaluation that no longer exists is not brought back (an UPDATE, not an upsert).
 */
export async function storeMarks(db: Executor, marked: MarkedEvaluation[], now = new Date()) {
  if (!marked.length) return
  const rows: SQL[] = marked.map(
    (m) =>
      sql`(${m.id}::int, ${m.marksGiven}::real, ${m.isFullMarks}::boolean, ${m.findings === null ? null : JSON.stringify(m.findings)}::jsonb, ${m.markedBy}::text, ${m.needsReview}::boolean, ${m.explanation}::text)`,
  )
  await db.execute(sql`
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
    where e.id = v.id`)
}
