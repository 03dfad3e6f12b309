import type { z } from 'zod'
import type { OnboardingValue } from '../contracts/users'

/** The answers of GET /users/onboarding, by field. */
export type Fields = Record<string, z.infer<typeof OnboardingValue>>
export type OnboardingStep = 1 | 2 | 3 | 4

/**
 * The fields of the four steps, in order (product.md §4: favourite subject, favourite topic challenges, suggest
 * activity, check-in). The same names as the server's `ONBOARDING_FIELDS` (server/modules/coach/onboarding.ts),
 * which the contract does not carry.
 */
export const ONBOARDING_CHAT_FIELDS = [
  'favourite_subject',
  'favourite_topic_challenges',
  'suggested_activity',
  'check_in',
] as const
/** A skipped step's value: it counts as answered (§13 Q18). */
export const SKIPPED = 'skipped'

/** Product.md: progress counts the non-empty fields; the server's rule, so both agree on "2 of 4". */
function isFilled(value: Fields[string] | undefined) {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((v) => v.trim() !== '')
  return true
}

export const stepsFilled = (fields: Fields) =>
  ONBOARDING_CHAT_FIELDS.filter((f) => isFilled(fields[f])).length

/** The first step not yet answered or skipped; null when all four are. */
export function firstOpenStep(fields: Fields): OnboardingStep | null {
  const index = ONBOARDING_CHAT_FIELDS.findIndex((f) => !isFilled(fields[f]))
  return index === -1 ? null : ((index + 1) as OnboardingStep)
}
