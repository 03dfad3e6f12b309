import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn, useTestApp } from '../../../tests/server'
import { answerChoice } from './answer'
import { CATALOGUE, findQuery, type QueryName } from './catalogue'
import { addAssistantFixtures, CHILD_NAMES } from './testing'
import { EXAMPLES, understandOffline } from './understand'

const childName = new RegExp(`\\b(${CHILD_NAMES.join('|')})\\b`)

describe('the admin assistant', () => {
  const t = useTestApp()
  const now = new Date()
  const answers: string[] = []
  let fixtures: Awaited<ReturnType<typeof addAssistantFixtures>>
  let admin: { authorization: string }

  const run = (name: QueryName, params: Record<string, unknown>, at = now) => {
    const query = findQuery(name)
    if (!query) throw new Error(`no query ${name}`)
    return query.run({ db: t.database.db, now: at }, query.params.parse(params)) as Promise<never>
  }
  const ask = async (input: unknown, headers = admin) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/assistant',
      headers,
      payload: { input },
    })
    if (res.statusCode === 200) answers.push(res.json().output)
    return res
  }
  const directCount = async (query: ReturnType<typeof sql>) =>
    Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n)

  beforeAll(async () => {
    fixtures = await addAssistantFixtures(t.database.db, now)
    admin = (await signIn(t.app, 'admin@lantern.test')).headers
  })

  describe('each query of the catalogue, against the seeded database', () => {
    it('counts students, by level and by school', async () => {
      const all = await directCount(sql`select count(*) as n from users where user_role_id = 1 and is_active`)
      expect(await run('students_count', {})).toEqual({ students: all })
      expect(await run('students_count', { level: 'P5' })).toEqual({ students: 3 })
      expect(await run('students_count', { level: 'Primary 4', school: 'Lantern Demo Primary' })).toEqual({
        students: 0,
      })
      expect(await run('students_count', { school: 'lantern demo primary' })).toEqual({ students: 2 })
    })

    it('counts completed quizzes and their average score, by period, subject, level and school', async () => {
      expect(await run('quizzes_completed', { period: 'today' })).toEqual({ quizzes: 3, students: 2 })
      expect(await run('quizzes_completed', { period: 'all_time' })).toEqual({ quizzes: 4, students: 2 })
      expect(await run('quizzes_completed', { period: 'today', subject: 'maths' })).toEqual({
        quizzes: 2,
        students: 2,
      })
      expect(await run('quizzes_completed', { period: 'today', school: 'Lantern Demo Primary' })).toEqual({
        quizzes: 1,
        students: 1,
      })
      expect(await run('average_score', { period: 'today' })).toEqual({ quizzes: 3, percent: 50 })
      expect(await run('average_score', { period: 'all_time', subject: 'Maths' })).toEqual({
        quizzes: 3,
        percent: 75,
      })
      expect(await run('average_score', { period: 'today', level: 'P6' })).toEqual({
        quizzes: 0,
        percent: null,
      })
    })

    it('counts active students: those who signed in or practised', async () => {
      const result = (await run('active_students', { period: 'today' })) as {
        active: number
        practised: number
      }
      expect(result.practised).toBe(2)
      expect(result.active).toBeGreaterThanOrEqual(2)
      // Forty days ago only ava's early quiz happened, and nobody signed in.
      const back = new Date(now.getTime() - 40 * 86_400_000 + 60_000)
      expect(await run('active_students', { period: 'today' }, back)).toEqual({ active: 1, practised: 1 })
    })

    it('lists the hardest questions by the share answered right', async () => {
      const rows = (await run('hardest_questions', { subject: 'Maths', level: 'P5' })) as {
        questionId: number
        attempts: number
        correctPercent: number
      }[]
      expect(rows.map((r) => [r.questionId, r.attempts, r.correctPercent])).toEqual([
        [fixtures.hardest.id, 2, 0],
        [fixtures.nextHardest.id, 2, 50],
      ])
      expect(await run('hardest_questions', { subject: 'Science' })).toEqual([])
      expect(await run('hardest_questions', { limit: 1 })).toHaveLength(1)
    })

    it('sums the coaches’ use, leaving out the assistant’s own threads, and the flags by category', async () => {
      const usage = (await run('chat_usage', { period: 'today' })) as { coach: string; sent: number }[]
      expect(usage.map((u) => [u.coach, u.sent])).toEqual([
        ['visitor', 1],
        ['student', 2],
      ])
      expect(await run('flags_by_category', { period: 'today' })).toEqual([
        { category: 'bullying', n: 1, unreviewed: 1 },
        { category: 'self_harm', n: 1, unreviewed: 0 },
      ])
      expect(await run('flags_by_category', { period: 'all_time' })).toContainEqual({
        category: 'bullying',
        n: 2,
        unreviewed: 2,
      })
    })

    it('counts live subscriptions, sign-ups by role and open question reports', async () => {
      expect(await run('subscriptions_active', {})).toEqual([
        { interval: 'month', n: 1 },
        { interval: 'year', n: 1 },
      ])
      const recent = await directCount(
        sql`select count(*) as n from users where created_at >= now() - interval '30 days'`,
      )
      const signups = (await run('signups', { period: 'last_30_days' })) as { n: number }[]
      expect(signups.reduce((sum, r) => sum + r.n, 0)).toBe(recent)
      const old = (await run('signups', { period: 'last_month' })) as { role: string; n: number }[]
      expect(old.filter((r) => r.role === 'student').reduce((sum, r) => sum + r.n, 0)).toBeLessThanOrEqual(1)
      const reports = (await run('question_reports_open', {})) as { subject: string; n: number }[]
      expect(reports).toContainEqual({ subject: 'Maths', n: 1 })
    })
  })

  describe('understanding a question offline', () => {
    it('maps each example question to its query', async () => {
      for (const query of CATALOGUE) {
        const choice = await understandOffline(t.database.db, EXAMPLES[query.name])
        expect(choice?.name, EXAMPLES[query.name]).toBe(query.name)
      }
    })

    it('reads the period, subject, level, school and list length a question names', async () => {
      expect(
        await understandOffline(
          t.database.db,
          'Average mark in Primary 5 mathematics at Lantern Demo Primary this week?',
        ),
      ).toEqual({
        name: 'average_score',
        params: { period: 'this_week', subject: 'Maths', level: 'P5', school: 'Lantern Demo Primary' },
      })
      expect(await understandOffline(t.database.db, 'top 50 toughest science questions in p6')).toEqual({
        name: 'hardest_questions',
        params: { subject: 'Science', level: 'P6', limit: 20 },
      })
      expect(await understandOffline(t.database.db, 'quizzes finished in the past 7 days')).toEqual({
        name: 'quizzes_completed',
        params: { period: 'last_7_days' },
      })
      expect(await understandOffline(t.database.db, 'average score in geography')).toEqual({
        name: 'average_score',
        params: { period: 'all_time', subject: 'geography' },
      })
      expect(await understandOffline(t.database.db, 'What is the weather like?')).toBeNull()
    })

    it('refuses parameters its schema does not allow, and names it does not know, in words', async () => {
      const db = { db: t.database.db }
      const injected = await answerChoice(db, {
        name: 'quizzes_completed',
        params: { period: "today'; drop table users; --" },
      })
      expect(injected.query).toBeNull()
      expect(injected.text).toMatch(/^I could not use quizzes_completed that way \(period: /)
      const extra = await answerChoice(db, {
        name: 'students_count',
        params: { sql: 'select first_name from users' },
      })
      expect(extra.text).toMatch(/I could not use students_count that way/)
      const unknown = await answerChoice(db, {
        name: 'average_score',
        params: { period: 'today', subject: 'Geography' },
      })
      expect(unknown.text).toMatch(
        /^Lantern has no subject called "Geography"\. Its subjects include Maths, /,
      )
    })
  })

  describe('POST /admin/assistant', () => {
    it('answers an admin with numbers that match a direct count, naming the query and its parameters', async () => {
      const quizzesToday = await directCount(
        sql`select count(*) as n from quizzes where status = 'completed' and completed_at >= ${new Date(Date.now() - 3_600_000)}`,
      )
      const res = await ask('How many quizzes were completed today?')
      expect(res.statusCode).toBe(200)
      expect(res.json().output).toBe(
        `Answered from quizzes_completed (today, all subjects, all schools): ${quizzesToday} quizzes were completed today by 2 students.`,
      )
      const students = await directCount(
        sql`select count(*) as n from users where user_role_id = 1 and is_active`,
      )
      const count = await ask('How many students are there?')
      expect(count.json().output).toBe(
        `Answered from students_count (all levels, all schools): Lantern has ${students} student accounts switched on.`,
      )
      expect((await ask('What was the average score in history last month?')).json().output).toMatch(
        /^Lantern has no subject called "history"\. Its subjects include Maths, Science, English, Chinese\. Ask again/,
      )
    })

    it('answers every example question, and never with a child’s name', async () => {
      for (const example of Object.values(EXAMPLES)) expect((await ask(example)).statusCode).toBe(200)
      expect((await ask('List the hardest questions')).json().output).toContain(
        `question ${fixtures.hardest.id}`,
      )
      expect(answers.length).toBeGreaterThan(10)
      for (const answer of answers) expect(answer).not.toMatch(childName)
    })

    it('keeps each exchange as an admin_assistant thread with the query that answered it', async () => {
      await ask('How many subscriptions are active?')
      const stored = await t.database.db.execute(
        sql`select state from chat_threads where kind = 'admin_assistant' order by created_at desc, id limit 50`,
      )
      const states = (stored as unknown as { rows: { state: { query: string } }[] }).rows.map(
        (r) => r.state.query,
      )
      expect(states).toContain('subscriptions_active')
    })

    it('offers what it can answer when it does not understand, with a 200', async () => {
      const res = await ask('Which teacher has the nicest handwriting?')
      expect(res.statusCode).toBe(200)
      expect(res.json().output).toMatch(
        /^I can't answer that from Lantern's data yet\. I can tell you about:/,
      )
      for (const query of CATALOGUE) expect(res.json().output).toContain(`- ${query.name}: `)
    })

    it('refuses empty input with a 400, anyone signed out with a 401, and every other role with a 403', async () => {
      expect((await ask('')).statusCode).toBe(400)
      expect((await ask('   ')).statusCode).toBe(400)
      expect((await ask(42)).statusCode).toBe(400)
      expect((await ask('x'.repeat(8001))).statusCode).toBe(400)
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/assistant',
        payload: { input: 'How many students are there?' },
      })
      expect(anonymous.statusCode).toBe(401)
      for (const who of ['teacher@lantern.test', 'parent@lantern.test', 'ava']) {
        const res = await ask('How many students are there?', (await signIn(t.app, who)).headers)
        expect(res.statusCode, who).toBe(403)
        expect(res.json().message).toBe('Only a admin account can do this.')
      }
    })
  })
})
