import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { OnboardingAnswers } from '../../machines/aiAcademyOnboarding.machine'
import { onboardingKeys, saveAcademyOnboarding } from '../api/onboarding'
import { roleNameOf } from '../auth/roles'
import { useSessionUser } from '../auth/session'
import { forgetOnboarding, storedAnswersToSend } from './storage'

/**
 * For a signed-in parent's page (the parent dashboard): sends the answers a visitor gave on
 * /aiacademy/onboarding before signing up, once, then forgets them. Does nothing when there are none, or when
 * the signed-in user is not a parent. A failed send keeps them, to be tried on the next visit.
 */
export function useSendStoredOnboarding() {
  const user = useSessionUser()
  const isParent = user ? roleNameOf(user) === 'parent' : false
  const sent = useRef(false)
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ answers, step }: { answers: OnboardingAnswers; step: number }) =>
      saveAcademyOnboarding(answers, step),
    onSuccess: () => {
      forgetOnboarding()
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.all })
    },
  })
  const { mutate } = mutation
  useEffect(() => {
    if (!isParent || sent.current) return
    const kept = storedAnswersToSend()
    if (!kept) return
    sent.current = true
    mutate(kept)
  }, [isParent, mutate])
  return mutation
}
