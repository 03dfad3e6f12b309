import { spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'

/**
 * `npm run fuzz`: the fuzz suite of server/fuzz.test.ts with many more cases per call and, unless FUZZ_SEED
 * is given, a fresh seed each run (printed, so a failure can be replayed with FUZZ_SEED=…).
 * FUZZ_RUNS sets the cases per call (200 by default); FUZZ_ROUTE=<route name> fuzzes one call only.
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  FUZZ_SEED: process.env.FUZZ_SEED || String(randomInt(2 ** 31)),
  FUZZ_RUNS: process.env.FUZZ_RUNS || '200',
}
console.info(
  `fuzzing with FUZZ_SEED=${env.FUZZ_SEED} FUZZ_RUNS=${env.FUZZ_RUNS}${env.FUZZ_ROUTE ? ` FUZZ_ROUTE=${env.FUZZ_ROUTE}` : ''}`,
)
const run = spawnSync('npx', ['vitest', 'run', 'server/fuzz.test.ts', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
})
process.exit(run.status ?? 1)
