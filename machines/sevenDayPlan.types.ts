import type { z } from 'zod'
import type { PlanSchema } from '../contracts/progress'

export type Plan = z.infer<typeof PlanSchema>
/** GET /users/plan/completion. */
export type PlanCompletion = {
  plan_id: number | null
  completed_activities: number
  total_activities: number
  is_completed: boolean
}
