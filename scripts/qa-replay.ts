import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type SessionLogFile, SessionLogFileSchema } from '../contracts/session-logs'
import { findPlan } from '../e2e/qa-paths/plans'
import { machineRegistry } from '../machines/registry'
import { type ReplayStep, replaySessionLog, show } from '../src/devtools/replay/replay'

const USAGE = `npm run qa:replay -- --log <file.json | recorded session number> [--out <file.json>] [--quiet] [--open]
    Replays a recorded session on the machines and prints the state after each event; fails where a state differs.
    A number is fetched from a running server (QA_API_URL, default http://localhost:3000) with an admin's
    QA_ADMIN_TOKEN, or QA_ADMIN_EMAIL and QA_ADMIN_PASSWORD; --out keeps a copy of it; --open shows it on the
    server's page for recordings.
npm run qa:replay -- <machine>:<path id> [--headed]
    Replays one generated QA path (docs/machines/paths/<machine>.json) in Chromium against the real app and
    server, step by step; a failure keeps a trace and a screenshot under test-results/e2e/.`

export type ReplayCommand =
  | { kind: 'log'; source: string; out?: string; quiet: boolean; open: boolean }
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
      open: { type: 'boolean', default: false },
      headed: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return { kind: 'help' }
  if (values.log !== undefined && positionals.length === 0)
    return { kind: 'log', source: values.log, out: values.out, quiet: values.quiet, open: values.open }
  if (values.log === undefined && positionals.length === 1 && positionals[0].includes(':'))
    return { kind: 'path', id: positionals[0], headed: values.headed }
  throw new Error(`Give either --log <file or number> or one <machine>:<path id>.\n\n${USAGE}`)
}

const apiBase = () => (process.env.QA_API_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

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
  const base = apiBase()
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

/** Opens the recording on the server's admin page in the desktop's browser, or says where it is. */
function openInBrowser(source: string) {
  if (!/^\d+$/.test(source)) return console.log('--open needs a recorded session number, not a file.')
  const url = `${apiBase()}/admin/session-logs/${source}`
  console.log(`Recording ${source}: ${url}`)
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open'
  spawn(opener, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref()
}

async function replayLog({
  source,
  out,
  quiet,
  open,
}: Extract<ReplayCommand, { kind: 'log' }>): Promise<number> {
  if (open) openInBrowser(source)
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
  return replayPathInChromium(command)
}

/** Runs the QA-path spec for one path id (e2e/qa-paths.spec.ts reads QA_PATH) with Playwright's own runner. */
function replayPathInChromium({ id, headed }: Extract<ReplayCommand, { kind: 'path' }>): Promise<number> {
  const { path } = findPlan(id) // an unknown id fails here, naming the file it looked in
  console.log(`Replaying ${path.id}: ${path.steps.length} steps from "${path.start}"`)
  const args = [
    'playwright',
    'test',
    'e2e/qa-paths.spec.ts',
    '--reporter=list',
    ...(headed ? ['--headed'] : []),
  ]
  const child = spawn('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, QA_PATH: id, PLAYWRIGHT_LIST_PRINT_STEPS: '1' },
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
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
