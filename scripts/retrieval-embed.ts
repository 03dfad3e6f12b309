import { createCoachProvider } from '../server/ai'
import { loadConfig } from '../server/config'
import { openConfiguredDatabase } from '../server/db/client'
import { embedPendingChunks } from '../server/modules/coach/retrieval/embed-job'

/**
 * `npm run retrieval:embed` (ADR 0033): embeds every retrieval chunk that has no embedding of the configured
 * model (AI_EMBEDDING_MODEL), through the configured OpenAI-compatible server. Safe to run again: it picks up
 * where a failed or stopped run left off. The server also does this in the background when it starts.
 */
export async function embedAll(): Promise<void> {
  const config = loadConfig()
  const model = config.ai.embeddingModel
  if (!model) {
    console.log(
      'No embedding model is configured (AI_EMBEDDING_MODEL): retrieval uses full-text search alone.',
    )
    return
  }
  const coach = createCoachProvider(config.ai, { warn: (details, message) => console.warn(message, details) })
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate()
    const result = await embedPendingChunks(database.db, {
      model,
      embed: (texts, signal) => coach.embed(texts, signal),
    })
    console.log(
      `Retrieval embeddings (${model}): ${result.embedded} chunks embedded` +
        (result.failedChunks ? `, ${result.failedChunks} failed (run this again to retry them).` : '.'),
    )
    if (result.failedChunks) process.exitCode = 1
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await embedAll()
