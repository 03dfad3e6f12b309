import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'

type Course = {
  id: number
  name: string
  school_id?: number | null
  access?: { source: string; full: boolean } | null
  sharer_course_ids?: number[]
}

describe('courses and content (calls 7.3)', () => {
  const t = useTestApp()
  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

  it("a student's courses say how each is unlocked; has_assigned_course keeps the unlocked ones", async () => {
    const chloe = await signIn(t.app, 'chloe')
    const all = (await get('/api/v1/courses/user', chloe.headers)).json().courses as Course[]
    expect(all.map((c) => c.name)).toEqual(['P5 Maths', 'P5 Science', 'P5 English', 'P5 Chinese'])
    expect(all.find((c) => c.name === 'P5 Maths')?.access).toEqual({
      source: 'class',
      full: true,
      ends_at: null,
    })
    expect(all.find((c) => c.name === 'P5 Science')?.access).toBeNull()
    const unlocked = (await get('/api/v1/courses/user?has_assigned_course=true', chloe.headers)).json()
      .courses
    expect(unlocked.map((c: Course) => c.name)).toEqual(['P5 Maths'])

    const ben = await signIn(t.app, 'ben')
    const lite = (await get('/api/v1/courses/user', ben.headers)).json().courses as Course[]
    expect(lite.every((c) => c.access?.source === 'lite' && c.access.full === false)).toBe(true)
  })

  it("a parent sees their own child's courses, never another family's; a student cannot ask for a child", async () => {
    const parent = await signIn(t.app, 'parent@lantern.test')
    const children = (await get('/api/v1/users/children', parent.headers)).json().children
    const ava = children.find((c: { username: string }) => c.username === 'ava')
    const avaCourses = (await get(`/api/v1/courses/user?child_id=${ava.id}`, parent.headers)).json().courses
    expect(avaCourses).toHaveLength(4)
    expect(avaCourses.every((c: Course) => c.access?.source === 'admin')).toBe(true)

    const chloe = await signIn(t.app, 'chloe')
    const chloeId = (await get('/api/v1/users/information', chloe.headers)).json().id
    expect((await get(`/api/v1/courses/user?child_id=${chloeId}`, parent.headers)).statusCode).toBe(404)
    expect((await get(`/api/v1/courses/user?child_id=${ava.id}`, chloe.headers)).statusCode).toBe(403)
  })

  it('a course with its topics; its sharers; a visitor sees the catalogue with prices and no school data', async () => {
    const ava = await signIn(t.app, 'ava')
    const p6 = (
      (await get('/api/v1/courses?academic_level_id=6', ava.headers)).json().courses as Course[]
    ).find((c) => c.name === 'P6 Maths')
    if (!p6) throw new Error('no P6 Maths in the catalogue')
    const detail = (await get(`/api/v1/courses/${p6.id}`, ava.headers)).json()
    expect(detail.topics.length).toBeGreaterThan(0)
    expect(detail.sharer_course_ids).toHaveLength(1)
    const sharers = (await get(`/api/v1/courses/${p6.id}/sharer`, ava.headers)).json().courses
    expect(sharers.map((c: Course) => c.name)).toEqual(['P5 Maths'])

    const catalogue = await get('/api/v1/courses/public')
    expect(catalogue.statusCode).toBe(200)
    const courses = catalogue.json().courses
    expect(courses).toHaveLength(12)
    expect(courses[0]).not.toHaveProperty('school_id')
    expect(courses[0].price).toMatchObject({
      currency: 'SGD',
      monthly_amount_cents: 2900,
      annual_amount_cents: 29000,
    })
    expect(courses.every((c: { worksheet_count: number }) => c.worksheet_count > 0)).toBe(true)
    const one = await get(`/api/v1/courses/public/${p6.id}`)
    expect(one.json()).toMatchObject({ name: 'P6 Maths' })
    expect(one.json()).not.toHaveProperty('sharer_course_ids')
    expect((await get('/api/v1/courses/public/999999')).statusCode).toBe(404)
  })

  it('notes of an unlocked course are readable; a locked course says how to unlock it', async () => {
    const chloe = await signIn(t.app, 'chloe')
    const notes = (await get('/api/v1/content', chloe.headers)).json().contents
    expect(notes.length).toBe(2)
    expect(notes.every((n: { kind: string }) => n.kind === 'notes')).toBe(true)
    const page = (await get(`/api/v1/content/${notes[0].id}`, chloe.headers)).json()
    expect(page.body).toContain('##')

    const ava = await signIn(t.app, 'ava')
    const all = (await get('/api/v1/content', ava.headers)).json().contents
    expect(all.length).toBe(8)
    const science = all.find((n: { title: string }) => n.title === 'The water cycle')
    const locked = await get(`/api/v1/content/${science.id}`, chloe.headers)
    expect(locked.statusCode).toBe(403)
    expect(locked.json().code).toBe('course_locked')
    expect((await get('/api/v1/content/999999', chloe.headers)).statusCode).toBe(404)
  })
})
