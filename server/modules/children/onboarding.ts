import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AiAcademyOnboardingSchema, Child } from '../../../contracts/children'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { academyOnboarding, parentChildren, subscriptions, users } from '../../db/schema'
import { forbidden } from '../../errors'
import { LIVE_SUBSCRIPTION_STATUSES } from '../courses/entitlement'
import { listChildren } from './present'

type AiAcademyOnboarding = z.infer<typeof AiAcademyOnboardingSchema>
type OnboardingValue = AiAcademyOnboarding['answers'][string]
export type OnboardingStep = {
  email?: string
  step: number
  is_completed?: boolean
  answers: Record<string, OnboardingValue>
}

/** Whose onboarding an email names: the caller's own, or a parent's own child's; anyone else's is refused. */
async function onboardingOwner(ctx: AppContext, caller: UserRow, email: string | undefined) {
  if (!email || email === caller.email) return caller
  if (caller.userRoleId === USER_ROLE.PARENT) {
    const [row] = await ctx.db
      .select({ child: users })
      .from(parentChildren)
      .innerJoin(users, eq(users.id, parentChildren.childId))
      .where(and(eq(parentChildren.parentId, caller.id), eq(users.email, email)))
    if (row) return row.child
  }
  throw forbidden('You can see only your own onboarding, or your children’s.')
}

function present(
  owner: UserRow,
  row: typeof academyOnboarding.$inferSelect | undefined,
): AiAcademyOnboarding {
  return {
    email: owner.email ?? '',
    step: row?.step ?? 0,
    is_completed: row?.isCompleted ?? false,
    answers: (row?.answers ?? {}) as AiAcademyOnboarding['answers'],
    updated_at: row?.updatedAt.toISOString() ?? null,
  }
}

export async function getAiAcademyOnboarding(ctx: AppContext, caller: UserRow, email?: string) {
  const owner = await onboardingOwner(ctx, caller, email)
  const [row] = await ctx.db.select().from(academyOnboarding).where(eq(academyOnboarding.userId, owner.id))
  return present(owner, row)
}

/** Saves a step: its answers join the earlier steps' ones; completion stays as it was unless given. */
export async function saveAiAcademyOnboarding(ctx: AppContext, caller: UserRow, body: OnboardingStep) {
  const owner = await onboardingOwner(ctx, caller, body.email)
  const [row] = await ctx.db
    .insert(academyOnboarding)
    .values({
      userId: owner.id,
      step: body.step,
      isCompleted: body.is_completed ?? false,
      answers: body.answers,
    })
    .onConflictDoUpdate({
      target: academyOnboarding.userId,
      set: {
        step: body.step,
        ...(body.is_completed === undefined ? {} : { isCompleted: body.is_completed }),
        answers: sql`${academyOnboarding.answers} || excluded.answers`,
        updatedAt: new Date(),
      },
    })
    .returning()
  return present(owner, row)
}

/** Whether any of the parent's children, or anything the parent pays for, has a live subscription. */
async function hasLiveSubscription(ctx: AppContext, parent: UserRow, children: Child[]) {
  const [row] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        or(
          eq(subscriptions.payerId, parent.id),
          children.length
            ? inArray(
                subscriptions.studentId,
                children.map((c) => c.id),
              )
            : undefined,
        ),
        isNull(subscriptions.endedAt),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** Where a parent stands: no child yet, children without any subject open, or done. */
export async function getParentOnboarding(ctx: AppContext, parent: UserRow) {
  const children = await listChildren(ctx, parent)
  const hasSubscription = await hasLiveSubscription(ctx, parent, children)
  const anyOpen = hasSubscription || children.some((c) => c.user_information.subject_ids.length > 0)
  return {
    children,
    has_subscription: hasSubscription,
    next_step: !children.length
      ? ('add_child' as const)
      : anyOpen
        ? ('done' as const)
        : ('choose_plan' as const),
  }
}
