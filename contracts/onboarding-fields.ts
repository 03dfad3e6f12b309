import type { z } from 'zod'
import type { OnboardingValue } from './users'

type Value = z.infer<typeof OnboardingValue>

/** The onboarding chat's four steps, in order (product.md: favourite subject, topic challenges, activity, check-in). */
export const ONBOARDING_FIELDS = [
  'favourite_subject',
  'favourite_topic_challenges',
  'suggested_activity',
  'check_in',
] as const
export type OnboardingField = (typeof ONBOARDING_FIELDS)[number]

/** A step skipped in the chat is stored as this and counts as answered, so the chat stops asking (ADR 0038). */
export const ONBOARDING_SKIPPED = 'skipped'

/** Product.md: a field counts when it is not empty; the one rule of the server and the machine ("2 of 4"). */
export function isOnboardingFieldFilled(value: Value | undefined) {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((v) => v.trim() !== '')
  return true
}

/** How many of the four steps are answered or skipped. */
export const onboardingStepsFilled = (fields: Record<string, Value>) =>
  ONBOARDING_FIELDS.filter((key) => isOnboardingFieldFilled(fields[key])).length
