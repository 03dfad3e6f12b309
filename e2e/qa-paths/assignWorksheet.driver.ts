import { expect, type Route } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures'
import type { PlanStep } from './plans'
import type { FlowDriver, FlowRun } from './replay'
import { type SignedIn, signInPage } from './students'

type Dates = { dateAssigned: string; dueDate: string }
const DAY_MS = 86_400_000

/** A model's day, moved to the real calendar: as many days from the real today as it is from the model's. */
function realDay(day: string, modelToday: string, today: string) {
  if (!day) return ''
  const offset = (Date.parse(day) - Date.parse(modelToday)) / DAY_MS
  return new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10)
}
const schoolToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date())

/**
 * Assigning a worksheet (/teacher/worksheet-library?worksheet=ID, "Assign"): the demo teacher gets a new
 * worksheet through the real API, made for their class "5 Kingfisher Maths" or for no class, as the path's start
 * says. POST /worksheets/{id}/reassign is held until the path says how it ends: the real server answers (`done`),
 * the call is dropped (`network`), or it is answered with the server's own refusal for a class with no children
 * (`400`; the demo class has children, so the refusal is staged).
 */
export const assignWorksheetDriver: FlowDriver = {
  machine: 'assignWorksheet',
  cannotDrive: () => null,
  async open(page, _path, start) {
    const input = (start?.input ?? {}) as { today?: string; classId?: number | null }
    const teacher = (await (
      await page.request.post('/api/v1/auth/login', {
        data: { login_type: 'email', email: ACCOUNTS.teacher.login, password: DEMO_PASSWORD },
      })
    ).json()) as SignedIn
    const headers = { authorization: `Bearer ${teacher.access_token}` }
    const { classes } = (await (await page.request.get('/api/v1/teachers/class', { headers })).json()) as {
      classes: { id: number; name: string; academic_level_id: number; subject_id: number }[]
    }
    const klass = classes.find((c) => c.name === '5 Kingfisher Maths') ?? classes[0]
    const { courses } = (await (await page.request.get('/api/v1/courses', { headers })).json()) as {
      courses: { id: number; academic_level_id: number; subject_id: number; school_id: number | null }[]
    }
    const course = courses.find(
      (c) => c.academic_level_id === klass.academic_level_id && c.subject_id === klass.subject_id,
    )
    const { questions } = (await (
      await page.request.get(`/api/v1/questions/filtered?course_id=${course?.id}`, { headers })
    ).json()) as { questions: { id: number }[] }
    const created = await page.request.post('/api/v1/worksheets', {
      headers,
      data: {
        title: `QA assign ${Date.now().toString(36)}`,
        course_id: course?.id,
        worksheet_group_type: 1,
        question_ids: questions.slice(0, 2).map((q) => q.id),
        ...(input.classId ? { class_id: klass.id } : {}),
        is_draft: true,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const worksheet = (await created.json()) as { id: number }

    const held: Route[] = []
    await page.route('**/api/v1/worksheets/*/reassign', (route) => void held.push(route))
    const nextCall = async () => {
      await expect.poll(() => held.length, { message: 'the page should be assigning' }).toBeGreaterThan(0)
      return held.shift()!
    }
    await signInPage(page, teacher)
    await page.goto(`/teacher/worksheet-library?worksheet=${worksheet.id}`)
    await page.getByRole('button', { name: 'Assign' }).click()
    const flow = page.locator('[data-flow="assignWorksheet"]')
    await expect(flow).toBeVisible()
    const today = schoolToday()
    const run: FlowRun = {
      async act(step: PlanStep) {
        const { type } = step.event
        if (type === 'xstate.done.actor.reassign') return (await nextCall()).continue()
        if (type === 'xstate.error.actor.reassign') {
          const route = await nextCall()
          const error = (step.event as { error?: { status?: number; message?: string } }).error
          if (error?.status !== 400) return route.abort('failed')
          return route.fulfill({ status: 400, json: { message: error.message } })
        }
        switch (type) {
          case 'assign.chooseClass': {
            const classId = (step.event as { classId?: number | null }).classId
            await flow.getByLabel('Class', { exact: true }).selectOption(classId ? String(klass.id) : '')
            return
          }
          case 'assign.chooseStudents':
            await flow.getByLabel('Only some children').check()
            return flow.getByRole('checkbox').first().check()
          case 'assign.setDates': {
            const dates = step.event as unknown as Dates
            const modelToday = input.today ?? today
            await flow.getByLabel('Date assigned').fill(realDay(dates.dateAssigned, modelToday, today))
            return flow.getByLabel('Due date').fill(realDay(dates.dueDate, modelToday, today))
          }
          case 'assign.next':
            return flow.getByRole('button', { name: 'Next' }).click()
          case 'assign.back':
            return flow.getByRole('button', { name: /^(Back|Change dates)$/ }).click()
          case 'assign.confirm':
            return flow.getByRole('button', { name: 'Assign' }).click()
          case 'assign.retry':
            return flow.getByRole('button', { name: 'Try again' }).click()
        }
        throw new Error(`The assignWorksheet driver cannot make ${type} happen`)
      },
    }
    return run
  },
}
