/**
 * Core Web Vitals of the front end (issue 11, item 5), run by `npm run bench` or alone with
 * `npx tsx bench/vitals.ts`.
 *
 * What is measured: the built SPA (DIST_DIR, default dist/ from `npm run build`) served by the compiled server in
 * a process of its own (server-process.ts) with the demo data, opened in Debian's Chromium through Playwright as a
 * phone (Lighthouse's mobile preset: 412×823 at 1.75×, touch), with Lighthouse's "slow 4G" figures applied by
 * the DevTools protocol to every tab: 150 ms added to each request, 1.6 Mbps down, 750 Kbps up, CPU 4× slower.
 * Lighthouse's own default simulates that throttling from an unthrottled trace; here it is applied for real.
 * The app serves HTTP/1.1 itself, so Chromium opens at most 6 connections to it and each of a first visit's
 * ~80 requests pays the 150 ms on one of them (a TLS proxy speaking HTTP/2 in front would not).
 * Three pages: /welcome (signed out), the student library and the quiz player (signed in as the demo student
 * `ava`, her session put in localStorage as a sign-in leaves it). Each is visited BENCH_VITALS_RUNS times
 * (default 3) in one browser context: the first visit cold (empty cache), the others warm.
 *
 * - LCP: the last `largest-contentful-paint` entry, from navigation start, read once the page shows its content
 *   and 1.5 s more have passed (before any input, as Lighthouse's navigation mode).
 * - CLS: the largest session window of `layout-shift` entries without recent input over that same load.
 * - INP proxy: then a real tap (touch events) on each control of the page: /welcome's first call to action, the
 *   library's first worksheet card, the player's unchosen answer card and its Next button. Each tap's latency is
 *   the longest Event Timing `event` entry (input → next paint, reported from 16 ms up) that it produced; when
 *   the browser reports none, the time from the pointerdown to a task queued after the next frame. The page's
 *   figure is its slowest tap.
 * Goals: LCP ≤ 1.5 s, CLS ≤ 0.02, INP proxy ≤ 100 ms; each page's median and worst visit are printed beside them.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/chromium'
import { machine, round, writeResults } from './figures'
import { benchServerEnv, startServerProcess } from './server-process'
import { pickWorksheet, signInDemoStudent, type VitalsTarget, vitalsTargets } from './vitals-app'
import { PHONE, phoneContext, THROTTLING, throttledPage, type VisitFigures, visit } from './vitals-page'

const benchDir = dirname(fileURLToPath(import.meta.url))
const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_VITALS_RUNS) || 3))
const GOAL = { lcpMs: 1500, cls: 0.02, inpMs: 100 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

type PageResult = { page: string; path: string; visits: VisitFigures[] }

function summarise({ page, path, visits }: PageResult) {
  const of = (pick: (v: VisitFigures) => number, digits: number) => {
    const values = visits.map(pick)
    return { median: round(median(values), digits), worst: round(Math.max(...values), digits) }
  }
  return { page, path, lcpMs: of((v) => v.lcpMs, 0), cls: of((v) => v.cls, 3), inpMs: of((v) => v.inpMs, 0) }
}
type Summary = ReturnType<typeof summarise>

/** One row per page and metric: the median and the worst visit, each beside the goal. */
function print(summaries: Summary[]) {
  const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'MISSED')
  const header = ['page', 'metric', 'median', 'worst', 'goal', 'median', 'worst']
  const rows = summaries.flatMap((s) =>
    (
      [
        ['LCP', s.lcpMs, GOAL.lcpMs, ' ms'],
        ['CLS', s.cls, GOAL.cls, ''],
        ['INP proxy', s.inpMs, GOAL.inpMs, ' ms'],
      ] as const
    ).map(([metric, value, goal, unit]) => [
      s.page,
      metric,
      `${value.median}${unit}`,
      `${value.worst}${unit}`,
      `≤ ${goal}${unit}`,
      verdict(value.median, goal),
      verdict(value.worst, goal),
    ]),
  )
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of rows) console.log(line(row))
}

