// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { Plan } from '../../machines/sevenDayPlan.types'
import { startMockServer } from '../test/server'
import { chatKeys, fetchPlan, fetchPlanCompletion } from './chat'
import { queryClient } from './queryClient'

const server = startMockServer()
afterEach(() => queryClient.clear())

const planOf = (id: number): Plan => ({
  id,
  start_date: '2026-11-24',
  end_date: '2026-11-30',
  generated_at: '2026-11-24T01:00:00.000Z',
  days: [],
})
const completionOf = (planId: number, done: number) => ({
  plan_id: planId,
  completed_activities: done,
  total_activities: 3,
  is_completed: done === 3,
})
const firstPractice = { is_completed: true, viewed: false }

describe("the coach page's copy of the plan", () => {
  it('takes the plan and completion its machine loads later, keeping the rest of what the page read', async () => {
    queryClient.setQueryData(chatKeys.plan, {
      plan: planOf(1),
      completion: completionOf(1, 2),
      firstPractice,
    })
    server.use(
      http.get('*/api/v1/users/plan', () => HttpResponse.json({ plan: planOf(2) })),
      http.get('*/api/v1/users/plan/completion', () => HttpResponse.json(completionOf(2, 0))),
    )
    expect((await fetchPlan()).plan?.id).toBe(2)
    expect(queryClient.getQueryData(chatKeys.plan)).toEqual({
      plan: planOf(2),
      completion: completionOf(2, 0),
      firstPractice,
    })

    server.use(http.get('*/api/v1/users/plan/completion', () => HttpResponse.json(completionOf(2, 3))))
    await fetchPlanCompletion()
    expect(queryClient.getQueryData(chatKeys.plan)).toMatchObject({
      plan: planOf(2),
      completion: completionOf(2, 3),
    })
  })

  it('is not made up when the page has not read the plan', async () => {
    server.use(http.get('*/api/v1/users/plan/completion', () => HttpResponse.json(completionOf(2, 1))))
    await fetchPlanCompletion()
    expect(queryClient.getQueryData(chatKeys.plan)).toBeUndefined()
  })
})
