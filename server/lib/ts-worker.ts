import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module (`entry`: its file URL), with tsx registered inside the worker:
 * the app runs from source under tsx, and a worker does not inherit the loader of the thread that starts it.
 */
export function startTsWorker(entry: string, options: WorkerOptions = {}) {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
  const code = `import(${tsx}).then((m) => { m.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(code, { ...options, eval: true })
}
