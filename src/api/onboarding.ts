import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { childrenContract } from '../../contracts/children'
import type { OnboardingAnswers } from '../../machines/aiAcademyOnboarding.machine'
import { client } from './client'
import { expectStatus } from './errors'

type ParentOnboarding = z.infer<(typeof childrenContract.getParentOnboarding.responses)[200]>
export type ParentNextStep = ParentOnboarding['next_step']

/** The academy onboarding has four steps; the last is the summary. */
export const ONBOARDING_STEPS = 4

export const onboardingKeys = {
  all: ['onboarding', 'aiacademy'] as const,
  parent: () => ['onboarding', 'aiacademy', 'parent'] as const,
}

/** POST /users/onboarding/aiacademy: every answer at once; done when the parent reached the last step. */
export async function saveAcademyOnboarding(answers: OnboardingAnswers, step: number = ONBOARDING_STEPS) {
  return expectStatus(
    await client.children.saveAiAcademyOnboarding({
      body: { step, is_completed: step >= ONBOARDING_STEPS, answers },
    }),
    200,
  )
}

/** Where a signed-in parent stands: add a child, choose a plan, or done. */
export const parentOnboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.parent(),
    queryFn: async () => expectStatus(await client.children.getParentOnboarding(), 200),
  })
