import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshAccess } from '../../../../../api/access'
import {
  type CourseChange,
  cancelSubscription,
  changeCourse,
  resumeSubscription,
} from '../../../../../api/subscriptions'

/** Cancel, resume and course changes of a subscription; each refreshes what a change of access touches. */
export function useSubscriptionActions() {
  const queryClient = useQueryClient()
  const refresh = () => refreshAccess(queryClient)
  const cancel = useMutation({ mutationFn: cancelSubscription, onSuccess: refresh })
  const resume = useMutation({ mutationFn: resumeSubscription, onSuccess: refresh })
  const change = useMutation({
    mutationFn: (v: { id: string; priceId: string; action: CourseChange; prorationDate: string }) =>
      changeCourse(v.id, v.priceId, v.action, v.prorationDate),
    onSuccess: refresh,
  })
  return { cancel, resume, change }
}
