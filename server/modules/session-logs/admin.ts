import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm'
import type { SessionLogEntry } from '../../../contracts/session-logs'
import type { AppContext } from '../../context'
import { sessionLogBatches, sessionLogs, users } from '../../db/schema'
import { notFound } from '../../errors'
import { expiresAt, expiryCutoff } from './expiry'

const summaryColumns = {
  log: sessionLogs,
  firstName: users.firstName,
  lastName: users.lastName,
  roleId: users.userRoleId,
}
type SummaryRow = {
  log: typeof sessionLogs.$inferSelect
  firstName: string | null
  lastName: string | null
  roleId: number | null
}

const summarise = ({ log, firstName, lastName, roleId }: SummaryRow) => ({
  id: log.id,
  user_id: log.userId,
  user_name: firstName === null ? null : `${firstName} ${lastName}`,
  user_role_id: roleId,
  visitor: log.userId === null,
  environment: log.environment,
  started_at: log.startedAt.toISOString(),
  updated_at: log.updatedAt.toISOString(),
  expires_at: expiresAt(log.createdAt).toISOString(),
  entry_count: log.entryCount,
  actors: log.actors,
})

/** Expired recordings are never shown, even before the hourly sweep has deleted them. */
const live = () => gte(sessionLogs.createdAt, expiryCutoff())

export async function listSessionLogs(
  ctx: AppContext,
  query: { user_id?: number; page: number; size: number },
) {
  const where = and(
    live(),
    query.user_id === undefined ? undefined : eq(sessionLogs.userId, query.user_id),
  ) as SQL
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(summaryColumns)
      .from(sessionLogs)
      .leftJoin(users, eq(users.id, sessionLogs.userId))
      .where(where)
      .orderBy(desc(sessionLogs.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ total: count() }).from(sessionLogs).where(where),
  ])
  return { items: rows.map(summarise), total_count: total, page: query.page, size: query.size }
}

export async function getSessionLog(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select(summaryColumns)
    .from(sessionLogs)
    .leftJoin(users, eq(users.id, sessionLogs.userId))
    .where(and(eq(sessionLogs.id, id), live()))
  if (!row) throw notFound('There is no recorded session with this number, or it is older than 30 days.')
  const batches = await ctx.db
    .select({ entries: sessionLogBatches.entries })
    .from(sessionLogBatches)
    .where(eq(sessionLogBatches.sessionLogId, id))
    .orderBy(asc(sessionLogBatches.seq))
  // Batches can arrive out of order (a retry after a later one); the entries' own numbers put them back.
  const entries: SessionLogEntry[] = batches.flatMap((b) => b.entries).sort((a, b) => a.seq - b.seq)
  return { ...summarise(row), entries }
}
