import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import {
  academicLevels,
  courseGrants,
  courses,
  subjects,
  subscriptionItems,
  subscriptions,
  users,
} from '../../db/schema'
import { createChild, levelId, PARENT_CALLS, signUp } from '../children/testing'

type SubjectAccess = {
  subject_id: number
  subject_name: string
  access: string
  stripe_subscription_id: string | null
}
type AdminChild = {
  id: number
  username: string
  has_parent: boolean
  class_ids: number[]
  subjects: SubjectAccess[]
}

const DAY_MS = 86_400_000

describe("admin: parents, their children's subjects, academy subscriptions", () => {
  const t = useTestApp()
  let admin: Awaited<ReturnType<typeof signIn>>
  let demoParentId: number
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers })
  const toggle = (parentId: number, childId: number, subjectId: number, state: 'activate' | 'deactivate') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/parents/${parentId}/children/${childId}/subjects/${subjectId}/${state}`,
      headers: admin.headers,
    })
  const commonCourse = async (level: string, subject: string) => {
    const [row] = await t.database.db
      .select({ id: courses.id, subjectId: courses.subjectId })
      .from(courses)
      .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .where(and(eq(academicLevels.name, level), eq(subjects.name, subject), isNull(courses.schoolId)))
    return row
  }
  const childrenOf = async (parentId: number) =>
    (await get(`/api/v1/admin/parents/${parentId}/children`)).json().children as AdminChild[]

  beforeAll(async () => {
    admin = await signIn(t.app, 'admin@lantern.test')
    const [parent] = await t.database.db.select().from(users).where(eq(users.email, 'parent@lantern.test'))
    demoParentId = parent.id
  })

  it('lists parents by page, by search (wildcards taken literally) and by their children’s school', async () => {
    const all = await get('/api/v1/admin/parents')
    expect(all.statusCode).toBe(200)
    expect(all.json().items).toContainEqual(
      expect.objectContaining({ email: 'parent@lantern.test', user_role_id: 6, children_count: 2 }),
    )
    expect(all.json().items.every((p: { user_role_id: number }) => p.user_role_id === 6)).toBe(true)

    expect((await get('/api/v1/admin/parents?search=priya%20par')).json()).toMatchObject({
      total_count: 1,
      items: [{ first_name: 'Priya' }],
    })
    expect((await get(`/api/v1/admin/parents?search=${encodeURIComponent('%')}`)).json().total_count).toBe(0)

    // Chloe is at the demo school; the parent who links her joins that school's list.
    const chloeParent = await signUp(t.app, 6)
    await t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/link-child-account`,
      headers: chloeParent.headers,
      payload: { username: 'chloe', password: 'Lantern-demo-2026' },
    })
    const [chloe] = await t.database.db.select().from(users).where(eq(users.username, 'chloe'))
    const ofSchool = (await get(`/api/v1/admin/parents?school_id=${chloe.schoolId}`)).json()
    expect(ofSchool.items.map((p: { id: number }) => p.id)).toEqual([chloeParent.user.id])

    const paged = (await get('/api/v1/admin/parents?size=1&page=2')).json()
    expect(paged).toMatchObject({ page: 2, size: 1, total_count: all.json().total_count + 1 })
    expect(paged.items).toHaveLength(1)
    expect((await get('/api/v1/admin/parents?size=0')).statusCode).toBe(400)
    expect((await get('/api/v1/admin/parents?school_id=abc')).statusCode).toBe(400)
  })

  it("lists a parent's children with each subject's access; 404 for anyone who is not a parent", async () => {
    const [ava, ben] = await childrenOf(demoParentId)
    expect(ava).toMatchObject({ username: 'ava', has_parent: true, class_ids: [] })
    expect(ava.subjects.map((s) => s.access)).toEqual(['active', 'active', 'active', 'active'])
    expect(ben.subjects.map((s) => s.access)).toEqual(['inactive', 'inactive', 'inactive', 'inactive'])

    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, 'teacher@lantern.test'))
    expect((await get(`/api/v1/admin/parents/${teacher.id}/children`)).statusCode).toBe(404)
    expect((await get('/api/v1/admin/parents/99999/children')).statusCode).toBe(404)
  })

  it('opens P5 Maths for a linked child: its worksheets are listed, P5 Science stays locked (403)', async () => {
    const p5 = await levelId(t.database.db, 'P5')
    const student = await signUp(t.app, 1, { academic_level_id: p5 })
    const parent = await signUp(t.app, 6)
    await t.app.inject({
      method: 'POST',
      url: `${PARENT_CALLS}/link-child-account`,
      headers: parent.headers,
      payload: { username: student.username, password: student.password },
    })
    const maths = await commonCourse('P5', 'Maths')
    const science = await commonCourse('P5', 'Science')
    const quizzes = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v1/quiz${query}`, headers: student.headers })

    const on = await toggle(parent.user.id, student.user.id, maths.subjectId, 'activate')
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({
      child_id: student.user.id,
      subject_id: maths.subjectId,
      subject_name: 'Maths',
      access: 'active',
      stripe_subscription_id: null,
    })
    expect(on.json().updated_at).toEqual(expect.any(String))
    // Again: still one grant.
    expect((await toggle(parent.user.id, student.user.id, maths.subjectId, 'activate')).statusCode).toBe(200)
    const grants = await t.database.db
      .select()
      .from(courseGrants)
      .where(eq(courseGrants.studentId, student.user.id))
    expect(grants).toMatchObject([{ courseId: maths.id, source: 'admin', revokedAt: null }])

    const listed = (await quizzes()).json().quizzes as { course_id: number }[]
    expect(listed.length).toBeGreaterThan(0)
    expect(new Set(listed.map((q) => q.course_id))).toEqual(new Set([maths.id]))
    const locked = await quizzes(`?course_id=${science.id}`)
    expect(locked.statusCode).toBe(403)
    expect(locked.json().code).toBe('course_locked')

    const off = await toggle(parent.user.id, student.user.id, maths.subjectId, 'deactivate')
    expect(off.json()).toMatchObject({ access: 'inactive' })
    expect((await quizzes(`?course_id=${maths.id}`)).json().code).toBe('course_locked')
    const [revoked] = await t.database.db
      .select()
      .from(courseGrants)
      .where(eq(courseGrants.studentId, student.user.id))
    expect(revoked.revokedAt).not.toBeNull()
  })

  it("refuses a child who is not that parent's, an unknown subject, a child without a level (404)", async () => {
    const parent = await signUp(t.app, 6)
    const { child } = await createChild(t.app, parent.headers, await levelId(t.database.db, 'P5'))
    const maths = await commonCourse('P5', 'Maths')
    expect((await toggle(demoParentId, child.id, maths.subjectId, 'activate')).statusCode).toBe(404)
    expect((await toggle(demoParentId, child.id, maths.subjectId, 'deactivate')).statusCode).toBe(404)
    expect((await toggle(parent.user.id, child.id, 99_999, 'activate')).statusCode).toBe(404)
    expect(
      await t.database.db.select().from(courseGrants).where(eq(courseGrants.studentId, child.id)),
    ).toEqual([])

    await t.database.db.update(users).set({ academicLevelId: null }).where(eq(users.id, child.id))
    const noLevel = await toggle(parent.user.id, child.id, maths.subjectId, 'activate')
    expect(noLevel.statusCode).toBe(404)
    expect(noLevel.json().message).toMatch(/Set the child's level first/)
  })

  it('lists academy subscriptions up to a date, with parent, child and subjects', async () => {
    const db = t.database.db
    const [ben] = await db.select().from(users).where(eq(users.username, 'ben'))
    const p4Maths = await commonCourse('P4', 'Maths')
    const now = Date.now()
    const [live, ended] = await db
      .insert(subscriptions)
      .values([
        {
          publicId: 'sub_local_admin_live',
          provider: 'local',
          studentId: ben.id,
          payerId: demoParentId,
          status: 'active',
          interval: 'month',
          currentPeriodStart: new Date(now),
          currentPeriodEnd: new Date(now + 30 * DAY_MS),
        },
        {
          publicId: 'sub_local_admin_ended',
          provider: 'local',
          studentId: ben.id,
          payerId: demoParentId,
          status: 'incomplete_expired',
          interval: 'month',
          currentPeriodStart: new Date(now - 90 * DAY_MS),
          currentPeriodEnd: new Date(now - 60 * DAY_MS),
          endedAt: new Date(now - 60 * DAY_MS),
          createdAt: new Date(now - 90 * DAY_MS),
        },
      ])
      .returning()
    await db.insert(subscriptionItems).values([
      { subscriptionId: live.id, studentId: ben.id, courseId: p4Maths.id, priceId: 'lantern_p4_maths_month' },
      {
        subscriptionId: ended.id,
        studentId: ben.id,
        courseId: p4Maths.id,
        priceId: 'lantern_p4_maths_month',
        removedAt: ended.endedAt,
      },
    ])

    const all = (await get('/api/v1/admin/aiacademy-subscriptions')).json().subscriptions
    expect(all).toEqual([
      expect.objectContaining({
        subscription_id: 'sub_local_admin_live',
        student_id: ben.id,
        course_ids: [p4Maths.id],
        price_ids: ['lantern_p4_maths_month'],
        status: 'active',
        cancel_at_period_end: false,
        interval: 'month',
        parent: { id: demoParentId, first_name: 'Priya', last_name: 'Parent', email: 'parent@lantern.test' },
        student: { id: ben.id, first_name: 'Ben', last_name: 'Lim' },
        subject_names: ['Maths'],
      }),
      expect.objectContaining({
        subscription_id: 'sub_local_admin_ended',
        status: 'canceled',
        course_ids: [p4Maths.id],
      }),
    ])
    const past = new Date(now - 30 * DAY_MS).toISOString().slice(0, 10)
    const upTo = (await get(`/api/v1/admin/aiacademy-subscriptions?to_date=${past}`)).json().subscriptions
    expect(upTo.map((s: { subscription_id: string }) => s.subscription_id)).toEqual(['sub_local_admin_ended'])
    expect((await get('/api/v1/admin/aiacademy-subscriptions?to_date=31-01-2026')).statusCode).toBe(400)

    // The paid subject shows as a card subscription on the admin's children page.
    const [, benView] = await childrenOf(demoParentId)
    expect(benView.subjects.find((s) => s.subject_name === 'Maths')).toMatchObject({
      access: 'stripe',
      stripe_subscription_id: 'sub_local_admin_live',
    })
  })

  it('is for admins only (403 for a parent)', async () => {
    const parent = await signIn(t.app, 'parent@lantern.test')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/parents', headers: parent.headers })
    expect(res.statusCode).toBe(403)
  })
})
