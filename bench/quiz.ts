/**
 * Quiz benchmark (issue 3, point 9), run after the HTTP benchmark by `npm run bench`, or alone with
 * `npx tsx bench/quiz.ts`.
 *
 * A. Offline engine: BENCH_QUIZ_STUDENTS students (default 200) each submit a BENCH_QUIZ_QUESTIONS-question
 *    quiz (default 10), all at once, over real HTTP; per student, the time from sending the submit to
 *    receiving `grading_completed`, read from the Server-Sent Events body as it arrives.
 * B. A model server: the fake OpenAI-compatible server of the tests, in a worker thread of its own (so its
 *    timers do not share the app's event loop), answers the marking of open answers with valid JSON and
 *    streams every explanation (first token after ~50 ms, then one every ~5 ms). BENCH_QUIZ_MODEL_STUDENTS
 *    students (default 20) submit at once. Each answer carries a tag (the evaluation id) in its working, which
 *    the explanation prompt contains, so the fake knows which explanation it is writing: it notes when it wrote
 *    that explanation's first token, the client notes when that explanation's first `explanation` event
 *    arrived, and the difference is the time our server adds (SDK parsing, the grading loop, the SSE write).
 *
 * The seeded bank has no P5 worksheet of 10 questions (they hold 5–8), so the benchmark adds shared "mixed
 * revision" worksheets of BENCH_QUIZ_QUESTIONS questions to each P5 course, interleaving its topics (oral
 * questions left out: they need a recording). Students, sessions and worksheets are written to the database
 * directly; everything measured goes through the HTTP API.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../server/db/client'
import { academicLevels, courses, questions, worksheetQuestions, worksheets } from '../server/db/schema'
import { bank } from '../server/db/seed/bank/index'
import { answerFor, loadKeys } from '../server/db/seed/simulated-answers'
import { hashPassword } from '../server/lib/crypto'
import { startModuleWorker } from '../server/lib/module-runner'
import { type FakeChatReply, startFakeOpenAiServer } from '../tests/fake-openai-server'
import { machine, round, stats, table, writeResults } from './figures'
import { prepareBenchDatabase } from './prepare'
import { benchServerEnv, type ServerFigures, startServerProcess } from './server-process'
import { clock, readSseBlocks } from './sse-read'
import { type BenchStudent, createBenchStudents, pool, SETUP_CONCURRENCY } from './students'

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}
const STUDENTS = positive(process.env.BENCH_QUIZ_STUDENTS, 200)
const QUESTIONS = positive(process.env.BENCH_QUIZ_QUESTIONS, 10)
const MODEL_STUDENTS = positive(process.env.BENCH_QUIZ_MODEL_STUDENTS, 20)
const FIRST_TOKEN_MS = 50
const TOKEN_GAP_MS = 5
const EXPLANATION_TOKENS = 40
const MARKING_DELAY_MS = 50
const REQUEST_TIMEOUT_MS = 300_000
const API_KEY = 'bench'
const FAKE_ROLE = 'lantern-bench-fake-model'
const MODEL_MARK = '(model)'

/** Milliseconds since the epoch with sub-millisecond precision, comparable between threads. */

// ---------------------------------------------------------------------------------------------------------
// The fake model, in its worker thread
// ---------------------------------------------------------------------------------------------------------

type FakeRecord = { evaluationId: number; receivedAt: number; firstTokenAt: number | null }
type ToWorker = { type: 'ping'; t0: number } | { type: 'collect' } | { type: 'close' }
type FromWorker =
  | { type: 'ready'; baseUrl: string }
  | { type: 'pong'; t0: number; tw: number }
  | { type: 'records'; records: FakeRecord[]; markingRequests: number }
  | { type: 'closed' }

const explanationTokens = (evaluationId: number) =>
  [
    `${MODEL_MARK} `,
    ...Array.from({ length: EXPLANATION_TOKENS - 1 }, (_, i) =>
      i % 8 === 7 ? `step ${i + 1} of explanation ${evaluationId}. ` : 'word ',
    ),
  ] as string[]

