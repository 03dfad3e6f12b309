import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'

describe("a teacher's classes (GET /teachers/class)", () => {
  const t = useTestApp()
  const list = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return t.app.inject({ method: 'GET', url: '/api/v1/teachers/class', headers })
  }

  it('lists the classes a teacher teaches with their students, and the school’s for its owner', async () => {
    const teacher = (await list('teacher@lantern.test')).json().classes
    expect(teacher.length).toBeGreaterThan(0)
    expect(teacher[0]).toMatchObject({ students_count: expect.any(Number), subject_name: expect.any(String) })
    expect(teacher.every((c: { students_count: number }) => c.students_count >= 1)).toBe(true)
    const owner = (await list('owner@lantern.test')).json().classes
    expect(owner.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining(teacher.map((c: { id: number }) => c.id)),
    )
  })

  it('is refused to families', async () => {
    expect((await list('parent@lantern.test')).statusCode).toBe(403)
    expect((await list('ava')).statusCode).toBe(403)
  })
})
