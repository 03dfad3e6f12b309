import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import type { Executor } from '../../../db/client'
import { type EmbedJobOptions, embedPendingChunks } from './embed-job'

/** Writers reindex as they go (a question saved, a note published); their new chunks are embedded this often. */
const EVERY_MS = 10 * 60_000

export type EmbeddingLoop = {
  /** Resolves after the first run, so a caller (a test, the script) can wait for it. */
  firstRun: Promise<void>
  /** Aborts the call in flight and the wait, and resolves once the loop has ended. */
  stop(): Promise<void>
}

/**
 * The embedding job in the background (ADR 0033): a run at once, then one every ten minutes, until stopped.
 * A run that fails (the database closing, a provider that is down) is logged by its kind and tried again at
 * the next turn; nothing of a chunk's text is logged.
 */
export function startEmbeddingLoop(
  db: Executor,
  options: Omit<EmbedJobOptions, 'signal'> & { everyMs?: number },
): EmbeddingLoop {
  const stopped = new AbortController()
  const signal = stopped.signal
  let markFirst: () => void = () => {}
  const firstRun = new Promise<void>((resolve) => {
    markFirst = resolve
  })
  const runOnce = async () => {
    try {
      await embedPendingChunks(db, { ...options, signal })
    } catch (err) {
      if (!signal.aborted)
        options.log?.warn({ code: (err as { code?: string }).code ?? 'error' }, 'embedding run failed')
    }
  }
  const loop = (async () => {
    await runOnce()
    markFirst()
    while (!signal.aborted) {
      await sleep(options.everyMs ?? EVERY_MS, undefined, { signal }).catch(() => undefined)
      if (!signal.aborted) await runOnce()
    }
  })()
  return {
    firstRun,
    async stop() {
      stopped.abort()
      markFirst()
      await loop
    },
  }
}

/**
 * Starts the loop when the app is ready and an embedding model is configured, and stops it when the app closes
 * (before the database is). Without a model, retrieval is full-text search alone and nothing runs.
 */
export function registerEmbeddingJob(app: FastifyInstance) {
  const model = app.ctx.config.ai.embeddingModel
  if (!model) return
  let running: EmbeddingLoop | undefined
  app.addHook('onReady', async () => {
    running = startEmbeddingLoop(app.ctx.db, {
      model,
      embed: (texts, signal) => app.ctx.coach.embed(texts, signal),
      log: app.log,
    })
  })
  app.addHook('onClose', async () => {
    await running?.stop()
  })
}
