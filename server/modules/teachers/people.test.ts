import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEACHER_ROLE, USER_ROLE } from '../../../contracts/constants'
import { signIn, useTestApp } from '../../../tests/server'
import { activationCodeCourses, activationCodes, courses, parentChildren, users } from '../../db/schema'

/** The teacher area's directory of a school's people (spec 7.10), as teachers of the demo school see it. */
describe("a school's people, for its teachers", () => {
  const t = useTestApp()
  const get = async (who: string, url: string) => {
    const { headers } = await signIn(t.app, who)
    return t.app.inject({ method: 'GET', url, headers })
  }
  const userId = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0].id
  const schoolOfOwner = async () =>
    (await t.database.db.select().from(users).where(eq(users.email, 'owner@lantern.test')))[0].schoolId!

  it('lists the school’s teachers a page at a time, by name, role and not yet in a class', async () => {
    const all = (await get('teacher@lantern.test', '/api/v1/teachers?order_by=last_name')).json()
    expect(all.total_count).toBe(2)
    expect(all.items.map((t: { email: string }) => t.email).sort()).toEqual([
      'owner@lantern.test',
      'teacher@lantern.test',
    ])
    expect(all.items[0]).toMatchObject({ school_id: expect.any(Number), classes_count: expect.any(Number) })
    const owners = (
      await get('teacher@lantern.test', `/api/v1/teachers?teacher_role_id=${TEACHER_ROLE.OWNER}`)
    ).json()
    expect(owners.items.map((t: { email: string }) => t.email)).toEqual(['owner@lantern.test'])
    const named = (await get('teacher@lantern.test', '/api/v1/teachers?name_or_username=OWNER%40')).json()
    expect(named.total_count).toBe(1)
    const page = (
      await get('teacher@lantern.test', '/api/v1/teachers?size=1&page=2&order_by=created_at')
    ).json()
    expect(page).toMatchObject({ total_count: 2, page: 2, size: 1 })
    expect(page.items).toHaveLength(1)
    const classes = (await get('teacher@lantern.test', '/api/v1/teachers/class')).json().classes
    const notIn = (
      await get('owner@lantern.test', `/api/v1/teachers?exclude_class_id=${classes[0].id}`)
    ).json()
    expect(notIn.items.map((t: { email: string }) => t.email)).toEqual(['owner@lantern.test'])
    // "%" is a character to look for, not a wildcard.
    expect(
      (await get('teacher@lantern.test', '/api/v1/teachers?name_or_username=%25')).json().total_count,
    ).toBe(0)
    expect((await get('teacher@lantern.test', '/api/v1/teachers?size=500')).statusCode).toBe(400)
  })

  it('lists the school’s students with their classes and whether a parent is linked; never another school’s', async () => {
    const listed = (await get('teacher@lantern.test', '/api/v1/teachers/students')).json().students
    const names = listed.map((s: { username: string }) => s.username)
    expect(names).toEqual(expect.arrayContaining(['chloe', 'dylan']))
    expect(names).not.toContain('ava')
    const chloe = listed.find((s: { username: string }) => s.username === 'chloe')
    expect(chloe).toMatchObject({ academic_level_id: expect.any(Number), has_parent: false })
    expect(chloe.class_ids.length).toBeGreaterThan(0)

    const [parent] = await t.database.db
      .insert(users)
      .values({ firstName: 'Mei', lastName: 'Tan', email: 'mei@example.test', userRoleId: USER_ROLE.PARENT })
      .returning()
    await t.database.db.insert(parentChildren).values({ parentId: parent.id, childId: chloe.id })
    const unlinked = (
      await get('teacher@lantern.test', '/api/v1/teachers/students?exclude_linked_child=true')
    )
      .json()
      .students.map((s: { username: string }) => s.username)
    expect(unlinked).toContain('dylan')
    expect(unlinked).not.toContain('chloe')
    const atOtherLevel = (
      await get('teacher@lantern.test', '/api/v1/teachers/students?academic_level_id=1')
    ).json()
    expect(atOtherLevel.students).toEqual([])

    const parents = (await get('teacher@lantern.test', '/api/v1/teachers/parents')).json().parents
    expect(parents).toEqual([expect.objectContaining({ id: parent.id, children_count: 1 })])
    const detail = (await get('teacher@lantern.test', `/api/v1/teachers/parents/${parent.id}`)).json()
    expect(detail.children.map((c: { username: string }) => c.username)).toEqual(['chloe'])
    const student = (await get('teacher@lantern.test', `/api/v1/teachers/students/${chloe.id}`)).json()
    expect(student.parents.map((p: { id: number }) => p.id)).toEqual([parent.id])
    expect(student.classes[0]).toMatchObject({ name: expect.any(String), students_count: expect.any(Number) })
    // ava is a home learner: not the school's to look up.
    expect(
      (await get('teacher@lantern.test', `/api/v1/teachers/students/${await userId('ava')}`)).statusCode,
    ).toBe(404)
  })

  it('shows a teacher with the classes they teach, and the school with its counts', async () => {
    const teachers = (await get('owner@lantern.test', '/api/v1/teachers')).json().items
    const teacher = teachers.find((t: { email: string }) => t.email === 'teacher@lantern.test')
    const detail = (await get('owner@lantern.test', `/api/v1/teachers/${teacher.id}`)).json()
    expect(detail).toMatchObject({
      teacher_role_id: TEACHER_ROLE.EDUCATOR,
      classes_count: detail.classes.length,
    })
    expect(detail.classes.length).toBeGreaterThan(0)
    const school = (await get('teacher@lantern.test', '/api/v1/teachers/schools/details')).json()
    expect(school).toMatchObject({ id: await schoolOfOwner(), is_active: true })
    expect(school.counts.teachers).toBe(2)
    expect(school.counts.students).toBeGreaterThanOrEqual(2)
    expect(school.counts.classes).toBeGreaterThanOrEqual(1)
    // An admin belongs to no school.
    expect((await get('admin@lantern.test', '/api/v1/teachers/schools/details')).statusCode).toBe(404)
  })

  it('shows the school’s activation codes to its admin (owner) only', async () => {
    const school = await schoolOfOwner()
    const [course] = await t.database.db.select().from(courses).limit(1)
    const [code] = await t.database.db
      .insert(activationCodes)
      .values({ code: 'KINGFISHER-TEST-1', schoolId: school })
      .returning()
    await t.database.db.insert(activationCodeCourses).values({ codeId: code.id, courseId: course.id })
    await t.database.db.insert(activationCodes).values({ code: 'ELSEWHERE-1', schoolId: null })
    const listed = (await get('owner@lantern.test', '/api/v1/teachers/activation-codes')).json()
      .activation_codes
    expect(listed).toEqual([
      expect.objectContaining({ code: 'KINGFISHER-TEST-1', course_ids: [course.id], redeemed_by: null }),
    ])
    const refused = await get('teacher@lantern.test', '/api/v1/teachers/activation-codes')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/admin/)
  })
})