/** The metrics whose median visit misses its goal. */
const misses = (s: Summary) =>
  [
    s.lcpMs.median > GOAL.lcpMs ? 'LCP' : null,
    s.cls.median > GOAL.cls ? 'CLS' : null,
    s.inpMs.median > GOAL.inpMs ? 'INP proxy' : null,
  ].filter((m) => m !== null)

async function measurePage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  target: VitalsTarget,
  storage: Record<string, string>,
): Promise<PageResult> {
  const context = await phoneContext(browser, base, target.signedIn ? storage : {})
  try {
    const visits: VisitFigures[] = []
    for (let run = 0; run < RUNS; run++) {
      const page = await throttledPage(context)
      try {
        const figures = await visit(page, base, target)
        const taps = figures.interactions.map((i) => `${i.name} ${round(i.latencyMs, 0)} ms`).join(', ')
        console.log(
          `  ${target.name} ${run === 0 ? 'cold' : 'warm'}: LCP ${round(figures.lcpMs, 0)} ms ` +
            `(${figures.lcpElement}), CLS ${round(figures.cls, 3)}, taps: ${taps}`,
        )
        visits.push(figures)
      } finally {
        await page.close()
      }
    }
    return { page: target.name, path: target.path, visits }
  } finally {
    await context.close()
  }
}

/** Runs the pages, prints them beside the goals, writes bench/results/vitals-latest.json. */
export async function runVitalsBench(): Promise<number> {
  const distDir = resolve(process.env.DIST_DIR ?? join(benchDir, '..', 'dist'))
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`\nCore Web Vitals: no built front end in ${distDir}: run npm run build first.`)
    return 1
  }
  const dataDir = mkdtempSync(join(os.tmpdir(), 'lantern-bench-vitals-'))
  let stopServer = async () => {}
  let closeBrowser = async () => {}
  let exitCode = 0
  try {
    console.log(
      `\nCore Web Vitals: Chromium as a phone (${PHONE.viewport.width}×${PHONE.viewport.height}), ` +
        `${THROTTLING.latencyMs} ms a request, 1.6 Mbps down, CPU ×${THROTTLING.cpuSlowdown}; ` +
        `${RUNS} visits a page (the first cold); front end from ${distDir}`,
    )
    // A new embedded database, seeded with the demo data when the server starts, and the built front end.
    const server = await startServerProcess({
      ...benchServerEnv(dataDir, randomBytes(32).toString('hex')),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SEED_DEMO: 'true',
    })
    stopServer = server.close
    const { token, storage } = await signInDemoStudent(server.base)
    const worksheet = await pickWorksheet(server.base, token)
    const browser = await chromium.launch({
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    })
    closeBrowser = () => browser.close()

    const results: PageResult[] = []
    for (const target of vitalsTargets(worksheet.id)) {
      results.push(await measurePage(browser, server.base, target, storage))
    }
    const summaries = results.map(summarise)
    console.log('')
    print(summaries)
    const missed = summaries.filter((s) => misses(s).length).map((s) => `${s.page}: ${misses(s).join(', ')}`)
    console.log(
      missed.length ? `Medians past their goal: ${missed.join('; ')}.` : 'Every median meets its goal.',
    )

    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      browser: `Chromium ${browser.version()}`,
      phone: PHONE,
      throttling: THROTTLING,
      goal: GOAL,
      worksheet,
      pages: summaries.map((s) => ({ ...s, missed: misses(s) })),
      visits: results,
    }
    console.log(`\nWrote ${writeResults(['vitals-latest.json'], report)}`)
  } catch (err) {
    console.error('The Core Web Vitals benchmark failed:', err)
    exitCode = 1
  } finally {
    await closeBrowser().catch(() => {})
    await stopServer().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  return exitCode
}

if (isMainThread && process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runVitalsBench()
}
