import type { z } from 'zod'
import {
  isOnboardingFieldFilled,
  ONBOARDING_FIELDS,
  ONBOARDING_SKIPPED,
  onboardingStepsFilled,
} from '../contracts/onboarding-fields'
import type { OnboardingValue } from '../contracts/users'

/** The answers of GET /users/onboarding, by field. */
export type Fields = Record<string, z.infer<typeof OnboardingValue>>
export type OnboardingStep = 1 | 2 | 3 | 4

/** The fields of the four steps, in order: the server's and this machine's one list (contracts/onboarding-fields.ts). */
export const ONBOARDING_CHAT_FIELDS = ONBOARDING_FIELDS
/** A skipped step's value: it counts as answered (§13 Q18). */
export const SKIPPED = ONBOARDING_SKIPPED

export const stepsFilled = (fields: Fields) => onboardingStepsFilled(fields)

/** The first step not yet answered or skipped; null when all four are. */
export function firstOpenStep(fields: Fields): OnboardingStep | null {
  const index = ONBOARDING_CHAT_FIELDS.findIndex((f) => !isOnboardingFieldFilled(fields[f]))
  return index === -1 ? null : ((index + 1) as OnboardingStep)
}
