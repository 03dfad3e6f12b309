import { escapeHtml } from '../../../lib/html'
import type { ChildExport } from './export'

/** Headings a parent understands for the tables a download holds; others show their own name. */
const TITLES: Record<string, string> = {
  quizzes: 'Worksheet attempts',
  evaluations: 'Answers and marks',
  evaluation_attempts: 'Earlier tries at each question',
  xp_events: 'XP earned',
  activity_days: 'Days of practice (streak)',
  student_settings: 'Settings',
  course_grants: 'Courses unlocked by a code or by Lantern',
  subscriptions: 'Subscriptions',
  subscription_items: 'Courses in each subscription',
  checkout_sessions: 'Checkouts',
  class_members: 'Classes',
  parent_children: 'Parent link',
  bookmarks: 'Bookmarked answers',
  question_reports: 'Questions reported as wrong',
  hardest_question_reports: 'Hardest-question reports',
  worksheets: 'Worksheets made for the child',
  worksheet_questions: 'Questions of those worksheets',
  session_logs: 'Recorded sessions (for support)',
  session_recording_consents: 'Consent to session recording',
  user_identities: 'Sign-in services',
  academy_onboarding: 'Onboarding answers',
  shared_attempts: 'Shared worksheet attempts',
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

function table(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(cell(r[c]))}</td>`).join('')}</tr>`)
    .join('\n')
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
}

/** The same download as a page a parent can read and print: one section per kind of data. */
export function childExportHtml(data: ChildExport): string {
  const name = `${cell(data.child.first_name)} ${cell(data.child.last_name)}`.trim()
  const sections = Object.entries(data.data)
    .map(
      ([key, rows]) =>
        `<section><h2>${escapeHtml(TITLES[key] ?? key)} <small>(${rows.length})</small></h2>${table(rows)}</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}: data on Lantern</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1f24}table{border-collapse:collapse;font-size:13px}
th,td{border:1px solid #ccd;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f1f3f7}
.scroll{overflow-x:auto}small{color:#555;font-weight:normal}</style></head>
<body><h1>${escapeHtml(name)}: everything Lantern stores</h1>
<p>${escapeHtml(data.about)}</p><p>Downloaded ${escapeHtml(data.exported_at)}.</p>
<section><h2>Account</h2>${table([data.child])}</section>
${sections}
</body></html>`
}
