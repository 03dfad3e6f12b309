import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer } from '../build-server'
import { type S3Settings, startFakeS3, startRedis } from './backing'
import { databaseUrl, dropDatabase, ensureDatabase, LOCAL_POSTGRES } from './database'
import { startNginx } from './nginx'
import { freePort, type ManagedProcess, startProcess, whenHttpAnswers } from './processes'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

export type ClusterOptions = {
  /** The PostgreSQL server (its database part is ignored); DATABASE_URL, else the local server. */
  postgresUrl?: string
  /** The cluster's own database on it, created when missing, migrated and seeded with the demo data. */
  database?: string
  /**
   * Drop the database first: a run that starts from the demo data. By default only with the S3 fake, whose
   * objects (the demo's question diagrams among them) last only as long as its process.
   */
  freshDatabase?: boolean
  dropDatabaseOnStop?: boolean
  /** An existing Redis; a redis-server of the cluster's own when absent. */
  redisUrl?: string
  /** Existing S3 settings (S3_BUCKET…); the in-memory S3 fake when absent. */
  s3?: S3Settings
  instances?: number
  secretKey?: string
  /** nginx's port; a free one when absent. */
  port?: number
  /** A compiled server (dist-server/); else the current sources are compiled for this cluster alone. */
  serverDir?: string
  /** More settings for every instance (RATE_LIMITS, AI_*, …). */
  env?: Record<string, string>
}

export type ClusterInstance = {
  name: string
  url: string
  pid: number
  logFile: string
  kill(signal?: NodeJS.Signals): Promise<void>
}

export type Cluster = {
  url: string
  instances: ClusterInstance[]
  /** Where each part runs and logs, for a person reading the terminal. */
  parts: { name: string; where: string; pid?: number; log?: string }[]
  dir: string
  stop(): Promise<void>
}

/** Runs the database CLI of the compiled server (`seed` migrates first); answers what it said it did. */
async function seedDemoData(serverDir: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(serverDir, 'cli.mjs'), 'seed'], { env, stdio: 'pipe' })
  let said = ''
  let complained = ''
  child.stdout.on('data', (chunk) => {
    said += chunk
  })
  child.stderr.on('data', (chunk) => {
    complained += chunk
  })
  const [code] = await once(child, 'exit')
  if (code !== 0)
    throw new Error(`Migrating and seeding the cluster's database failed:\n${said}${complained}`)
  return said.trim()
}

/**
 * Starts PostgreSQL's cluster database, Redis, S3, the app instances and nginx in front of them (issue 11,
 * item 4). Everything it started is stopped by `stop()`, in the reverse order, also when a later part fails.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'lantern-cluster-'))
  const started: ManagedProcess[] = []
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })]
  const parts: Cluster['parts'] = []
  const stop = async () => {
    for (const part of started.reverse()) await part.stop()
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const postgresUrl = options.postgresUrl ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES
    const name = options.database ?? 'lantern_cluster'
    const created = await ensureDatabase(postgresUrl, name, {
      fresh: options.freshDatabase ?? !options.s3,
    })
    if (options.dropDatabaseOnStop) cleanups.push(() => dropDatabase(postgresUrl, name))
    const dbUrl = databaseUrl(postgresUrl, name)
    parts.push({ name: 'postgres', where: dbUrl.replace(/\/\/[^@/]*@/, '//') })

    let serverDir = options.serverDir
    if (!serverDir) {
      // Inside the repository, so the compiled code finds its packages; one per cluster, so runs never clash.
      const out = join(root, 'node_modules', '.cache', `lantern-cluster-server-${process.pid}-${Date.now()}`)
      cleanups.push(() => rmSync(out, { recursive: true, force: true }))
      serverDir = dirname(await buildServer(out))
    }

    let redisUrl = options.redisUrl
    if (!redisUrl) {
      const redis = await startRedis(dir)
      started.push(redis.process)
      redisUrl = redis.url
      parts.push({ name: 'redis', where: redis.url, pid: redis.process.pid, log: redis.process.logFile })
    } else parts.push({ name: 'redis', where: redisUrl.replace(/\/\/[^@/]*@/, '//') })

    let s3 = options.s3
    if (!s3) {
      const fake = await startFakeS3(dir, root)
      started.push(fake.process)
      s3 = fake.settings
      parts.push({
        name: 's3 (fake)',
        where: `${s3.S3_ENDPOINT}/${s3.S3_BUCKET}`,
        pid: fake.process.pid,
        log: fake.process.logFile,
      })
    } else parts.push({ name: 's3', where: `${s3.S3_ENDPOINT ?? 'AWS'} bucket ${s3.S3_BUCKET}` })

    const port = options.port ?? (await freePort())
    const url = `http://127.0.0.1:${port}`
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      ...options.env,
      ...s3,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SECRET_KEY: options.secretKey ?? randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      APP_URL: url,
      DIST_DIR: process.env.DIST_DIR ?? join(root, 'dist'),
      SEED_DEMO: 'true',
    }
    const seeded = await seedDemoData(serverDir, { ...shared, DATA_DIR: join(dir, 'seed') })
    parts.push({ name: 'demo data', where: created ? `${seeded} (new database ${name})` : seeded })

    const instances = await startInstances(serverDir, shared, dir, options.instances ?? 2, started)
    for (const instance of instances) {
      parts.push({ name: instance.name, where: instance.url, pid: instance.pid, log: instance.logFile })
    }

    const nginx = await startNginx({
      prefix: join(dir, 'nginx'),
      port,
      upstreams: instances.map((instance) => new URL(instance.url).host),
    })
    started.push(nginx)
    parts.push({ name: 'nginx', where: url, pid: nginx.pid, log: join(dir, 'nginx', 'error.log') })
    return { url, instances, parts, dir, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/** The compiled server, `count` times on free ports, with the same settings; started side by side. */
function startInstances(
  serverDir: string,
  shared: NodeJS.ProcessEnv,
  dir: string,
  count: number,
  started: ManagedProcess[],
) {
  return Promise.all(
    Array.from({ length: count }, async (_, i): Promise<ClusterInstance> => {
      const name = `app${i + 1}`
      const port = await freePort()
      const dataDir = join(dir, name)
      mkdirSync(dataDir)
      const url = `http://127.0.0.1:${port}`
      const app = await startProcess({
        name,
        command: process.execPath,
        args: ['--enable-source-maps', join(serverDir, 'main.mjs')],
        env: { ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        cwd: dataDir,
        logFile: join(dir, `${name}.log`),
        ready: whenHttpAnswers(`${url}/api/v1/`),
        timeoutMs: 120_000,
      })
      started.push(app)
      return {
        name,
        url,
        pid: app.pid,
        logFile: app.logFile,
        // Answers when the process has exited; a SIGTERM gets a minute to drain before SIGKILL.
        kill: (signal: NodeJS.Signals = 'SIGTERM') => app.stop(signal, 60_000),
      }
    }),
  )
}
