import type { QueryClient } from '@tanstack/react-query'
import { childKeys } from './children'
import { courseKeys } from './courses'
import { quizKeys } from './quiz'
import { subscriptionKeys } from './subscriptions'

/**
 * After anything that changes what a child may open (a purchase, a code, Lite, a subscription or level change),
 * the children, their courses, subscriptions and worksheets are read again, whichever page shows them next.
 */
export function refreshAccess(queryClient: QueryClient) {
  return Promise.all(
    [childKeys.all, courseKeys.all, subscriptionKeys.all, quizKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
}
