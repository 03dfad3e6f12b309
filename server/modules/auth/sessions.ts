import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { schools, sessions, users } from '../../db/schema'
import { hashToken, newToken } from '../../lib/crypto'
import type { CachedSession } from './session-cache'

export async function createSession(
  ctx: AppContext,
  userId: number,
  loginType: string,
  meta: { ip?: string; userAgent?: string },
) {
  const token = newToken()
  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlDays * 24 * 3600 * 1000)
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    loginType,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
    expiresAt,
  })
  return { token, expiresAt }
}

/**
 * The active user behind a bearer token, or null when the token is unknown, revoked or expired: from this
 * instance's session cache when it holds it (ADR 0041), otherwise from the database.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<CachedSession | null> {
  const tokenHash = hashToken(token)
  const cached = ctx.sessions.get(tokenHash)
  if (cached) return cached
  const mark = ctx.sessions.mark()
  const [row] = await ctx.db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      school: { name: schools.name, flags: schools.flags },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
  if (!row) return null
  const found = { user: row.user, sessionId: row.sessionId, school: row.school }
  ctx.sessions.put(tokenHash, found, row.expiresAt, mark)
  return found
}

export async function revokeSession(ctx: AppContext, sessionId: number) {
  await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Revokes every live session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Executor, userId: number, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
}
