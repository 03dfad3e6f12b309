import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { users } from '../../db/schema'

/** The school admin adds children (one by one, or from a spreadsheet), prints their cards and resets passwords. */
describe("a school's children: added, imported, and given new passwords", () => {
  const t = useTestApp()
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }
  const countUsers = async () => (await t.database.db.select({ id: users.id }).from(users)).length
  const studentSignIn = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'username', username, password },
    })

  it('adds one child with a card whose username and password work at once, in a class of the school', async () => {
    const owner = await as('owner@lantern.test')
    const klass = (await owner('GET', '/api/v1/teachers/class')).json().classes[0]
    const made = await owner('POST', '/api/v1/teachers/students', {
      first_name: 'Zoë',
      last_name: 'Ng',
      academic_level_id: 5,
      class_id: klass.id,
    })
    expect(made.statusCode).toBe(201)
    const card = made.json()
    expect(card).toMatchObject({ first_name: 'Zoë', username: 'zoe.n', class_name: klass.name })
    expect(card.password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/)
    expect((await studentSignIn(card.username, card.password)).statusCode).toBe(200)
    // The same name again gets the next free username.
    const twin = (
      await owner('POST', '/api/v1/teachers/students', {
        first_name: 'Zoe',
        last_name: 'Nair',
        academic_level_id: 5,
      })
    ).json()
    expect(twin.username).toBe('zoe.n2')
    const taken = await owner('POST', '/api/v1/teachers/students', {
      first_name: 'Zed',
      last_name: 'X',
      academic_level_id: 5,
      username: 'chloe',
    })
    expect(taken.statusCode).toBe(409)
    const teacher = await as('teacher@lantern.test')
    const refused = await teacher('POST', '/api/v1/teachers/students', {
      first_name: 'A',
      last_name: 'B',
      academic_level_id: 5,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/school’s admin/)
  })

  it('previews a spreadsheet with every row’s problems, writes nothing while any remain, then writes every row at once', async () => {
    const owner = await as('owner@lantern.test')
    const klass = (await owner('GET', '/api/v1/teachers/class')).json().classes[0]
    const bad = [
      'First Name,Surname,Level,Class,Username',
      `Aisha,Rahman,P5,${klass.name},`,
      'Ben,,P9,Nowhere,',
      `"Lee, Jr",Ming,Primary 5,,chloe`,
      'Mo,Li,5,,mo.li',
      'Mo,Lim,5,,mo.li',
    ].join('\r\n')
    const before = await countUsers()
    const preview = await owner('POST', '/api/v1/teachers/students/import', { csv: bad })
    expect(preview.statusCode).toBe(200)
    const { rows, can_import } = preview.json()
    expect(can_import).toBe(false)
    expect(rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6])
    expect(rows[0]).toMatchObject({
      first_name: 'Aisha',
      class_id: klass.id,
      username: 'aisha.r',
      problems: [],
    })
    expect(rows[1].problems).toEqual([
      'Last name: Enter a name.',
      'Level “P9” is not one we know: use P1 to P6.',
      'Class “Nowhere” is not a class of your school: create it first, or leave the cell empty.',
    ])
    expect(rows[2].first_name).toBe('Lee, Jr')
    expect(rows[2].problems).toEqual(['Username “chloe” is taken. Choose another, or leave the cell empty.'])
    expect(rows[3].problems).toEqual([])
    expect(rows[4].problems).toEqual(['Username “mo.li” is also on line 5.'])
    const refused = await owner('POST', '/api/v1/teachers/students/import', { csv: bad, dry_run: false })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^Nothing was added: 3 rows have problems\. Line 3:/)
    expect(await countUsers()).toBe(before)

    const good = ['first_name,last_name,level,class', `Aisha,Rahman,P5,${klass.name}`, 'Ben,Ong,P4,'].join(
      '\n',
    )
    const done = await owner('POST', '/api/v1/teachers/students/import', { csv: good, dry_run: false })
    expect(done.statusCode).toBe(200)
    const cards = done.json().created
    expect(cards.map((c: { username: string }) => c.username)).toEqual(['aisha.r', 'ben.o'])
    expect(cards[0].class_name).toBe(klass.name)
    expect(await countUsers()).toBe(before + 2)
    expect((await studentSignIn(cards[1].username, cards[1].password)).statusCode).toBe(200)
    const inClass = (await owner('GET', `/api/v1/teachers/class/${klass.id}`)).json().students
    expect(inClass.map((s: { username: string }) => s.username)).toContain('aisha.r')

    const noHeader = await owner('POST', '/api/v1/teachers/students/import', { csv: 'Aisha,Rahman,P5' })
    expect(noHeader.statusCode).toBe(400)
    expect(noHeader.json().message).toMatch(/first line must name the columns/)
    const onlyHeader = await owner('POST', '/api/v1/teachers/students/import', {
      csv: 'first_name,last_name,level\n',
    })
    expect(onlyHeader.statusCode).toBe(400)
  })

  it('gives a child a new password: their teacher or the school admin may, their sessions end, another teacher may not', async () => {
    const chloe = (await t.database.db.select().from(users).where(eq(users.username, 'chloe')))[0]
    const dylan = (await t.database.db.select().from(users).where(eq(users.username, 'dylan')))[0]
    const session = await signIn(t.app, 'chloe')
    const teacher = await as('teacher@lantern.test')
    const card = (await teacher('POST', `/api/v1/teachers/students/${chloe.id}/reset-password`)).json()
    expect(card).toMatchObject({ username: 'chloe', class_name: expect.any(String) })
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/information',
      headers: session.headers,
    })
    expect(old.statusCode).toBe(401)
    expect((await studentSignIn('chloe', card.password)).statusCode).toBe(200)
    // dylan is in none of this teacher's classes.
    const notTheirs = await teacher('POST', `/api/v1/teachers/students/${dylan.id}/reset-password`)
    expect(notTheirs.statusCode).toBe(403)
    const owner = await as('owner@lantern.test')
    expect((await owner('POST', `/api/v1/teachers/students/${dylan.id}/reset-password`)).statusCode).toBe(200)
  })

  it('makes activation codes for the school’s courses that a family can redeem', async () => {
    const owner = await as('owner@lantern.test')
    const courses = (await owner('GET', '/api/v1/courses')).json()
    const courseId = (Array.isArray(courses) ? courses : courses.courses)[0].id
    const made = await owner('POST', '/api/v1/teachers/activation-codes', {
      course_ids: [courseId],
      count: 3,
      expires_at: '2099-12-31',
      access_days: 365,
    })
    expect(made.statusCode).toBe(201)
    const codes = made.json().activation_codes
    expect(codes).toHaveLength(3)
    expect(codes[0]).toMatchObject({ course_ids: [courseId], redeemed_by: null })
    expect(codes[0].code).toMatch(/^[A-Z3-9]{4}-[A-Z3-9]{4}-[A-Z3-9]{4}$/)
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(3)
    const parent = await as('parent@lantern.test')
    const checked = await parent('GET', `/api/v1/activation/${codes[0].code}`)
    expect(checked.statusCode).toBe(200)
    const past = await owner('POST', '/api/v1/teachers/activation-codes', {
      course_ids: [courseId],
      count: 1,
      expires_at: '2020-01-01',
    })
    expect(past.statusCode).toBe(400)
    const teacher = await as('teacher@lantern.test')
    expect(
      (await teacher('POST', '/api/v1/teachers/activation-codes', { course_ids: [courseId], count: 1 }))
        .statusCode,
    ).toBe(403)
  })
})
