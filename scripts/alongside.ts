import { spawn } from 'node:child_process'

/**
 * `tsx scripts/alongside.ts "<background command>" "<main command>"`: runs both at once, the main command with
 * its output as it comes, the background one's kept and printed when both have ended; fails when either fails.
 *
 * `npm test` type-checks beside the browser tests: `tsc` keeps one core busy for a minute and a half, while the
 * browser tests (one worker, mostly waiting on pages) leave one mostly idle, so the suite ends that much sooner.
 */
const [background, main] = process.argv.slice(2)
if (!background || !main) {
  console.error('usage: tsx scripts/alongside.ts "<background command>" "<main command>"')
  process.exit(2)
}

function run(command: string, quiet: boolean) {
  const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise<{ command: string; code: number; output: string }>((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ command, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    ),
  )
}

const [behind, ahead] = await Promise.all([run(background, true), run(main, false)])
process.stdout.write(`\n> ${behind.command}\n${behind.output}`)
for (const { command, code } of [ahead, behind])
  if (code !== 0) console.error(`"${command}" failed (exit code ${code})`)
process.exit(ahead.code || behind.code)
