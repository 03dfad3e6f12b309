import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type SessionLogFile, SessionLogFileSchema } from '../contracts/session-logs'
import { machineRegistry } from '../machines/registry'
import { type ReplayStep, replaySessionLog, show } from '../src/devtools/replay/replay'

const USAGE = `npm run qa:replay -- --log <file.json | recorded session number> [--out <file.json>] [--quiet]
    Replays a recorded session on the machines and prints the state after each event; fails where a state differs.
    A number is fetched from a running server (QA_API_URL, default http://localhost:3000) with an admin's
    QA_ADMIN_TOKEN, or QA_ADMIN_EMAIL and QA_ADMIN_PASSWORD; --out keeps a copy of it.
npm run qa:replay -- <machine>:<path id> [--headed]
    Replays one generated QA path in Chromium (docs/machines/README.md).`

export type ReplayCommand =
  | { kind: 'log'; source: string; out?: string; quiet: boolean }
  | { kind: 'path'; id: string; headed: boolean }
  | { kind: 'help' }

/** The two forms: `--log <file or number>` replays a recorded session, `<machine>:<path id>` a QA path. */
export function parseReplayArgs(args: string[]): ReplayCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      log: { type: 'string' },
      out: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      headed: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return { kind: 'help' }
  if (values.log !== undefined && positionals.length === 0)
    return { kind: 'log', source: values.log, out: values.out, quiet: values.quiet }
  if (values.log === undefined && positionals.length === 1 && positionals[0].includes(':'))
    return { kind: 'path', id: positionals[0], headed: values.headed }
  throw new Error(`Give either --log <file or number> or one <machine>:<path id>.\n\n${USAGE}`)
}

async function adminToken(base: string): Promise<string> {
  if (process.env.QA_ADMIN_TOKEN) return process.env.QA_ADMIN_TOKEN
  const { QA_ADMIN_EMAIL: email, QA_ADMIN_PASSWORD: password } = process.env
  if (!email || !password)
    throw new Error(
      'Set QA_ADMIN_TOKEN, or QA_ADMIN_EMAIL and QA_ADMIN_PASSWORD, to fetch a recorded session.',
    )
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'email', email, password }),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`Signing in as ${email} failed: ${body.message}`)
  return body.access_token
}

/** A file, or a recorded session fetched by number from a running server, as the admin call returns it. */
async function loadLog(source: string): Promise<unknown> {
  if (!/^\d+$/.test(source)) return JSON.parse(readFileSync(source, 'utf8'))
  const base = (process.env.QA_API_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
  const response = await fetch(`${base}/api/v1/admin/session-logs/${source}`, {
    headers: { authorization: `Bearer ${await adminToken(base)}` },
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`Recorded session ${source}: ${response.status} ${body.message}`)
  return body
}

const seconds = (ms: number) => `+${(ms / 1000).toFixed(3)}s`.padStart(10)
const who = ({ entry }: ReplayStep) => (entry.from === 'child' ? `child ${entry.child}` : entry.from)

function printStep(step: ReplayStep): void {
  const { entry } = step
  const data = entry.event.data === undefined ? '' : ` ${JSON.stringify(entry.event.data).slice(0, 60)}`
  const line = `${seconds(entry.at)}  ${entry.actor.padEnd(16)} ${entry.kind} ${entry.event.type}${data} [${who(step)}]`
  console.log(`${line}\n${' '.repeat(12)}→ ${show(step.replayed)} ${step.ok ? '✓' : `✗ ${step.problem}`}`)
}

async function replayLog({ source, out, quiet }: Extract<ReplayCommand, { kind: 'log' }>): Promise<number> {
  const parsed = SessionLogFileSchema.safeParse(await loadLog(source))
  if (!parsed.success) {
    console.error(`${source} is not a recorded session: ${parsed.error.issues[0]?.message}`)
    return 2
  }
  const log: SessionLogFile = parsed.data
  if (out) writeFileSync(out, JSON.stringify(log, null, 2))
  const machines = Object.fromEntries(machineRegistry.map((entry) => [entry.id, entry.model.machine]))
  console.log(`Replaying ${log.entries.length} entries recorded from ${log.started_at}`)
  const result = replaySessionLog(log, machines, quiet ? undefined : printStep)
  for (const problem of result.problems) console.error(`✗ ${problem}`)
  console.log(
    result.ok ? `✓ every recorded state was reached (${result.steps.length} steps)` : '✗ replay differs',
  )
  return result.ok ? 0 : 1
}

async function main(): Promise<number> {
  const command = parseReplayArgs(process.argv.slice(2))
  if (command.kind === 'help') {
    console.log(USAGE)
    return 0
  }
  if (command.kind === 'log') return replayLog(command)
  // The QA-path form belongs to the generated QA paths (issue 8 item 4); it plugs in here.
  console.error(`Replaying QA path ${command.id} in Chromium is not available yet.`)
  return 2
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message)
      process.exit(2)
    },
  )
}
