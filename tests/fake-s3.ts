import { parseArgs } from 'node:util'
import { FAKE_S3_DEFAULTS, startFakeS3 } from './fake-s3-server'

/**
 * The fake S3 store as a process of its own, for runs with several app instances (the cluster test):
 * `npx tsx tests/fake-s3.ts --port 9000 --bucket lantern-uploads` prints its URL on the first line of stdout;
 * point S3_ENDPOINT at it with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as given (or FAKE_S3_DEFAULTS).
 * Stop it with SIGTERM to its own process (npx does not pass signals on: run it with `node --import tsx` to
 * hold its pid).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    bucket: { type: 'string', default: FAKE_S3_DEFAULTS.bucket },
    region: { type: 'string', default: FAKE_S3_DEFAULTS.region },
    'access-key-id': { type: 'string', default: FAKE_S3_DEFAULTS.accessKeyId },
    'secret-access-key': { type: 'string', default: FAKE_S3_DEFAULTS.secretAccessKey },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not "${values.port}".`)
  process.exit(2)
}
const store = await startFakeS3({
  port,
  host: values.host,
  bucket: values.bucket,
  region: values.region,
  accessKeyId: values['access-key-id'],
  secretAccessKey: values['secret-access-key'],
})
console.log(store.url)
console.error(
  `fake S3: bucket "${store.bucket}" in ${store.region}, access key ${store.credentials.accessKeyId}; objects live in memory until it stops.`,
)
const stop = async () => {
  await store.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
