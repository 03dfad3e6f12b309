import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'

type Child = { id: number; username: string }

describe('activation codes (7.4)', () => {
  const t = useTestApp()
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload })

  async function family() {
    const parent = await signIn(t.app, 'parent@lantern.test')
    const children = (await call('GET', '/api/v1/users/children', parent.headers)).json().children as Child[]
    const byName = (name: string) => children.find((c) => c.username === name)!
    return { parent, ava: byName('ava'), ben: byName('ben') }
  }

  it('checks a code: what it opens; unknown is 404, expired is 410; any case works', async () => {
    const { parent } = await family()
    const ok = await call('GET', '/api/v1/activation/demo-p4-maths', parent.headers)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      code: 'DEMO-P4-MATHS',
      courses: [{ subject_name: 'Maths', course_name: 'P4 Maths', activated_at: null }],
    })
    expect(ok.json().courses[0].expires_at).not.toBeNull()
    expect((await call('GET', '/api/v1/activation/NOPE-1234', parent.headers)).statusCode).toBe(404)
    const expired = await call('GET', '/api/v1/activation/DEMO-EXPIRED', parent.headers)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toMatch(/^This code expired on /)
  })

  it('a parent redeems a code for a child once: the child gets the whole course, the code is then used', async () => {
    const { parent, ben } = await family()
    const benIn = await signIn(t.app, 'ben')
    const before = (await call('GET', '/api/v1/quiz', benIn.headers)).json().quizzes.length

    const redeemed = await call('POST', '/api/v1/activation', parent.headers, {
      code: 'DEMO-P4-MATHS',
      child_id: ben.id,
    })
    expect(redeemed.statusCode).toBe(200)
    expect(redeemed.json()).toMatchObject({ child_id: ben.id, courses: [{ subject_name: 'Maths' }] })
    expect(redeemed.json().courses[0].activated_at).not.toBeNull()
    // Lite showed 3 of P4 Maths; the code opens all of it.
    expect((await call('GET', '/api/v1/quiz', benIn.headers)).json().quizzes.length).toBeGreaterThan(before)
    const courses = (await call('GET', '/api/v1/courses/user', benIn.headers)).json().courses
    expect(courses.find((c: { name: string }) => c.name === 'P4 Maths').access).toMatchObject({
      source: 'activation',
      full: true,
    })
    const listed = await call('GET', `/api/v1/activation/courses?student_id=${ben.id}`, parent.headers)
    expect(listed.json().courses).toHaveLength(1)

    const again = await call('POST', '/api/v1/activation', parent.headers, {
      code: 'DEMO-P4-MATHS',
      child_id: ben.id,
    })
    expect(again.statusCode).toBe(410)
    expect((await call('GET', '/api/v1/activation/DEMO-P4-MATHS', parent.headers)).statusCode).toBe(410)
  })

  it('a code for courses the child already has is refused and stays unused', async () => {
    const { parent, ava } = await family()
    const refused = await call('POST', '/api/v1/activation', parent.headers, {
      code: 'DEMO-P5-ENGLISH',
      child_id: ava.id,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('still unused')
    expect((await call('GET', '/api/v1/activation/DEMO-P5-ENGLISH', parent.headers)).statusCode).toBe(200)
  })

  it('two redeems at once: one succeeds, the other is told the code is used', async () => {
    const { parent, ben } = await family()
    const [a, b] = await Promise.all([
      call('POST', '/api/v1/activation', parent.headers, { code: 'DEMO-P4-SCIENCE', child_id: ben.id }),
      call('POST', '/api/v1/activation', parent.headers, { code: 'DEMO-P4-SCIENCE', child_id: ben.id }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410])
  })

  it("another family's child is 404; a student cannot redeem; a student sees only their own", async () => {
    const { parent, ava, ben } = await family()
    const chloe = await signIn(t.app, 'chloe')
    const chloeId = (await call('GET', '/api/v1/users/information', chloe.headers)).json().id
    const foreign = await call('POST', '/api/v1/activation', parent.headers, {
      code: 'DEMO-P6-ALL',
      child_id: chloeId,
    })
    expect(foreign.statusCode).toBe(404)
    const avaIn = await signIn(t.app, 'ava')
    const asStudent = await call('POST', '/api/v1/activation', avaIn.headers, {
      code: 'DEMO-P6-ALL',
      child_id: ava.id,
    })
    expect(asStudent.statusCode).toBe(403)
    expect(
      (await call('GET', `/api/v1/activation/courses?student_id=${ben.id}`, avaIn.headers)).statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/api/v1/activation/courses?student_id=${ava.id}`, avaIn.headers)).statusCode,
    ).toBe(200)
    // The code was not spent by any refusal.
    expect((await call('GET', '/api/v1/activation/DEMO-P6-ALL', parent.headers)).statusCode).toBe(200)
  })
})
