import { type ForkOptions, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * The server runs two ways: from its TypeScript source under tsx (development, tests), and as the compiled
 * modules of `npm run build` (dist-server/, what `npm start` and production run, built by
 * scripts/build-server.ts with every module that is started on its own as an entry beside main.mjs). These
 * helpers start such a module either way, so code that starts a thread or a process names it once.
 */

/** The module `name` (no extension) beside the module at `from` (its import.meta.url): .mjs when compiled. */
export function siblingModule(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.mjs') ? '.mjs' : '.ts'}`, from)
}

const isSource = (entry: URL | string) => String(entry).endsWith('.ts')

/**
 * A worker thread running the module at `entry`. A TypeScript module gets tsx registered inside the worker
 * first: a worker does not inherit the loader of the thread that starts it.
 */
export function startModuleWorker(entry: URL | string, options: WorkerOptions = {}) {
  if (!isSource(entry)) return new Worker(new URL(entry), options)
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
  const code = `import(${tsx}).then((m) => { m.register(); return import(${JSON.stringify(String(entry))}) })`
  return new Worker(code, { ...options, eval: true })
}

/** A child process running the module at `entry` (under tsx when it is TypeScript). */
export function forkModule(entry: URL, args: string[], options: ForkOptions = {}) {
  return fork(fileURLToPath(entry), args, {
    ...options,
    execArgv: [...(isSource(entry) ? ['--import', 'tsx'] : []), ...(options.execArgv ?? [])],
  })
}
