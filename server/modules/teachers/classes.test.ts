import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEACHER_ROLE, USER_ROLE } from '../../../contracts/constants'
import { signIn, useTestApp } from '../../../tests/server'
import { classes, departmentHeads, users } from '../../db/schema'

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

describe('setting up a class and its people', () => {
  const t = useTestApp()
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }
  const idOf = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0].id

  it('creates a class taught by its creator, adds and removes students, and names anyone who cannot join', async () => {
    const teacher = await as('teacher@lantern.test')
    const made = await teacher('POST', '/api/v1/teachers/class', {
      name: '5 Robin Science',
      academic_level_id: 5,
      subject_id: 2,
    })
    expect(made.statusCode).toBe(201)
    const classId = made.json().class_id
    const fresh = (await teacher('GET', `/api/v1/teachers/class/${classId}`)).json()
    expect(fresh).toMatchObject({
      name: '5 Robin Science',
      subject_name: 'Science',
      students: [],
      students_count: 0,
    })
    expect(fresh.teachers.map((u: { email: string }) => u.email)).toEqual(['teacher@lantern.test'])
    expect(fresh.topics.length).toBeGreaterThan(0)

    // The same name in the same school, whatever its case, is refused.
    const again = await teacher('POST', '/api/v1/teachers/class', {
      name: '5 robin science',
      academic_level_id: 5,
      subject_id: 2,
    })
    expect(again.statusCode).toBe(409)
    const badLevel = await teacher('POST', '/api/v1/teachers/class', {
      name: 'X',
      academic_level_id: 99,
      subject_id: 2,
    })
    expect(badLevel.statusCode).toBe(400)
    expect(badLevel.json().message).toMatch(/no such level/)
    expect(
      (await teacher('POST', '/api/v1/teachers/class', { name: ' ', academic_level_id: 5, subject_id: 2 }))
        .statusCode,
    ).toBe(400)

    const [chloe, dylan, ava] = [await idOf('chloe'), await idOf('dylan'), await idOf('ava')]
    const joined = await teacher('POST', `/api/v1/teachers/class/${classId}/assign`, {
      user_ids: [chloe, dylan, chloe],
    })
    expect(joined.statusCode).toBe(200)
    expect(joined.json().students.map((u: { username: string }) => u.username)).toEqual(['chloe', 'dylan'])
    // ava learns at home: not a student of this school, so nothing is written.
    const stranger = await teacher('POST', `/api/v1/teachers/class/${classId}/assign`, {
      user_ids: [ava, dylan],
    })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toContain(String(ava))
    const left = await teacher('POST', `/api/v1/teachers/class/${classId}/unassign`, { user_ids: [dylan] })
    expect(left.json().students.map((u: { username: string }) => u.username)).toEqual(['chloe'])

    const replaced = await teacher('PUT', `/api/v1/classes/${classId}/students`, { user_ids: [dylan] })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json().students.map((u: { username: string }) => u.username)).toEqual(['dylan'])
    expect(replaced.json().teachers).toHaveLength(1)
    const emptied = await teacher('PUT', `/api/v1/classes/${classId}/students`, { user_ids: [] })
    expect(emptied.json().students).toEqual([])

    // The only teacher may not leave; once a colleague teaches it too, they may.
    const me = fresh.teachers[0].id
    const alone = await teacher('POST', `/api/v1/teachers/class/${classId}/unassign`, { user_ids: [me] })
    expect(alone.statusCode).toBe(400)
    const owner = (await t.database.db.select().from(users).where(eq(users.email, 'owner@lantern.test')))[0]
    await teacher('POST', `/api/v1/teachers/class/${classId}/assign`, { user_ids: [owner.id] })
    expect(
      (await teacher('POST', `/api/v1/teachers/class/${classId}/unassign`, { user_ids: [me] })).statusCode,
    ).toBe(200)
    expect((await teacher('GET', `/api/v1/teachers/class/${classId}`)).statusCode).toBe(404)
  })

  it('an admin creates a class in a school they name, with its teachers; a teacher only in their own', async () => {
    const owner = (await t.database.db.select().from(users).where(eq(users.email, 'owner@lantern.test')))[0]
    const admin = await as('admin@lantern.test')
    const noSchool = await admin('POST', '/api/v1/classes', {
      name: '6 Owl Maths',
      academic_level_id: 6,
      subject_id: 1,
    })
    expect(noSchool.statusCode).toBe(400)
    const made = await admin('POST', '/api/v1/classes', {
      name: '6 Owl Maths',
      academic_level_id: 6,
      subject_id: 1,
      school_id: owner.schoolId,
      teacher_ids: [owner.id],
    })
    expect(made.statusCode).toBe(201)
    expect(made.json().teachers.map((u: { id: number }) => u.id)).toEqual([owner.id])
    const teacher = await as('teacher@lantern.test')
    const elsewhere = await teacher('POST', '/api/v1/classes', {
      name: 'Elsewhere',
      academic_level_id: 6,
      subject_id: 1,
      school_id: owner.schoolId! + 1000,
    })
    expect(elsewhere.statusCode).toBe(404)
  })

  it('a department head reaches every class of their school in the subjects they head, and only those', async () => {
    const owner = (await t.database.db.select().from(users).where(eq(users.email, 'owner@lantern.test')))[0]
    const [head] = await t.database.db
      .insert(users)
      .values({
        firstName: 'Hana',
        lastName: 'Head',
        email: 'head@example.test',
        passwordHash: owner.passwordHash,
        userRoleId: USER_ROLE.TEACHER,
        teacherRoleId: TEACHER_ROLE.DEPARTMENT_HEAD,
        schoolId: owner.schoolId,
        hasAgreedPolicy: true,
      })
      .returning()
    await t.database.db.insert(departmentHeads).values({ userId: head.id, subjectId: 1 })
    const [science] = await t.database.db
      .insert(classes)
      .values({ name: '5 Wren Science', schoolId: owner.schoolId!, academicLevelId: 5, subjectId: 2 })
      .returning()
    const seen = (await (await as('head@example.test'))('GET', '/api/v1/teachers/class')).json().classes
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((c: { subject_name: string }) => c.subject_name === 'Maths')).toBe(true)
    const headCalls = await as('head@example.test')
    expect((await headCalls('GET', `/api/v1/teachers/class/${science.id}`)).statusCode).toBe(404)
    expect((await headCalls('GET', `/api/v1/teachers/class/${seen[0].id}`)).statusCode).toBe(200)
  })
})