/**
 * The fake writes chunk i after the (i+1)-th call of the iterator's next() (for…of: next, sleep, write). So the
 * second call comes right after the first token was written: that is when it is stamped.
 */
function stampAfterFirstWrite(chunks: string[], stamp: () => void): string[] {
  const items = [...chunks]
  Object.defineProperty(chunks, Symbol.iterator, {
    value: function* () {
      for (let i = 0; i < items.length; i++) {
        if (i === 1) stamp()
        yield items[i]
      }
      if (items.length === 1) stamp()
    },
  })
  return chunks
}

async function serveFakeModel() {
  const port = parentPort!
  const fake = await startFakeOpenAiServer(API_KEY)
  const records: FakeRecord[] = []
  let markingRequests = 0
  fake.onChat(async (request): Promise<FakeChatReply> => {
    const receivedAt = clock()
    const system = request.messages.find((m) => m.role === 'system')?.content ?? ''
    if (!request.stream) {
      // Marking of an open answer: a verdict on every criterion of the scheme, in the shape verdict.ts reads.
      markingRequests++
      await sleep(MARKING_DELAY_MS)
      const ids = [...system.matchAll(/^- id "([^"]+)"/gm)].map((m) => m[1])
      const criteria = ids.map((id, i) => ({ id, met: i % 2 === 0, reason: 'Benchmark verdict.' }))
      return { content: JSON.stringify({ criteria, summary: 'Benchmark verdict.' }) }
    }
    const user = request.messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .join('\n')
    const record: FakeRecord = {
      evaluationId: Number(/bench-ev-(\d+)/.exec(user)?.[1] ?? 0),
      receivedAt,
      firstTokenAt: null,
    }
    records.push(record)
    await sleep(FIRST_TOKEN_MS)
    const chunks = stampAfterFirstWrite(explanationTokens(record.evaluationId), () => {
      record.firstTokenAt = clock()
    })
    return { chunks, delayMs: TOKEN_GAP_MS }
  })
  port.on('message', async (message: ToWorker) => {
    const reply = (m: FromWorker) => port.postMessage(m)
    if (message.type === 'ping') reply({ type: 'pong', t0: message.t0, tw: clock() })
    else if (message.type === 'collect') reply({ type: 'records', records, markingRequests })
    else if (message.type === 'close') {
      await fake.close()
      reply({ type: 'closed' })
      port.close()
    }
  })
  port.postMessage({ type: 'ready', baseUrl: fake.baseUrl } satisfies FromWorker)
}

