import { useQuery } from '@tanstack/react-query'
import { singaporeToday } from './finishedPractice'

/**
 * Today's plan target for the player's encouragement: the sum of today's activities' target questions (§13 Q10,
 * src/api/planTarget.ts). Undefined while it loads, then a number, or null when no plan is active. A plan that cannot be loaded counts as none: encouragement goes
 * on with the worksheet as its goal. The plan's calls load with the player only for a student who is encouraged.
 */
export function usePlanGoal(enabled: boolean): number | null | undefined {
  const today = singaporeToday()
  const goal = useQuery({
    // Not under ['users', 'plan']: handing the practice in refreshes those, and the goal of this attempt stays.
    queryKey: ['encouragement', 'planGoal', today],
    queryFn: async () => {
      const { fetchPlanTarget } = await import('../api/planTarget')
      return fetchPlanTarget(today)
    },
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (goal.isError) return null
  return goal.isPending ? undefined : goal.data
}
