import { type SQL, sql } from 'drizzle-orm'
import type { MarkingFinding } from '../../ai/types'
import type { Executor } from '../../db/client'
import { evaluations } from '../../db/schema'
import { rowsOf } from '../../db/table-rows'

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

const markedRows = (marked: MarkedEvaluation[], now: Date) => {
  const rows: SQL[] = marked.map(
    (m) =>
      sql`(${m.id}::int, ${m.marksGiven}::real, ${m.isFullMarks}::boolean, ${m.findings === null ? null : JSON.stringify(m.findings)}::jsonb, ${m.markedBy}::text, ${m.needsReview}::boolean, ${m.explanation}::text)`,
  )
  return sql`
    marked as (
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
    ),
    kept as (
    insert into evaluation_attempts (evaluation_id, quiz_id, attempt, value, selected_option_id, method_answer,
      part_values, marks_given, is_full_marks, explanation, hints_used, time_spent, marked_at)
    select m.id, m.quiz_id,
      coalesce((select max(a.attempt) from evaluation_attempts a where a.evaluation_id = m.id), 0) + 1,
      m.value, m.selected_option_id, m.method_answer, m.part_values, m.marks_given, m.is_full_marks,
      m.explanation, m.hints_used, m.time_spent, ${now.toISOString()}::timestamptz
    from marked m
    returning evaluation_id
    )`
}

/**
 * Stores the marks of several evaluations in one statement (issue 11: a submission's writes batched). An
 * evaluation that no longer exists is not brought back (an UPDATE, not an upsert). Each marked answer is also
 * kept as the question's next attempt (ADR 0062), so clearing it to try again loses nothing.
 */
export async function storeMarks(db: Executor, marked: MarkedEvaluation[], now = new Date()) {
  if (!marked.length) return
  await db.execute(sql`with ${markedRows(marked, now)} select count(*) from kept`)
}

/**
 * `storeMarks`, then every evaluation of the quiz as it now stands, with each one's first try's marks (null when
 * this statement made the first try: its marks are the row's), all in ONE statement: what the quiz's totals are
 * counted from once its marking ends.
 */
export async function storeMarksAndReadQuiz(
  db: Executor,
  quizId: number,
  marked: MarkedEvaluation[],
  now = new Date(),
) {
  const store = marked.length
    ? markedRows(marked, now)
    : sql`marked as (select * from evaluations where false)`
  const result = (await db.execute(sql`
    with ${store}
    select x.*,
      (select a.marks_given from evaluation_attempts a where a.evaluation_id = x.id and a.attempt = 1) as first_marks
    from (
      select * from marked
      union all
      select e.* from evaluations e where e.quiz_id = ${quizId} and e.id not in (select id from marked)
    ) as x
    order by x.position`)) as unknown as {
    rows: (Record<string, unknown> & { first_marks: number | null })[]
  }
  const rows = rowsOf(evaluations, result.rows)
  const firstMarks = new Map(
    result.rows.map((r, i) => [rows[i].id, r.first_marks === null ? null : Number(r.first_marks)]),
  )
  return { rows, firstMarks }
}
