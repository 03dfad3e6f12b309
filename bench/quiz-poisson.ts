/**
 * Quiz benchmark with Poisson arrivals (issue 11, item 1), run after the quiz benchmark by `npm run bench`, or alone
 * with `npx tsx bench/quiz-poisson.ts`.
 *
 * BENCH_POISSON_STUDENTS students (default 1,000) each submit a BENCH_QUIZ_QUESTIONS-question quiz (default 10),
 * marked by the offline engine, at a random moment over BENCH_POISSON_SECONDS (default 60): the arrivals of a
 * Poisson process (exponential gaps, seeded), as a school's pupils hand in over a lesson rather than on one bell.
 * The app runs compiled, in a process of its own (server-process.ts), on the embedded database or on
 * DATABASE_URL's server; this process is the load generator. Per student: submit → `grading_completed`. Goal:
 * p99 ≤ 300 ms on PostgreSQL with no error; the server's memory (RSS) and event loop are printed beside it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { hashPassword } from '../server/lib/crypto'
import { againstGoal, machine, stats, table, writeResults } from './figures'
import { prepareBenchDatabase } from './prepare'
import { createMixedWorksheets, keysOf, type Outcome, prepareSubmissions, submit, summarise } from './quiz'
import { benchServerEnv, startServerProcess } from './server-process'
import { clock } from './sse-read'
import { createBenchStudents } from './students'

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}
const STUDENTS = Math.round(positive(process.env.BENCH_POISSON_STUDENTS, 1000))
const SECONDS = positive(process.env.BENCH_POISSON_SECONDS, 60)
const QUESTIONS = Math.round(positive(process.env.BENCH_QUIZ_QUESTIONS, 10))
const GOAL = { p99Ms: 300 }

/** Arrival times (ms from the start) of `count` events of a Poisson process lasting about `seconds`. */
export function poissonArrivals(count: number, seconds: number, seed = 11): number[] {
  let state = seed >>> 0
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return (state + 0.5) / 2 ** 32
  }
  const meanGapMs = (seconds * 1000) / count
  const times: number[] = []
  let t = 0
  for (let i = 0; i < count; i++) {
    t += -Math.log(1 - uniform()) * meanGapMs
    times.push(t)
  }
  return times
}

/** Worksheets, their answer keys and students with sessions, written before the server starts (prepare.ts). */
const prepare = (dataDir: string, secretKey: string, runId: string) =>
  prepareBenchDatabase(dataDir, secretKey, async (db, app) => {
    const sheets = await createMixedWorksheets(db, runId, QUESTIONS)
    const hash = await hashPassword(`bench-${runId}`)
    return {
      sheets,
      keys: await keysOf(db, sheets),
      students: await createBenchStudents(db, app, `bench-${runId}-p`, STUDENTS, hash),
    }
  })

/** Runs the scenario, prints it beside its goal, writes bench/results/quiz-poisson-latest.json. */
export async function runPoissonBench(): Promise<number> {
  const runId = Math.random().toString(36).slice(2, 8)
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lantern-bench-poisson-'))
  let exitCode = 0
  let stopServer = async () => {}
  try {
    const secretKey = randomBytes(32).toString('hex')
    const { students, sheets, keys, kind } = await prepare(dataDir, secretKey, runId)
    const server = await startServerProcess(benchServerEnv(dataDir, secretKey))
    stopServer = server.close
    const prepared = await prepareSubmissions(keys, server.base, students, sheets, 3, false)
    const arrivals = poissonArrivals(prepared.length, SECONDS)
    console.log(
      `\nQuiz submit, Poisson arrivals: ${STUDENTS} students × ${QUESTIONS} questions over ${SECONDS} s ` +
        `(offline engine, ${kind}; the compiled server in a process of its own)`,
    )
    const stopWatching = server.watch()
    const start = clock()
    const late: number[] = []
    const outcomes = await Promise.all(
      prepared.map(
        (p, i) =>
          new Promise<Outcome>((done) =>
            setTimeout(
              () => {
                late.push(clock() - start - arrivals[i])
                void submit(server.base, p).then(done)
              },
              Math.max(0, arrivals[i] - (clock() - start)),
            ),
          ),
      ),
    )
    const watched = await stopWatching()
    const summary = summarise(outcomes)
    table([
      ['submit → first event', summary.firstEventMs],
      ['submit → grading_completed', summary.gradingCompletedMs],
      ['(load generator) sent late by', stats(late)],
    ])
    const p99 = summary.gradingCompletedMs.p99
    console.log(
      `submit → grading_completed p99: ${kind === 'postgres' ? againstGoal(p99, GOAL.p99Ms, 'ms') : `${p99} ms (the goal of ${GOAL.p99Ms} ms is PostgreSQL's)`} · errors ${summary.errors} · ` +
        `${summary.questionsMarked} questions marked · full marks on ` +
        `${(summary.fullMarksShare * 100).toFixed(0)}% of answers`,
    )
    const m = watched.memory
    console.log(
      `server memory (process RSS): before ${m.rssBeforeMb} MB, peak ${m.rssPeakMb} MB` +
        (watched.database
          ? ` (the embedded database's thread holds ${watched.database.totalMb} MB of it)`
          : '') +
        ` · heap peak ${m.heapPeakMb} MB · event loop ${(watched.eventLoop.utilisation * 100).toFixed(0)}% ` +
        `busy, delay p99 ${watched.eventLoop.delayP99Ms} ms, max ${watched.eventLoop.delayMaxMs} ms`,
    )
    for (const e of summary.errorSamples) console.error(`  ${e}`)
    if (summary.errors > 0) exitCode = 1

    const report = {
      date: new Date().toISOString(),
      database: kind,
      machine: machine(),
      seconds: SECONDS,
      questionsPerQuiz: QUESTIONS,
      goal: GOAL,
      databaseMb: watched.database,
      ...summary,
      sentLateMs: stats(late),
      server: watched,
    }
    console.log(`\nWrote ${writeResults(['quiz-poisson-latest.json', `quiz-poisson-${kind}.json`], report)}`)
  } catch (err) {
    console.error('The Poisson quiz benchmark failed:', err)
    exitCode = 1
  } finally {
    await stopServer().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (exitCode !== 0) console.error('The Poisson quiz benchmark had errors.')
  return exitCode
}

if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runPoissonBench()
}
