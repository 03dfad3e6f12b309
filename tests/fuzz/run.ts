import type { RouteEntry } from '../../contracts/index'
import { REFUSAL_CODES } from '../../server/plugins/database-errors'
import type { TestApp } from '../server'
import type { Callers } from './callers'
import { type FuzzCase, fuzzCase, shapeOf } from './cases'
import type { DataWatch } from './data-watch'
import type { Random } from './random'

/** What every reply must carry, whatever its status (helmet's headers). */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
]

export type Finding = { problem: string; route: string; replay: string }
export type Fuzzer = {
  app: TestApp
  callers: Callers
  watch: DataWatch
  findings: Finding[]
  /** 4xx that only the database backstop caught: checks a schema or service should make first. */
  backstopped: Finding[]
  sent: number
}

const REPLY_WITHIN_MS = 20_000

/** Problems with one reply: a 5xx, or a security header missing. */
export function replyProblems(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const problems: string[] = []
  // 501 "not configured" is a deliberate answer (no Google, Apple or speech provider set up), not a crash.
  const deliberate = res.statusCode === 501 && res.body.includes('"code":"not_configured"')
  if (res.statusCode >= 500 && !deliberate) problems.push(`answered ${res.statusCode}`)
  const missing = SECURITY_HEADERS.filter((h) => !res.headers[h])
  if (missing.length) problems.push(`reply without ${missing.join(', ')}`)
  if (res.headers['x-content-type-options'] && res.headers['x-content-type-options'] !== 'nosniff')
    problems.push('x-content-type-options is not nosniff')
  return problems
}

const describeCase = (c: FuzzCase, caller: number | null) => {
  const url = c.url.length > 200 ? `${c.url.slice(0, 200)}… (${c.url.length} chars)` : c.url
  return `${c.method} ${url} as ${caller === null ? 'anonymous' : `role ${caller}`}: ${c.label}`
}

/** Background work a reply left behind (mail, codes) settles before data is compared. */
const settle = (app: TestApp) => (app.ctx as { tasks?: { drain(): Promise<void> } }).tasks?.drain()

/** Sends `runs` hostile requests to one route, as anonymous and as the roles it allows, and notes findings. */
export async function fuzzRoute(f: Fuzzer, entry: RouteEntry, rng: Random, runs: number) {
  const shape = shapeOf(entry)
  const route = `${entry.method} ${entry.path}`
  const allowed = entry.metadata.public ? [1, 2, 3, 4, 5, 6] : [...(entry.metadata.roles ?? [])]
  for (let i = 0; i < runs; i++) {
    const c = fuzzCase(entry, shape, rng)
    const caller = allowed.length && rng.chance(0.8) ? rng.pick(allowed) : null
    await settle(f.app)
    await f.watch.before()
    const reply = f.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...c.headers, ...f.callers.headersFor(caller) },
      payload: c.payload,
    })
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, REPLY_WITHIN_MS, null).unref())
    const res = await Promise.race([reply, timeout])
    f.sent++
    if (!res) {
      f.findings.push({
        problem: `no reply within ${REPLY_WITHIN_MS / 1000} s`,
        route,
        replay: describeCase(c, caller),
      })
      continue
    }
    const replay = `${describeCase(c, caller)} → ${res.statusCode} ${res.body.slice(0, 160)}`
    for (const problem of replyProblems(res)) f.findings.push({ problem, route, replay })
    const code = res.statusCode < 500 && /"code":"(\w+)"/.exec(res.body)?.[1]
    if (code && REFUSAL_CODES.includes(code))
      f.backstopped.push({ problem: `${res.statusCode} ${code}`, route, replay })
    if (res.statusCode >= 400 && res.statusCode < 500) {
      await settle(f.app)
      const changed = await f.watch.changedTables()
      if (changed.length)
        f.findings.push({ problem: `${res.statusCode} but wrote to ${changed.join(', ')}`, route, replay })
    }
    if (res.statusCode === 401 && caller !== null) await f.callers.refresh(caller)
  }
}

/** The findings grouped by problem and route, each with its first replay, for a readable failure. */
export function report(findings: Finding[], header: string) {
  const groups = new Map<string, Finding[]>()
  for (const finding of findings) {
    const key = `${finding.problem} — ${finding.route}`
    groups.set(key, [...(groups.get(key) ?? []), finding])
  }
  const lines = [...groups].map(([key, all]) => `  ${all.length}× ${key}\n      e.g. ${all[0].replay}`)
  return `${header}\n${findings.length} findings in ${groups.size} groups:\n${lines.join('\n')}`
}
