import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { oneTimeTokens, users } from '../../db/schema'
import { hashToken, newToken } from '../../lib/crypto'

export type OneTimeKind =
  | 'magic_link'
  | 'password_reset'
  | 'login_link'
  | 'login_token'
  | 'email_change'
  | 'email_verification'

export async function issueOneTimeToken(
  ctx: AppContext,
  kind: OneTimeKind,
  userId: number,
  ttlMinutes: number,
  detail?: string,
) {
  const token = newToken()
  await ctx.db.insert(oneTimeTokens).values({
    kind,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    detail,
  })
  return token
}

const live = (kind: OneTimeKind, token: string) =>
  and(
    eq(oneTimeTokens.kind, kind),
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  )

/** Looks at a token without using it up: the account's email, or null when it is unusable. */
export async function peekOneTimeToken(ctx: AppContext, kind: OneTimeKind, token: string) {
  const [row] = await ctx.db
    .select({ userId: oneTimeTokens.userId, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(live(kind, token))
  return row ?? null
}

/** Uses a token up in one statement, so two requests racing with the same token cannot both succeed. */
export async function consumeOneTimeTokenRow(ctx: AppContext, kind: OneTimeKind, token: string) {
  const [row] = await ctx.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(live(kind, token))
    .returning({ userId: oneTimeTokens.userId, detail: oneTimeTokens.detail })
  return row ?? null
}

export async function consumeOneTimeToken(ctx: AppContext, kind: OneTimeKind, token: string) {
  return (await consumeOneTimeTokenRow(ctx, kind, token))?.userId ?? null
}

/** Voids every outstanding token of a user: of one kind (an earlier email change), or of every kind. */
export async function voidOneTimeTokens(db: Executor, userId: number, kind?: OneTimeKind) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        kind ? eq(oneTimeTokens.kind, kind) : undefined,
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
      ),
    )
}
