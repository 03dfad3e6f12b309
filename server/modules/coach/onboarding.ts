import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ONBOARDING_FIELDS,
  ONBOARDING_SKIPPED,
  type OnboardingField,
  onboardingStepsFilled,
} from '../../../contracts/onboarding-fields'
import type { OnboardingSchema, OnboardingValue } from '../../../contracts/users'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { userOnboarding } from '../../db/schema'

type Value = z.infer<typeof OnboardingValue>
type Fields = Record<string, Value>
type Onboarding = z.infer<typeof OnboardingSchema>

export { ONBOARDING_FIELDS }
export const SKIPPED = ONBOARDING_SKIPPED

/** Share of the four steps answered (product.md: progress = non-empty fields ÷ fields). */
export const onboardingProgress = (fields: Fields) => onboardingStepsFilled(fields) / ONBOARDING_FIELDS.length

function present(row: typeof userOnboarding.$inferSelect | undefined): Onboarding {
  const stored = (row?.fields ?? {}) as Fields
  const fields: Fields = { ...Object.fromEntries(ONBOARDING_FIELDS.map((key) => [key, null])), ...stored }
  return { fields, progress: onboardingProgress(fields), updated_at: row?.updatedAt.toISOString() ?? null }
}

async function rowOf(db: Executor, userId: number) {
  const [row] = await db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId))
  return row
}

export async function getOnboarding(ctx: AppContext, userId: number) {
  return present(await rowOf(ctx.db, userId))
}

async function store(db: Executor, userId: number, fields: Fields, now: Date) {
  const complete = onboardingProgress(fields) === 1
  const [row] = await db
    .insert(userOnboarding)
    .values({
      userId,
      fields: fields as Record<string, string>,
      completedAt: complete ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: userOnboarding.userId,
      set: {
        fields: sql`excluded.fields`,
        // The first time all four were answered stays the completion time.
        completedAt: complete ? sql`coalesce(${userOnboarding.completedAt}, excluded.completed_at)` : null,
        updatedAt: now,
      },
    })
    .returning()
  return row
}

/** PUT /users/onboarding: the answers replace the stored ones (the contract's "replace"). */
export async function saveOnboarding(ctx: AppContext, userId: number, fields: Fields, now = new Date()) {
  return present(await store(ctx.db, userId, fields, now))
}

/** One step's answer, kept beside the others: what the onboarding chat turn saves (plan §8.6.1). */
export async function saveOnboardingField(
  db: Executor,
  userId: number,
  field: OnboardingField,
  value: Value,
  now = new Date(),
) {
  const current = ((await rowOf(db, userId))?.fields ?? {}) as Fields
  return present(await store(db, userId, { ...current, [field]: value }, now))
}
