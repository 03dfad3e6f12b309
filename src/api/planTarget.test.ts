// @vitest-environment happy-dom
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Plan } from '../../machines/sevenDayPlan.types'
import { startMockServer } from '../test/server'
import { fetchPlanTarget, planGoal, todaysPlanWorksheets } from './planTarget'

const server = startMockServer()

const activity = (id: number, worksheetId: number | null) => ({
  id,
  kind: 'worksheet' as const,
  title: `Activity ${id}`,
  lesson_id: null,
  worksheet_id: worksheetId,
  assignment_id: null,
  completed: false,
})
const plan: Plan = {
  id: 3,
  start_date: '2026-11-24',
  end_date: '2026-11-30',
  generated_at: '2026-11-24T01:00:00.000Z',
  days: [
    { day: 1, date: '2026-11-24', activities: [activity(1, 9), activity(8, 16)] },
    { day: 2, date: '2026-11-25', activities: [activity(2, 10), activity(9, null)] },
  ],
}
const open = { plan_id: 3, completed_activities: 0, total_activities: 4, is_completed: false }

describe("today's plan target (plan §13 Q10)", () => {
  it("takes today's worksheets only while the plan is active", () => {
    expect(todaysPlanWorksheets(plan, open, '2026-11-24')).toEqual([9, 16])
    expect(todaysPlanWorksheets(plan, open, '2026-11-25')).toEqual([10])
    expect(todaysPlanWorksheets(plan, open, '2026-12-01')).toEqual([])
    expect(todaysPlanWorksheets(plan, { ...open, is_completed: true }, '2026-11-24')).toEqual([])
    expect(todaysPlanWorksheets(null, null, '2026-11-24')).toEqual([])
  })

  it('adds up the lengths it knows, and is no goal at all when it knows none', () => {
    expect(
      planGoal(
        [9, 16],
        new Map([
          [9, 5],
          [16, 6],
        ]),
      ),
    ).toBe(11)
    expect(planGoal([9, 16], new Map([[9, 5]]))).toBe(5)
    expect(planGoal([9], new Map())).toBeNull()
  })

  it("reads the plan, then the length of each of today's worksheets", async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/v1/users/plan', () => HttpResponse.json({ plan })),
      http.get('*/api/v1/users/plan/completion', () => HttpResponse.json(open)),
      http.get('*/api/v1/quiz', ({ request }) => {
        const worksheet = new URL(request.url).searchParams.get('worksheet_id') ?? ''
        asked.push(worksheet)
        const length = worksheet === '9' ? 5 : 6
        return HttpResponse.json({ quizzes: [quizSummary(Number(worksheet), length)] })
      }),
    )
    expect(await fetchPlanTarget('2026-11-24')).toBe(11)
    expect(asked.sort()).toEqual(['16', '9'])
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