/** Starts the fake in a worker (tsx registered there too) and answers a way to talk to it. */
async function startFakeWorker() {
  const entry = import.meta.url
  const worker = startModuleWorker(entry, { workerData: { role: FAKE_ROLE } })
  const next = <T extends FromWorker['type']>(type: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromWorker) => {
        if (m.type !== type) return
        worker.off('message', onMessage)
        worker.off('error', reject)
        resolve(m as Extract<FromWorker, { type: T }>)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
    })
  const { baseUrl } = await next('ready')
  const ask = <T extends FromWorker['type']>(message: ToWorker, type: T) => {
    const answer = next(type)
    worker.postMessage(message)
    return answer
  }
  return {
    baseUrl,
    /** The worker's clock minus ours, from the round trip with the smallest delay (NTP-style). */
    async clockOffset() {
      let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 }
      for (let i = 0; i < 30; i++) {
        const t0 = clock()
        const { tw } = await ask({ type: 'ping', t0 }, 'pong')
        const t1 = clock()
        if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: tw - (t0 + t1) / 2 }
      }
      return best
    },
    collect: () => ask({ type: 'collect' }, 'records'),
    async close() {
      await ask({ type: 'close' }, 'closed')
      await worker.terminate()
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// Setup: worksheets, students, sessions, quizzes opened and answers written
// ---------------------------------------------------------------------------------------------------------

type AnswerInput = {
  question_id: number
  value?: string
  selected_option_id?: number
  method_answer?: string
  time_spent: number
}
type Student = BenchStudent
export type Prepared = { student: Student; quizId: number; body: string; questions: number }

/** A small seeded generator, so every run answers the same way. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Shared P5 worksheets of `size` questions per course, each mixing the course's topics. */
export async function createMixedWorksheets(db: Db, runId: string, size: number) {
  const p5 = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(and(eq(academicLevels.name, 'P5'), isNull(courses.schoolId), eq(courses.isActive, true)))
    .orderBy(asc(courses.id))
  const modelAnswers = new Set(bank.questions.map((q) => q.ref))
  const created: { id: number; title: string; questionIds: number[] }[] = []
  for (const course of p5) {
    const candidates = await db
      .select({ id: questions.id, ref: questions.ref, key: questions.answerKey })
      .from(questions)
      .where(
        and(eq(questions.courseId, course.id), isNull(questions.parentId), eq(questions.isEnabled, true)),
      )
      .orderBy(asc(questions.id))
    const usable = candidates.filter((q) => q.key.kind !== 'oral' && q.ref && modelAnswers.has(q.ref))
    const count = Math.floor(usable.length / size)
    for (let k = 0; k < count; k++) {
      // Every count-th question from k: a spread over the course's topics, as a revision paper would be.
      const questionIds = Array.from({ length: size }, (_, i) => usable[k + i * count].id)
      const title = `${course.name} mixed revision ${k + 1} (benchmark)`
      const [sheet] = await db
        .insert(worksheets)
        .values({ ref: `bench-${runId}-${course.id}-${k + 1}`, title, courseId: course.id, groupTypeId: 9 })
        .returning({ id: worksheets.id })
      await db
        .insert(worksheetQuestions)
        .values(questionIds.map((questionId, i) => ({ worksheetId: sheet.id, questionId, position: i + 1 })))
      created.push({ id: sheet.id, title, questionIds })
    }
  }
  if (!created.length) throw new Error(`No P5 course has ${size} questions to make a worksheet of.`)
  return created
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** The answer keys of the worksheets' questions, to answer them as students would. */
export const keysOf = (db: Db, sheets: { questionIds: number[] }[]) =>
  loadKeys(db, [...new Set(sheets.flatMap((s) => s.questionIds))])

/** Each student lists their quizzes for their worksheet, opens it, and writes their answers. */
export async function prepareSubmissions(
  keys: Awaited<ReturnType<typeof keysOf>>,
  base: string,
  students: Student[],
  sheets: { id: number; questionIds: number[] }[],
  seed: number,
  tagWorking: boolean,
): Promise<Prepared[]> {
  return pool(students, SETUP_CONCURRENCY, async (student) => {
    const sheet = sheets[student.index % sheets.length]
    const { quizzes } = await getJson<{ quizzes: { id: number; worksheet_id: number }[] }>(
      `${base}/api/v1/quiz?worksheet_id=${sheet.id}`,
      student.token,
    )
    const quiz = quizzes.find((q) => q.worksheet_id === sheet.id)
    if (!quiz) throw new Error(`Student ${student.index} does not see worksheet ${sheet.id}.`)
    const detail = await getJson<{
      questions: { id: number }[]
      evaluations: { id: number; question_id: number }[]
    }>(`${base}/api/v1/quiz/${quiz.id}`, student.token)
    const rnd = random(seed * 100_003 + student.index)
    const evaluations = detail.questions.slice(0, QUESTIONS).map((question): AnswerInput => {
      const evaluation = detail.evaluations.find((e) => e.question_id === question.id)!
      return {
        question_id: question.id,
        ...answerFor(keys.get(question.id)!, rnd),
        ...(tagWorking && { method_answer: `My working, bench-ev-${evaluation.id}.` }),
        time_spent: 20 + Math.floor(rnd() * 100),
      }
    })
    return { student, quizId: quiz.id, body: JSON.stringify({ evaluations }), questions: evaluations.length }
  })
}

// ---------------------------------------------------------------------------------------------------------
// Submitting and reading the stream
// ---------------------------------------------------------------------------------------------------------

export type Outcome = {
  student: number
  questions: number
  status: number
  error?: string
  startedAt: number
  firstEventAt?: number
  completedAt?: number
  evaluations: number
  fullMarks: number
  marks?: number
  maxScore?: number
  firstExplanationAt: Map<number, number>
  explanationText: Map<number, string>
}

export async function submit(base: string, p: Prepared): Promise<Outcome> {
  const out: Outcome = {
    student: p.student.index,
    questions: p.questions,
    status: 0,
    startedAt: clock(),
    evaluations: 0,
    fullMarks: 0,
    firstExplanationAt: new Map(),
    explanationText: new Map(),
  }
  try {
    const res = await fetch(`${base}/api/v1/quiz/${p.quizId}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.student.token}`, 'content-type': 'application/json' },
      body: p.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    out.status = res.status
    if (res.status !== 200 || !res.body) {
      out.error = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`
      return out
    }
    await readSseBlocks(res.body, (event, text, at) => {
      const data: unknown = JSON.parse(text)
      if (event !== 'heartbeat') out.firstEventAt ??= at
      if (event === 'evaluations') {
        for (const e of data as { is_full_marks: boolean | null }[]) {
          out.evaluations++
          if (e.is_full_marks) out.fullMarks++
        }
      } else if (event === 'explanation') {
        const { evaluation_id: id, delta } = data as { evaluation_id: number; delta: string }
        if (!out.firstExplanationAt.has(id)) out.firstExplanationAt.set(id, at)
        out.explanationText.set(id, (out.explanationText.get(id) ?? '') + delta)
      } else if (event === 'grading_completed') {
        const done = data as { marks_given: number; max_score: number }
        out.completedAt = at
        out.marks = done.marks_given
        out.maxScore = done.max_score
      } else if (event === 'error') {
        out.error = `error event: ${JSON.stringify(data)}`
      }
    })
    if (!out.error && out.completedAt === undefined) out.error = 'the stream ended without grading_completed'
    if (!out.error && out.evaluations !== p.questions) {
      out.error = `${out.evaluations} evaluations for ${p.questions} questions`
    }
  } catch (err) {
    out.error = String(err)
  }
  return out
}

/** Everyone at once: every request is built first, then all are sent in the same turn of the event loop. */
const storm = (base: string, prepared: Prepared[]) => Promise.all(prepared.map((p) => submit(base, p)))

// ---------------------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------------------

export function summarise(outcomes: Outcome[]) {
  const ok = outcomes.filter((o) => !o.error)
  const errors = outcomes.filter((o) => o.error)
  const start = Math.min(...outcomes.map((o) => o.startedAt))
  const end = Math.max(...ok.map((o) => o.completedAt!))
  const questionsMarked = ok.reduce((n, o) => n + o.evaluations, 0)
  const marks = ok.reduce((n, o) => n + (o.marks ?? 0), 0)
  const maxScore = ok.reduce((n, o) => n + (o.maxScore ?? 0), 0)
  return {
    students: outcomes.length,
    errors: errors.length,
    errorSamples: errors.slice(0, 5).map((o) => `student ${o.student}: ${o.error}`),
    wallMs: round(end - start),
    questionsMarked,
    questionsPerSecond: round(questionsMarked / ((end - start) / 1000)),
    fullMarksShare: round(ok.reduce((n, o) => n + o.fullMarks, 0) / Math.max(1, questionsMarked), 3),
    marksShare: round(marks / Math.max(1, maxScore), 3),
    firstEventMs: stats(ok.map((o) => o.firstEventAt! - o.startedAt)),
    gradingCompletedMs: stats(ok.map((o) => o.completedAt! - o.startedAt)),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------------------------

/**
 * The mixed worksheets, their answer keys, and both scenarios' students with sessions, written before any server
 * starts (prepare.ts); each scenario's server process then opens the database.
 */
const prepare = (dataDir: string, secretKey: string, runId: string) =>
  prepareBenchDatabase(dataDir, secretKey, async (db, app) => {
    const sheets = await createMixedWorksheets(db, runId, QUESTIONS)
    const hash = await hashPassword(`bench-${runId}`)
    return {
      sheets,
      keys: await keysOf(db, sheets),
      a: await createBenchStudents(db, app, `bench-${runId}-a`, STUDENTS, hash),
      b: await createBenchStudents(db, app, `bench-${runId}-b`, MODEL_STUDENTS, hash),
    }
  })

/** The server's memory and event loop while a scenario ran, in one line. */
const serverLine = (w: ServerFigures) =>
  `server while marking: RSS before ${w.memory.rssBeforeMb} MB, peak ${w.memory.rssPeakMb} MB` +
  (w.database ? ` (the embedded database's thread holds ${w.database.totalMb} MB of it)` : '') +
  ` · heap peak ${w.memory.heapPeakMb} MB · event loop ${(w.eventLoop.utilisation * 100).toFixed(0)}% busy, ` +
  `delay p50 ${w.eventLoop.delayP50Ms} ms, p99 ${w.eventLoop.delayP99Ms} ms, max ${w.eventLoop.delayMaxMs} ms`

/** Runs both scenarios, prints them, writes bench/results/quiz-latest.json; answers the exit code. */
export async function runQuizBench(): Promise<number> {
  const runId = Math.random().toString(36).slice(2, 8)
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lantern-bench-quiz-'))
  const secretKey = randomBytes(32).toString('hex')
  const env = benchServerEnv(dataDir, secretKey)
  const closers: (() => Promise<unknown>)[] = []
  let exitCode = 0
  try {
    const { sheets, keys, a: aStudents, b: bStudents, kind } = await prepare(dataDir, secretKey, runId)

    // A: offline engine
    const offline = await startServerProcess(env)
    closers.push(() => offline.close())
    console.log(
      `\nQuiz submit, offline engine: ${STUDENTS} students × ${QUESTIONS} questions, all sent at once ` +
        `(${sheets.length} P5 worksheets of ${QUESTIONS}, ${kind}; the compiled server in a process of its own)`,
    )
    const aPrepared = await prepareSubmissions(keys, offline.base, aStudents, sheets, 1, false)
    const watchA = offline.watch()
    const a = { outcomes: await storm(offline.base, aPrepared) }
    const aServer = await watchA()
    const aSummary = summarise(a.outcomes)
    table([
      ['submit → first event', aSummary.firstEventMs],
      ['submit → grading_completed', aSummary.gradingCompletedMs],
    ])
    console.log(
      `wall time ${aSummary.wallMs.toFixed(0)} ms · ${aSummary.questionsMarked} questions marked ` +
        `(${aSummary.questionsPerSecond} /s) · full marks on ${(aSummary.fullMarksShare * 100).toFixed(0)}% ` +
        `of answers, ${(aSummary.marksShare * 100).toFixed(0)}% of marks · errors ${aSummary.errors}`,
    )
    console.log(serverLine(aServer))
    for (const e of aSummary.errorSamples) console.error(`  ${e}`)
    if (aSummary.errors > 0) exitCode = 1
    await offline.close()
    closers.pop()

    // B: the fake model server, in a thread of this process; the app in its own
    const fake = await startFakeWorker()
    closers.push(() => fake.close())
    const modelServer = await startServerProcess({
      ...env,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: API_KEY,
    })
    closers.push(() => modelServer.close())
    const modelBase = modelServer.base
    console.log(
      `\nQuiz submit, fake model server (first token after ${FIRST_TOKEN_MS} ms, then one every ` +
        `${TOKEN_GAP_MS} ms, ${EXPLANATION_TOKENS} tokens; open answers marked after ${MARKING_DELAY_MS} ms): ` +
        `${MODEL_STUDENTS} students × ${QUESTIONS} questions at once`,
    )
    const bPrepared = await prepareSubmissions(keys, modelBase, bStudents, sheets, 2, true)
    const watchB = modelServer.watch()
    const b = { outcomes: await storm(modelBase, bPrepared) }
    const bServer = await watchB()
    const bSummary = summarise(b.outcomes)
    const { records, markingRequests } = await fake.collect()
    const sync = await fake.clockOffset()
    const written = new Map(records.filter((r) => r.firstTokenAt !== null).map((r) => [r.evaluationId, r]))
    const added: number[] = []
    const modelWait: number[] = []
    let unmatched = 0
    let notFromModel = 0
    for (const o of b.outcomes) {
      for (const [evaluationId, arrivedAt] of o.firstExplanationAt) {
        const record = written.get(evaluationId)
        if (!o.explanationText.get(evaluationId)?.startsWith(MODEL_MARK)) notFromModel++
        if (!record) {
          unmatched++
          continue
        }
        added.push(arrivedAt - (record.firstTokenAt! - sync.offset))
        modelWait.push(record.firstTokenAt! - record.receivedAt)
      }
    }
    const addedStats = stats(added)
    table([
      ['model first token → client first explanation', addedStats],
      ['(fake) request received → first token written', stats(modelWait)],
      ['submit → grading_completed', bSummary.gradingCompletedMs],
    ])
    console.log(
      `server-added latency to the first explanation token: p50 ${addedStats.p50} ms, p99 ${addedStats.p99} ms ` +
        `over ${addedStats.n} explanations · ${records.length} explanation and ${markingRequests} marking requests ` +
        `reached the model · clock offset to the model thread ${sync.offset.toFixed(3)} ms ` +
        `(±${(sync.rtt / 2).toFixed(3)} ms) · unmatched ${unmatched}, not from the model ${notFromModel} · ` +
        `errors ${bSummary.errors}`,
    )
    console.log(serverLine(bServer))
    for (const e of bSummary.errorSamples) console.error(`  ${e}`)
    if (bSummary.errors > 0 || unmatched > 0 || notFromModel > 0) exitCode = 1
    if (addedStats.n < 100) console.warn(`Only ${addedStats.n} explanation samples (fewer than 100).`)

    const report = {
      date: new Date().toISOString(),
      database: kind,
      machine: machine(),
      offline: {
        questionsPerQuiz: QUESTIONS,
        worksheets: sheets.map((s) => s.title),
        ...aSummary,
        server: aServer,
      },
      model: {
        questionsPerQuiz: QUESTIONS,
        fake: {
          firstTokenMs: FIRST_TOKEN_MS,
          tokenGapMs: TOKEN_GAP_MS,
          tokens: EXPLANATION_TOKENS,
          markingDelayMs: MARKING_DELAY_MS,
        },
        serverAddedFirstTokenMs: addedStats,
        modelRequestToFirstTokenMs: stats(modelWait),
        explanationRequests: records.length,
        markingRequests,
        unmatched,
        notFromModel,
        clockOffsetMs: round(sync.offset, 3),
        clockUncertaintyMs: round(sync.rtt / 2, 3),
        ...bSummary,
        server: bServer,
      },
    }
    console.log(`\nWrote ${writeResults(['quiz-latest.json'], report)}`)
  } catch (err) {
    console.error('The quiz benchmark failed:', err)
    exitCode = 1
  } finally {
    for (const close of closers.reverse()) await close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (exitCode !== 0) console.error('The quiz benchmark had errors.')
  return exitCode
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === FAKE_ROLE) {
  await serveFakeModel()
} else if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runQuizBench()
}
