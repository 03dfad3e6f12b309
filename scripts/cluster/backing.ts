import { join } from 'node:path'
import { FAKE_S3_DEFAULTS } from '../../tests/fake-s3-server'
import { findBinary, freePort, type ManagedProcess, startProcess, whenOutputMatches } from './processes'

/** What the app instances share besides the database: Redis for counters (ADR 0044), a bucket for uploads (ADR 0043). */

export const redisServerBinary = () => findBinary([process.env.REDIS_SERVER, 'redis-server'], '--version')

/** A redis-server on a free port, keeping nothing on disk: the counters it holds live only as long as the cluster. */
export async function startRedis(dir: string): Promise<{ url: string; process: ManagedProcess }> {
  const binary = redisServerBinary()
  if (!binary) {
    throw new Error(
      'redis-server is not installed. Install it (Debian or Ubuntu: `sudo apt-get install -y redis-server`), point REDIS_SERVER at it, or give REDIS_URL.',
    )
  }
  const port = await freePort()
  const server = await startProcess({
    name: 'redis',
    command: binary,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    logFile: join(dir, 'redis.log'),
    ready: whenOutputMatches(/Ready to accept connections/),
  })
  return { url: `redis://127.0.0.1:${port}`, process: server }
}

export type S3Settings = {
  S3_BUCKET: string
  S3_REGION: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: string
}

/** The S3 settings given in `env`, when S3_BUCKET is among them. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  const settings: S3Settings = { S3_BUCKET: env.S3_BUCKET, S3_REGION: env.S3_REGION ?? 'us-east-1' }
  for (const key of [
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ] as const) {
    if (env[key]) settings[key] = env[key]
  }
  return settings
}

/**
 * The in-memory S3 fake of the tests as a process of its own (tests/fake-s3.ts), under tsx's loader with
 * `node --import` so that its pid is the server's own (npx would not pass a signal on).
 */
export async function startFakeS3(
  dir: string,
  root: string,
): Promise<{ settings: S3Settings; process: ManagedProcess }> {
  const bucket = 'lantern-cluster'
  const server = await startProcess({
    name: 's3',
    command: process.execPath,
    args: ['--import', 'tsx', join(root, 'tests/fake-s3.ts'), '--port', '0', '--bucket', bucket],
    cwd: root,
    logFile: join(dir, 's3.log'),
    ready: whenOutputMatches(/^http:\/\/\S+\n/m),
  })
  const endpoint = /^(http:\/\/\S+)\n/m.exec(server.output())?.[1]
  if (!endpoint) throw new Error('The S3 fake did not print its URL.')
  return {
    settings: {
      S3_BUCKET: bucket,
      S3_REGION: FAKE_S3_DEFAULTS.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: FAKE_S3_DEFAULTS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_DEFAULTS.secretAccessKey,
    },
    process: server,
  }
}
