/**
 * `npm run cluster`: Lantern as several instances behind a load balancer, on this machine (issue 11, item 4).
 * One PostgreSQL server (DATABASE_URL names the server, else the local one) holds the database
 * `lantern_cluster` (created when missing, migrated, seeded with the demo data); a redis-server (unless REDIS_URL) and the S3 fake (unless
 * S3_BUCKET and friends) are started for the instances to share; two compiled instances of the current sources
 * run behind nginx (round robin). Ctrl-C stops everything it started.
 *
 *   npm run cluster -- [--instances 3] [--port 4600] [--fresh] [--server-dir dist-server]
 *
 * With the S3 fake (in memory), the database is made afresh on each start, as the files its rows point at are
 * gone with the fake's last run; with S3_BUCKET set, an existing database keeps its data unless `--fresh`.
 * The library form, `startCluster`, is what tests/cluster/cluster.test.ts uses.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { s3SettingsFrom } from './cluster/backing'
import { type Cluster, startCluster } from './cluster/start'

export { type Cluster, type ClusterInstance, type ClusterOptions, startCluster } from './cluster/start'

function whatRunsWhere(cluster: Cluster) {
  const width = Math.max(...cluster.parts.map((part) => part.name.length))
  const lines = cluster.parts.map((part) => {
    const pid = part.pid ? `  pid ${part.pid}` : ''
    const log = part.log ? `  log ${part.log}` : ''
    return `  ${part.name.padEnd(width)}  ${part.where}${pid}${log}`
  })
  return [
    `Lantern is running at ${cluster.url} (nginx, round robin over ${cluster.instances.length} instances).`,
    ...lines,
    'Sign in with the demo accounts of the README (password Lantern-demo-2026). Ctrl-C stops everything.',
  ].join('\n')
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'server-dir': { type: 'string' },
    },
  })
  const instances = Number(values.instances)
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    throw new Error(`--instances must be a number from 1 to 16, not "${values.instances}".`)
  }
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`--port must be a port number, not "${values.port}".`)
  }
  console.log('Starting the cluster: compiling the server, then PostgreSQL, Redis, S3, the instances, nginx…')
  const cluster = await startCluster({
    instances,
    port,
    freshDatabase: values.fresh || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    s3: s3SettingsFrom(process.env),
    secretKey: process.env.SECRET_KEY,
    serverDir: values['server-dir'] && resolve(values['server-dir']),
  })
  console.log(whatRunsWhere(cluster))
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping nginx, the instances, S3 and Redis…')
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: Error) => {
    console.error(err.message)
    process.exit(1)
  })
}
