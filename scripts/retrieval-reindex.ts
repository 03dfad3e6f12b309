import { count } from 'drizzle-orm'
import { loadConfig } from '../server/config'
import { openConfiguredDatabase } from '../server/db/client'
import { retrievalChunks } from '../server/db/schema'
import { reindexAll } from '../server/modules/coach/retrieval/index-sources'
import { embedAll } from './retrieval-embed'

/**
 * `npm run retrieval:reindex` (ADR 0033): rebuilds the coaches' retrieval index from the notes, topic
 * summaries, bank questions and documents in the database, in one transaction. Run it after loading content
 * by hand; the app's own writers keep the index up to date as they go. Unchanged chunks keep their embeddings;
 * when an embedding model is configured, the new and changed ones are embedded after (retrieval-embed.ts).
 */
const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  await database.migrate()
  const [{ before }] = await database.db.select({ before: count() }).from(retrievalChunks)
  const after = await reindexAll(database.db)
  console.log(`Retrieval index rebuilt: ${after} chunks (was ${before}).`)
} finally {
  await database.close()
}
await embedAll()
