// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Plan } from '../../machines/sevenDayPlan.types'
import { startMockServer } from '../test/server'
import { fetchPlanTarget, type PlanActivity, planGoal, todaysPlanActivities } from './planTarget'

const server = startMockServer()

const activity = (id: number, worksheetId: number | null, target: number): PlanActivity => ({
  id,
  kind: 'worksheet',
  title: `Activity ${id}`,
  lesson_id: null,
  worksheet_id: worksheetId,
  assignment_id: null,
  target_questions: target,
  completed: false,
})
const plan: Plan = {
  id: 3,
  start_date: '2026-11-24',
  end_date: '2026-11-30',
  generated_at: '2026-11-24T01:00:00.000Z',
  days: [
    { day: 1, date: '2026-11-24', activities: [activity(1, 9, 8), activity(8, 16, 12)] },
    // A worksheet planned without a target, beside one with its own.
    { day: 2, date: '2026-11-25', activities: [activity(2, 10, 0), activity(9, 17, 7)] },
  ],
}
const open = { plan_id: 3, completed_activities: 0, total_activities: 4, is_completed: false }

describe("today's plan target (plan §13 Q10)", () => {
  it("takes today's activities only while the plan is active", () => {
    expect(todaysPlanActivities(plan, open, '2026-11-24').map((a) => a.id)).toEqual([1, 8])
    expect(todaysPlanActivities(plan, open, '2026-11-25').map((a) => a.id)).toEqual([2, 9])
    expect(todaysPlanActivities(plan, open, '2026-12-01')).toEqual([])
    expect(todaysPlanActivities(plan, { ...open, is_completed: true }, '2026-11-24')).toEqual([])
    expect(todaysPlanActivities(null, null, '2026-11-24')).toEqual([])
  })

  it("adds up the activities' own targets, whatever their worksheets' lengths", () => {
    const day1 = plan.days[0].activities
    expect(planGoal(day1)).toBe(20)
    expect(
      planGoal(
        day1,
        new Map([
          [9, 5],
          [16, 6],
        ]),
      ),
    ).toBe(20)
  })

  it('counts the worksheet length of an activity without a target, and is no goal when nothing is known', () => {
    const day2 = plan.days[1].activities
    expect(planGoal(day2, new Map([[10, 5]]))).toBe(12)
    expect(planGoal(day2)).toBe(7)
    expect(planGoal([activity(4, 10, 0)])).toBeNull()
    expect(planGoal([activity(5, null, 0)], new Map([[10, 5]]))).toBeNull()
    expect(planGoal([])).toBeNull()
  })

  it('reads the plan, and a worksheet length only for an activity without a target', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/v1/users/plan', () => HttpResponse.json({ plan })),
      http.get('*/api/v1/users/plan/completion', () => HttpResponse.json(open)),
      http.get('*/api/v1/quiz', ({ request }) => {
        const worksheet = new URL(request.url).searchParams.get('worksheet_id') ?? ''
        asked.push(worksheet)
        return HttpResponse.json({ quizzes: [quizSummary(Number(worksheet), 5)] })
      }),
    )
    expect(await fetchPlanTarget('2026-11-24')).toBe(20)
    expect(asked).toEqual([])
    expect(await fetchPlanTarget('2026-11-25')).toBe(12)
    expect(asked).toEqual(['10'])
    expect(await fetchPlanTarget('2026-12-24')).toBeNull()
  })
})

function quizSummary(worksheetId: number, numQuestions: number) {
  return {
    id: worksheetId + 100,
    title: 'A worksheet',
    course_id: 1,
    worksheet_id: worksheetId,
    lesson_id: null,
    assignment_id: null,
    group_type_id: 3,
    status: 'not_started',
    num_questions: numQuestions,
    marks_given: null,
    max_score: numQuestions,
    time_limit: null,
    due_date: null,
    created_at: '2026-11-24T01:00:00.000Z',
    completed_at: null,
  }
}
