import { and, eq, gte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { QUESTION_CONTENT_TYPE } from '../../../contracts/constants'
import { localDate } from '../../modules/progress/dates'
import { activityDays, evaluations, quizzes, users, xpEvents } from '../schema'
import { DEMO_PASSWORD } from '../seed'
import { answerFor, loadKeys } from './simulated-answers'

type Summary = { id: number; title: string; subject_name?: string; group_type_id?: number | null }
type Detail = { id: number; questions: { id: number }[] }

const DAY_MS = 86_400_000
/** Worksheets from the end of each subject's shelf, so the first ones are still fresh to try in the demo. */
const SHEETS_PER_SUBJECT: Record<string, number> = { Maths: 4, Science: 3, English: 2 }
/** Days ago each hand-in happened, oldest first: some last week, a five-day run up to today. */
const DAYS_AGO = [12, 11, 9, 8, 6, 5, 3, 2, 1, 0]

/** A small, seeded random source, so every new demo database tells the same story. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The subjects taken in turn (Maths, Science, English, Maths, …), as a week of homework mixes them. */
function chooseSheets(list: Summary[]): Summary[] {
  const shelves = Object.entries(SHEETS_PER_SUBJECT).map(([subject, count]) =>
    list
      .filter((q) => q.subject_name === subject && q.group_type_id !== QUESTION_CONTENT_TYPE.EXAM)
      .slice(-count),
  )
  const chosen: Summary[] = []
  for (let round = 0; shelves.some((shelf) => shelf.length > round); round++)
    for (const shelf of shelves) if (shelf[round]) chosen.push(shelf[round])
  const exam = list.find((q) => q.subject_name === 'Maths' && q.group_type_id === QUESTION_CONTENT_TYPE.EXAM)
  return exam ? [...chosen, exam] : chosen
}

/**
 * Two weeks of ava's practice for the demo (`npm start`): worksheets handed in through the real calls and
 * marked by the real engine, with a child's mix of right and wrong answers, then moved back to the days they
 * would have happened, so the parent's dashboard, reports and ava's streak have something to show. Runs once,
 * on a new demo database, never under test (tests start from a family with no history).
 */
export async function seedPracticeHistory(app: FastifyInstance, now = new Date()) {
  const { db } = app.ctx
  const [ava] = await db.select().from(users).where(eq(users.username, 'ava'))
  if (!ava) return
  const [started] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.studentId, ava.id))
    .limit(1)
  if (started) return
  const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    return (String(res.headers['content-type']).includes('json') ? res.json() : res.body) as T
  }
  const { access_token: token } = await call<{ access_token: string }>('POST', '/auth/login', undefined, {
    login_type: 'username',
    username: 'ava',
    password: DEMO_PASSWORD,
  })
  const { quizzes: list } = await call<{ quizzes: Summary[] }>('GET', '/quiz', token)
  const sheets = chooseSheets(list)
  const days = new Set<string>()
  for (const [i, sheet] of sheets.entries()) {
    const daysAgo = DAYS_AGO[Math.min(i, DAYS_AGO.length - 1)]
    // 5:30 pm in Singapore, after school.
    const at = new Date(Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + 9.5 * 3_600_000)
    const handedIn = new Date()
    const detail = await call<Detail>('GET', `/quiz/${sheet.id}`, token)
    const keys = await loadKeys(
      db,
      detail.questions.map((q) => q.id),
    )
    const rnd = seeded(sheet.id)
    const answers = detail.questions.flatMap((q) => {
      const key = keys.get(q.id)
      return key ? [{ question_id: q.id, time_spent: 45, ...answerFor(key, rnd) }] : []
    })
    const stream = await call<string>('POST', `/quiz/${detail.id}/submit`, token, { evaluations: answers })
    if (!stream.includes('grading_completed')) throw new Error(`quiz ${detail.id} was not marked`)
    await db.transaction(async (tx) => {
      await tx
        .update(quizzes)
        .set({ startedAt: new Date(at.getTime() - 20 * 60_000), submittedAt: at, completedAt: at })
        .where(eq(quizzes.id, detail.id))
      await tx
        .update(evaluations)
        .set({ submittedAt: at, updatedAt: at })
        .where(eq(evaluations.quizId, detail.id))
      await tx
        .update(xpEvents)
        .set({ createdAt: at })
        .where(and(eq(xpEvents.userId, ava.id), gte(xpEvents.createdAt, handedIn)))
    })
    days.add(localDate(at, 'Asia/Singapore'))
  }
  await db.delete(activityDays).where(eq(activityDays.userId, ava.id))
  if (days.size) await db.insert(activityDays).values([...days].map((day) => ({ userId: ava.id, day })))
  app.log.info({ worksheets: sheets.length }, 'demo practice history for ava')
}
