import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { evaluations, gradingLeases } from '../../db/schema'
import { tableRows } from '../../db/table-rows'
import type { answerColumns } from './answers'
import type { MarkingJob } from './grading-lease'

type AnswerColumns = ReturnType<typeof answerColumns>
export type CommittedAnswer = {
  evaluationId: number
  columns: AnswerColumns
  /** The recording of an oral answer: it replaces the answer's transcript. */
  audioUrl?: string
}

/** An answer as JSON, with only the fields it gives (an absent one keeps what was saved; null clears it). */
const asJson = (a: CommittedAnswer) =>
  JSON.stringify({
    value: a.columns.value,
    selected_option_id: a.columns.selectedOptionId,
    method_answer: a.columns.methodAnswer,
    part_values: a.columns.partValues,
    time_spent: a.columns.timeSpent,
    num_options_clicked: a.columns.numOptionsClicked,
    audio_url: a.audioUrl,
  })

/**
 * Hands in a quiz's answers: every answer written and marked submitted, the quiz set to `grading`, and the
 * marking job recorded in the lease this instance holds, in ONE statement (a writable CTE is atomic on its own):
 * answers committed means a job another instance can finish (ADR 0047), and a class submitting at once does not
 * hold the database in a transaction of a statement per answer. A field an answer does not give keeps what
 * autosave stored. Answers the handed-in evaluation rows as written, in order, for the marking to start from.
 */
export async function commitAnswers(
  db: Db,
  quizId: number,
  answers: CommittedAnswer[],
  photoUrl: string | null,
  now: Date,
  lease: { owner: string; job: MarkingJob },
) {
  // Finishing a practice whose answers were all checked commits no answer, only the hand-in.
  const rows = answers.length
    ? sql`values ${sql.join(
        answers.map((a) => sql`(${a.evaluationId}::int, ${asJson(a)}::jsonb)`),
        sql`, `,
      )}`
    : sql`select null::int, null::jsonb where false`
  const given = (key: string) => sql.raw(`v.c ? '${key}'`)
  return tableRows(
    db,
    evaluations,
    sql`
    with v(id, c) as (${rows}),
    handed_in as (
      update evaluations as e set
        value = case when ${given('value')} then v.c->>'value' else e.value end,
        selected_option_id =
          case when ${given('selected_option_id')} then (v.c->>'selected_option_id')::int else e.selected_option_id end,
        method_answer = case when ${given('method_answer')} then v.c->>'method_answer' else e.method_answer end,
        part_values = case when ${given('part_values')} then v.c->'part_values' else e.part_values end,
        time_spent = coalesce((v.c->>'time_spent')::int, e.time_spent),
        num_options_clicked = coalesce((v.c->>'num_options_clicked')::int, e.num_options_clicked),
        transcript = case when ${given('audio_url')} then null else e.transcript end,
        audio_url = case when ${given('audio_url')} then v.c->>'audio_url' else e.audio_url end,
        file_url = coalesce(${photoUrl}::text, e.file_url),
        is_submitted = true,
        grading_completed = false,
        submitted_at = ${now},
        updated_at = ${now}
      from v
      where e.id = v.id and e.quiz_id = ${quizId}
      returning e.*
    ),
    job as (
      update ${gradingLeases} set job = ${JSON.stringify(lease.job)}::jsonb
      where quiz_id = ${quizId} and owner = ${lease.owner}
    ),
    handed_quiz as (
      update quizzes
      set status = 'grading', submitted_at = ${now}, started_at = coalesce(started_at, ${now})
      where id = ${quizId}
    )
    select * from handed_in order by position`,
  )
}
