import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childKeys } from '../../../../../api/children'
import {
  type CourseChange,
  cancelSubscription,
  changeCourse,
  resumeSubscription,
  subscriptionKeys,
} from '../../../../../api/subscriptions'

/** Cancel, resume and course changes for one child's subscriptions; each refreshes what it changes. */
export function useSubscriptionActions(childId: number) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.of(childId) }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.products(childId) }),
      queryClient.invalidateQueries({ queryKey: childKeys.all }),
    ])
  const cancel = useMutation({ mutationFn: cancelSubscription, onSuccess: refresh })
  const resume = useMutation({ mutationFn: resumeSubscription, onSuccess: refresh })
  const change = useMutation({
    mutationFn: (v: { id: string; priceId: string; action: CourseChange; prorationDate: string }) =>
      changeCourse(v.id, v.priceId, v.action, v.prorationDate),
    onSuccess: refresh,
  })
  return { cancel, resume, change }
}
