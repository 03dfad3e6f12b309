import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../../context'
import { quizzes, subscriptions, users } from '../../../db/schema'
import { badRequest } from '../../../errors'
import { assertCurrentPassword } from '../../auth/credentials'
import { endSubscriptionNow } from '../../subscription/manage'
import { loadOwnChild } from '../accounts'
import { CHILD_REFERENCES, type ReferenceKey, splitKey, userReferenceColumns } from './references'

export type DeleteChildRequest = { confirm_name: string; current_password?: string }

/** The child's first name, typed, so a slip of the finger cannot delete the wrong child. */
function assertConfirmed(child: UserRow, typed: string) {
  if (typed.trim().toLowerCase() === child.firstName.trim().toLowerCase()) return
  const message = `Type ${child.firstName} to confirm.`
  throw badRequest(message, [{ path: 'confirm_name', message }])
}

/**
 * Deletes a child's account and everything stored about them (ADR 0030): live subscriptions are ended first
 * (outside the transaction, as every provider call is), then one transaction removes the child's own rows and
 * the account; payment records and subscriptions stay, with the link to the child cut, as the law requires.
 */
export async function deleteChild(
  ctx: AppContext,
  parent: UserRow,
  childId: number,
  body: DeleteChildRequest,
  ip: string,
) {
  const child = await loadOwnChild(ctx, parent, childId)
  assertConfirmed(child, body.confirm_name)
  if (parent.passwordHash)
    await assertCurrentPassword(
      ctx,
      parent,
      body.current_password,
      ip,
      `to delete ${child.firstName}'s account`,
    )
  const live = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, child.id), isNull(subscriptions.endedAt)))
  for (const row of live) await endSubscriptionNow(ctx, row)
  const leftBehind = (await userReferenceColumns(ctx.db)).filter(
    (ref) => !ref.cascades && CHILD_REFERENCES[ref.key as ReferenceKey] === 'export',
  )
  await ctx.db.transaction(async (tx) => {
    // Attempts first: they point at the child's own worksheets, which go next.
    await tx.delete(quizzes).where(eq(quizzes.studentId, child.id))
    for (const ref of leftBehind) {
      const { table, column } = splitKey(ref.key)
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${child.id}`,
      )
    }
    await tx.delete(users).where(eq(users.id, child.id))
  })
  ctx.log.info({ parentId: parent.id, childId: child.id, endedSubscriptions: live.length }, 'child deleted')
  return { deleted: true as const, ended_subscriptions: live.length }
}
