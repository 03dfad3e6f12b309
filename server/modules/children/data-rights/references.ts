import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'

/**
 * What happens to each column that points at a child's account when a parent exports or deletes the child
 * (docs/decisions/0030-a-parents-rights-over-a-childs-data.md):
 * - `export`: the child's own data, in the download; deleted with the account (by cascade or explicitly);
 * - `secret`: sign-in secrets, never exported, deleted with the account;
 * - `payment`: kept by law with the child's link cut (amounts and dates only), in the download;
 * - `staff`: a column that names staff who did something (a child never does), ignored.
 * `references.test.ts` fails when a table gains a column pointing at users that is not classified here.
 */
export const CHILD_REFERENCES = {
  'academy_onboarding.user_id': 'export',
  'activity_days.user_id': 'export',
  'assignment_students.student_id': 'export',
  'bookmarks.user_id': 'export',
  'chat_bookmarks.user_id': 'export',
  'chat_flags.student_id': 'export',
  'chat_messages.user_id': 'export',
  'chat_threads.user_id': 'export',
  'class_members.user_id': 'export',
  'course_grants.student_id': 'export',
  'first_practice_days.student_id': 'export',
  'hardest_question_reports.child_id': 'export',
  'leaderboard_entries.user_id': 'export',
  'leaderboard_players.user_id': 'export',
  'lesson_item_completions.student_id': 'export',
  'parent_children.child_id': 'export',
  'parent_children.parent_id': 'staff',
  'question_reports.user_id': 'export',
  'quizzes.student_id': 'export',
  'referral_codes.user_id': 'export',
  'referral_redemptions.redeemer_id': 'export',
  'referral_redemptions.owner_id': 'export',
  'referral_rewards.beneficiary_id': 'export',
  'session_logs.user_id': 'export',
  'session_recording_consents.user_id': 'export',
  'seven_day_plans.student_id': 'export',
  'shared_attempts.user_id': 'export',
  'student_settings.user_id': 'export',
  'frozen_days.student_id': 'export',
  'student_rewards.student_id': 'export',
  'student_reward_state.student_id': 'export',
  'survey_answers.student_id': 'export',
  'user_onboarding.user_id': 'export',
  'user_identities.user_id': 'export',
  'worksheets.owner_id': 'export',
  'xp_events.user_id': 'export',
  'sessions.user_id': 'secret',
  'one_time_tokens.user_id': 'secret',
  'subscriptions.student_id': 'payment',
  'subscriptions.payer_id': 'payment',
  'checkout_sessions.student_id': 'payment',
  'checkout_sessions.payer_id': 'payment',
  'payment_records.payer_id': 'payment',
  'activation_codes.redeemed_for': 'payment',
  'activation_codes.redeemed_by': 'payment',
  'activation_codes.created_by': 'staff',
  'assignments.created_by': 'staff',
  'lessons.owner_id': 'staff',
  'lesson_assignments.created_by': 'staff',
  'department_heads.user_id': 'staff',
  'chat_flags.reviewed_by': 'staff',
  'leaderboard_players.hidden_by': 'staff',
  'course_grants.granted_by': 'staff',
  'question_prompts.updated_by': 'staff',
  'questions.created_by': 'staff',
  'generation_jobs.teacher_id': 'staff',
  'generation_documents.owner_id': 'staff',
  'retrieval_documents.created_by': 'staff',
} as const satisfies Record<string, 'export' | 'secret' | 'payment' | 'staff'>

export type ReferenceKey = keyof typeof CHILD_REFERENCES

/** The rows hanging off a child's own rows, exported with them: answers under attempts, items under subscriptions. */
export const CHILD_ROWS_BELOW = [
  { table: 'evaluations', column: 'quiz_id', parent: 'quizzes' },
  { table: 'evaluation_attempts', column: 'quiz_id', parent: 'quizzes' },
  { table: 'chat_attachments', column: 'message_id', parent: 'chat_messages' },
  { table: 'chat_reactions', column: 'message_id', parent: 'chat_messages' },
  { table: 'seven_day_plan_activities', column: 'plan_id', parent: 'seven_day_plans' },
  { table: 'subscription_items', column: 'subscription_id', parent: 'subscriptions' },
  { table: 'worksheet_questions', column: 'worksheet_id', parent: 'worksheets' },
] as const

/** Columns never put in a download, whatever the table: hashes, tokens and secrets. */
export const isSecretColumn = (name: string) => /hash|token|secret|password/i.test(name)

export type UserReference = { key: string; cascades: boolean }

/** Every column of the database that points at `users.id` (`table.column`), read from the catalogue. */
export async function userReferenceColumns(db: Executor): Promise<UserReference[]> {
  const result = await db.execute(sql`
    select kcu.table_name, kcu.column_name, rc.delete_rule
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name
    where ccu.table_name = 'users' and ccu.column_name = 'id'
    order by 1, 2`)
  type Found = { table_name: string; column_name: string; delete_rule: string }
  const rows = (result as unknown as { rows: Found[] }).rows
  return rows.map((r) => ({ key: `${r.table_name}.${r.column_name}`, cascades: r.delete_rule === 'CASCADE' }))
}

export function splitKey(key: string): { table: string; column: string } {
  const [table, column] = key.split('.')
  return { table, column }
}
