import { and, asc, type Column, eq, inArray, or, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import type { AppContext, UserRow } from '../../context'
import { academicLevels, subjects, users } from '../../db/schema'
import { type AssistantAnswer, answerChoice, capabilities } from './answer'
import { recordExchange } from './audit'
import { chooseWithModel } from './model'
import { understandOffline } from './understand'

/**
 * The question as a model provider may see it (ADR 0036): personal details removed, and any word that is a
 * student's first or last name replaced, since an admin may well write "how is Ava doing?".
 */
export async function questionForModel(ctx: Pick<AppContext, 'db'>, question: string) {
  const text = redactPersonalInfo(question)
  const words = [...new Set(text.toLowerCase().match(/\p{L}+/gu) ?? [])].slice(0, 300)
  if (words.length === 0) return text
  const lower = (column: Column) => sql<string>`lower(${column})`
  const rows = await ctx.db
    .selectDistinct({ first: lower(users.firstName), last: lower(users.lastName) })
    .from(users)
    .where(
      and(
        eq(users.userRoleId, USER_ROLE.STUDENT),
        or(inArray(lower(users.firstName), words), inArray(lower(users.lastName), words)),
      ),
    )
  const names = new Set(rows.flatMap((r) => [r.first, r.last]).filter((n) => words.includes(n)))
  return text
    .replace(/\p{L}+/gu, (word) => (names.has(word.toLowerCase()) ? 'a student' : word))
    .replace(/a student(\s+a student)+/g, 'a student')
}

async function modelChoice(ctx: AppContext, question: string) {
  if (ctx.coach.name !== 'openai') return null
  const [subjectRows, levelRows] = await Promise.all([
    ctx.db.select({ name: subjects.name }).from(subjects).orderBy(asc(subjects.id)),
    ctx.db.select({ name: academicLevels.name }).from(academicLevels).orderBy(asc(academicLevels.sortOrder)),
  ])
  const names = { subjects: subjectRows.map((s) => s.name), levels: levelRows.map((l) => l.name) }
  return chooseWithModel(ctx.config.ai, await questionForModel(ctx, question), names, ctx.log)
}

/**
 * POST /admin/assistant: an admin's question about the platform's own data, answered from the catalogue of named
 * queries (ADR 0039). A configured model may pick the query; otherwise, or when its pick does not pass the
 * query's schema, the offline understanding does. Either way the answer is written here from the result.
 */
export async function askAdminAssistant(
  ctx: AppContext,
  admin: UserRow,
  question: string,
  now = new Date(),
): Promise<{ output: string; query: { name: string; params: Record<string, unknown> } | null }> {
  const fromModel = await modelChoice(ctx, question)
  const choice = fromModel ?? (await understandOffline(ctx.db, question))
  const answer: AssistantAnswer = choice
    ? await answerChoice(ctx, choice, now)
    : { text: capabilities(), query: null, result: null }
  await recordExchange(ctx, admin, question, answer, fromModel ? 'model' : 'offline')
  return { output: answer.text, query: answer.query }
}
