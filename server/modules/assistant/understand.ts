import type { z } from 'zod'
import type { Executor } from '../../db/client'
import { academicLevels, schools, subjects } from '../../db/schema'
import { findQuery, type QueryChoice, type QueryName } from './catalogue'
import type { Period } from './periods'

/** The first rule whose pattern the question matches names the query (order matters: specific before broad). */
const INTENTS: { query: QueryName; pattern: RegExp }[] = [
  { query: 'flags_by_category', pattern: /\bflag(s|ged)?\b|\bunsafe\b|\bsafety\b/ },
  {
    query: 'question_reports_open',
    pattern:
      /\breported questions?\b|\bquestion reports?\b|\b(open|unresolved|pending|outstanding) reports?\b/,
  },
  {
    query: 'hardest_questions',
    pattern:
      /\b(hardest|toughest|most difficult|difficult questions|hard questions|most (missed|failed|wrong))\b/,
  },
  { query: 'average_score', pattern: /\b(average|mean|avg)\b/ },
  { query: 'subscriptions_active', pattern: /\bsubscri(be|bers|ption|ptions|bed)\b|\bpaying\b|\bpaid\b/ },
  {
    query: 'signups',
    pattern:
      /\bsign(ed)?[ -]?ups?\b|\bregist(er|ered|ration|rations)\b|\bnew (accounts?|users?|students?|parents?|families|teachers?)\b|\bjoined\b|\baccounts? (were )?created\b/,
  },
  { query: 'chat_usage', pattern: /\b(chats?|chatted|coach|coaches|tutor|messages?|conversations?)\b/ },
  { query: 'quizzes_completed', pattern: /\b(quiz|quizzes|worksheets?|practices?|attempts?)\b/ },
  {
    query: 'active_students',
    pattern: /\b(active|logged in|signed in|log in|sign in|used lantern)\b|\b(daily|weekly|monthly) users\b/,
  },
  { query: 'students_count', pattern: /\b(students?|pupils?|learners?|children|kids)\b/ },
]

/** A question for each query that this file understands; the assistant offers them as examples. */
export const EXAMPLES: Record<QueryName, string> = {
  students_count: 'How many P5 students are there?',
  active_students: 'How many students were active this week?',
  quizzes_completed: 'How many Maths quizzes were completed today?',
  average_score: 'What was the average score in Science this month?',
  hardest_questions: 'What are the 5 hardest P6 Maths questions?',
  chat_usage: 'How much was the coach used in the last 7 days?',
  flags_by_category: 'How many chat messages were flagged this week?',
  subscriptions_active: 'How many subscriptions are active?',
  signups: 'How many sign-ups were there this month?',
  question_reports_open: 'How many question reports are open?',
}

const PERIOD_PATTERNS: { period: Period; pattern: RegExp }[] = [
  { period: 'today', pattern: /\btoday\b/ },
  { period: 'this_week', pattern: /\bthis week\b/ },
  { period: 'last_7_days', pattern: /\b(last|past) (7|seven) days\b|\b(last|past) week\b/ },
  { period: 'this_month', pattern: /\bthis month\b/ },
  { period: 'last_month', pattern: /\blast month\b/ },
  { period: 'last_30_days', pattern: /\b(last|past) (30|thirty) days\b|\bpast month\b/ },
  { period: 'all_time', pattern: /\b(all[ -]time|ever|in total|overall|so far|to date|altogether)\b/ },
]

/** When a question names no period: "active" means recently; counts mean since the start. */
const DEFAULT_PERIOD: Partial<Record<QueryName, Period>> = { active_students: 'last_7_days' }

/** Other words people use for a subject, by the subject's stored name in lower case. */
const SUBJECT_ALIASES: Record<string, string[]> = {
  maths: ['math', 'mathematics'],
  chinese: ['mandarin', 'mother tongue'],
}

/** School subjects Lantern does not teach: named back in the answer, rather than silently counting all subjects. */
const OTHER_SUBJECTS =
  /\b(geography|history|art|music|physics|chemistry|biology|malay|tamil|hindi|social studies|physical education|character and citizenship)\b/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function subjectPattern(name: string) {
  const words = [name, ...(SUBJECT_ALIASES[name.toLowerCase()] ?? [])].map(escapeRegExp)
  return new RegExp(`\\b(${words.join('|')})\\b`, 'i')
}

function levelPattern(name: string) {
  const primary = /^P(\d)$/i.exec(name)
  return primary
    ? new RegExp(`\\b(p|pri|primary)\\s*${primary[1]}\\b`, 'i')
    : new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i')
}

/** The first stored name the question mentions. */
async function mentioned(
  db: Executor,
  table: typeof subjects | typeof academicLevels | typeof schools,
  question: string,
  pattern: (name: string) => RegExp,
) {
  const rows = await db.select({ name: table.name }).from(table)
  // Longer names first, so "Lantern Demo Primary" wins over a school called "Lantern".
  rows.sort((a, b) => b.name.length - a.name.length)
  return rows.find((r) => pattern(r.name).test(question))?.name
}

function limitOf(question: string) {
  const match = /\b(?:top|first)\s+(\d{1,3})\b|\b(\d{1,3})\s+(?:hardest|toughest|most difficult)\b/.exec(
    question,
  )
  const n = Number(match?.[1] ?? match?.[2])
  return Number.isInteger(n) && n > 0 ? Math.min(n, 20) : undefined
}

/**
 * The offline understanding of an admin's question (no model): keywords pick a query from the catalogue, and the
 * period, subject, level, school and list length it mentions become its parameters. Null: not understood.
 */
export async function understandOffline(db: Executor, question: string): Promise<QueryChoice | null> {
  const text = question.toLowerCase().replace(/\s+/g, ' ')
  const intent = INTENTS.find((i) => i.pattern.test(text))
  const query = intent && findQuery(intent.query)
  if (!intent || !query) return null
  const accepts = Object.keys((query.params as z.AnyZodObject).shape ?? {})
  const found: Record<string, unknown> = {}
  if (accepts.includes('period'))
    found.period =
      PERIOD_PATTERNS.find((p) => p.pattern.test(text))?.period ?? DEFAULT_PERIOD[intent.query] ?? 'all_time'
  if (accepts.includes('subject'))
    found.subject = (await mentioned(db, subjects, text, subjectPattern)) ?? OTHER_SUBJECTS.exec(text)?.[1]
  if (accepts.includes('level')) found.level = await mentioned(db, academicLevels, text, levelPattern)
  if (accepts.includes('school'))
    found.school = await mentioned(
      db,
      schools,
      text,
      (name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i'),
    )
  if (accepts.includes('limit')) found.limit = limitOf(text)
  const params = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined))
  return { name: intent.query, params }
}
