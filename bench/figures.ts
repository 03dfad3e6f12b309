import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

export const round = (x: number, digits = 1) => Number(x.toFixed(digits))
const MB = 1024 * 1024

export function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  return {
    n: sorted.length,
    min: round(sorted[0] ?? Number.NaN),
    p50: round(at(50)),
    p90: round(at(90)),
    p99: round(at(99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  }
}
export type Stats = ReturnType<typeof stats>

export function table(rows: [string, Stats][]) {
  const header = ['metric (ms)', 'n', 'min', 'p50', 'p90', 'p99', 'max']
  const cells = rows.map(([name, s]) => [
    name,
    String(s.n),
    ...[s.min, s.p50, s.p90, s.p99, s.max].map((v) => v.toFixed(1)),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)))
  const line = (c: string[]) =>
    c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')
  console.log(`${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of cells) console.log(line(r))
}

/** A figure beside its goal: `12.3 ms (goal ≤ 5 ms: missed)`. */
export const againstGoal = (value: number, goal: number, unit: string) =>
  `${value} ${unit} (goal ≤ ${goal} ${unit}: ${value <= goal ? 'met' : 'MISSED'})`

/**
 * The process's memory and this thread's event loop, sampled every 100 ms while a run lasts. RSS is the whole
 * process (with the embedded database's thread when it runs in it); heap is this thread's. Runs inside the app's
 * process (server-probe.ts) for the benchmarks that start it as a process of its own.
 */
export function watchServer() {
  const before = process.memoryUsage()
  let rssPeak = before.rss
  let heapPeak = before.heapUsed
  let externalPeak = before.external
  const sample = () => {
    const m = process.memoryUsage()
    rssPeak = Math.max(rssPeak, m.rss)
    heapPeak = Math.max(heapPeak, m.heapUsed)
    externalPeak = Math.max(externalPeak, m.external)
  }
  const timer = setInterval(sample, 100)
  const delay = monitorEventLoopDelay({ resolution: 1 })
  const elu = performance.eventLoopUtilization()
  // CPU time is what the work cost whatever else the machine runs; the latencies depend on both.
  const cpu = process.cpuUsage()
  delay.enable()
  return () => {
    clearInterval(timer)
    sample()
    delay.disable()
    const used = performance.eventLoopUtilization(elu)
    const spent = process.cpuUsage(cpu)
    return {
      cpu: { userMs: round(spent.user / 1000), systemMs: round(spent.system / 1000) },
      memory: {
        rssBeforeMb: round(before.rss / MB),
        rssPeakMb: round(rssPeak / MB),
        heapBeforeMb: round(before.heapUsed / MB),
        heapPeakMb: round(heapPeak / MB),
        externalPeakMb: round(externalPeak / MB),
      },
      eventLoop: {
        utilisation: round(used.utilization, 3),
        delayP50Ms: round(delay.percentile(50) / 1e6),
        delayP99Ms: round(delay.percentile(99) / 1e6),
        delayMaxMs: round(delay.max / 1e6),
      },
    }
  }
}

/** The machine a report was measured on. */
export const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model ?? 'unknown',
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
})

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results')

/** Writes `report` as JSON to each of `names` in bench/results/ (kept out of git); answers the first's path. */
export function writeResults(names: string[], report: unknown) {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, '.gitignore'), '*.json\n')
  const json = `${JSON.stringify(report, null, 2)}\n`
  for (const name of names) writeFileSync(join(resultsDir, name), json)
  return join('bench', 'results', names[0])
}
