import {
  EMPTY_ANSWERS,
  type OnboardingAnswers,
  type StoredOnboarding,
} from '../../machines/aiAcademyOnboarding.machine'

/** Spec plan item 2: the answers stay in this tab's session storage until the parent has an account. */
export const ONBOARDING_STORAGE_KEY = 'aiacademy_onboarding'

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The kept step and answers, or null when there are none (or they cannot be read). */
export function readStoredOnboarding(storage: Storage = sessionStorage): StoredOnboarding | null {
  try {
    const raw = storage.getItem(ONBOARDING_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (typeof parsed !== 'object' || parsed === null) return null
    const { step, answers } = parsed as Record<string, unknown>
    if (typeof step !== 'number' || typeof answers !== 'object' || answers === null) return null
    const kept: Partial<OnboardingAnswers> = {}
    for (const [field, fallback] of Object.entries(EMPTY_ANSWERS)) {
      const value = (answers as Record<string, unknown>)[field]
      if (Array.isArray(fallback) ? isStrings(value) : typeof value === 'string')
        Object.assign(kept, { [field]: value })
    }
    return { step: Math.min(Math.max(Math.round(step), 1), 4), answers: kept }
  } catch {
    return null
  }
}

export function keepOnboarding(kept: StoredOnboarding, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or turned off: the answers still work on this page.
  }
}

export function forgetOnboarding(storage: Storage = sessionStorage): void {
  storage.removeItem(ONBOARDING_STORAGE_KEY)
}

/** Kept answers worth sending (the parent at least told us who the child is), with the step reached. */
export function storedAnswersToSend(
  storage: Storage = sessionStorage,
): { step: number; answers: OnboardingAnswers } | null {
  const kept = readStoredOnboarding(storage)
  if (!kept?.answers.child_first_name?.trim()) return null
  return { step: kept.step, answers: { ...EMPTY_ANSWERS, ...kept.answers } }
}
