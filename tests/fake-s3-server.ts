import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { S3Config } from '../server/config'
import { readPayload } from './fake-s3-payload'
import { decode, verifySignature } from './fake-s3-signature'

export type StoredObject = {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
  checksums: Record<string, string>
  metadata: Record<string, string>
}

export type FakeS3Options = {
  port?: number
  host?: string
  bucket?: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** One request as the fake saw it, for tests that must prove what reached the store (or that nothing did). */
export type SeenRequest = { method: string; key: string; status: number; code?: string }

/** What the store uses when not told otherwise; the cluster test and the CLI share them. */
export const FAKE_S3_DEFAULTS = {
  bucket: 'lantern-uploads',
  region: 'us-east-1',
  accessKeyId: 'LANTERNFAKEKEY',
  secretAccessKey: 'lantern-fake-secret',
} as const

const MAX_BODY = 64 * 1024 * 1024
const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * An S3-compatible object store in memory, over real HTTP, path-style (`/<bucket>/<key>`): PutObject,
 * GetObject (ranges, conditional reads), HeadObject and DeleteObject, each checked against AWS Signature V4
 * as S3 checks it, so the real SDK's requests run against it unchanged. Secrets may be changed while it runs
 * (`credentials`), to play a key rotated under a running server.
 */
export async function startFakeS3(options: FakeS3Options = {}) {
  const bucket = options.bucket ?? FAKE_S3_DEFAULTS.bucket
  const region = options.region ?? FAKE_S3_DEFAULTS.region
  const credentials = {
    accessKeyId: options.accessKeyId ?? FAKE_S3_DEFAULTS.accessKeyId,
    secretAccessKey: options.secretAccessKey ?? FAKE_S3_DEFAULTS.secretAccessKey,
  }
  const objects = new Map<string, StoredObject>()
  const requests: SeenRequest[] = []

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    req.on('end', () => {
      const seen: SeenRequest = { method: req.method ?? '', key: '', status: 0 }
      requests.push(seen)
      const fail = (status: number, code: string, message: string) => {
        Object.assign(seen, { status, code })
        sendError(req, res, status, code, message)
      }
      const [name, ...rest] = (req.url ?? '/').split('?')[0].slice(1).split('/')
      seen.key = rest.map(decode).join('/')
      const denied = verifySignature(
        { method: req.method ?? '', url: req.url ?? '/', headers: req.headers },
        {
          region,
          secretFor: (id) => (id === credentials.accessKeyId ? credentials.secretAccessKey : undefined),
        },
      )
      if (denied) return fail(denied.status, denied.code, denied.message)
      if (size > MAX_BODY)
        return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.')
      if (!name || !seen.key) return fail(501, 'NotImplemented', 'Only object calls are implemented.')
      if (decode(name) !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist.')
      const reply = (status: number) => {
        seen.status = status
        res.statusCode = status
      }
      if (req.method === 'PUT') {
        if (req.headers['x-amz-copy-source'])
          return fail(501, 'NotImplemented', 'CopyObject is not implemented.')
        const payload = readPayload(req.headers, Buffer.concat(chunks))
        if ('code' in payload) return fail(payload.status, payload.code, payload.message)
        const stored: StoredObject = {
          body: payload.body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag: `"${createHash('md5').update(payload.body).digest('hex')}"`,
          // HTTP dates carry whole seconds; conditional reads compare at that precision.
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
          checksums: payload.checksums,
          metadata: Object.fromEntries(
            Object.entries(req.headers).filter(([h]) => h.startsWith('x-amz-meta-')) as [string, string][],
          ),
        }
        objects.set(seen.key, stored)
        reply(200)
        res.setHeader('etag', stored.etag)
        for (const [h, value] of Object.entries(stored.checksums)) res.setHeader(h, value)
        return res.end()
      }
      if (req.method === 'DELETE') {
        objects.delete(seen.key)
        reply(204)
        return res.end()
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
      }
      const object = objects.get(seen.key)
      if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.')
      res.setHeader('etag', object.etag)
      res.setHeader('last-modified', object.lastModified.toUTCString())
      if (notModified(req, object)) {
        reply(304)
        return res.end()
      }
      const range = byteRange(req.headers.range, object.body.length)
      if (range === 'unsatisfiable') {
        res.setHeader('content-range', `bytes */${object.body.length}`)
        return fail(416, 'InvalidRange', 'The requested range is not satisfiable')
      }
      const [start, end] = range ?? [0, object.body.length - 1]
      reply(range ? 206 : 200)
      res.setHeader('content-type', object.contentType)
      res.setHeader('content-length', end - start + 1)
      res.setHeader('accept-ranges', 'bytes')
      if (range) res.setHeader('content-range', `bytes ${start}-${end}/${object.body.length}`)
      for (const [h, value] of Object.entries(object.metadata)) res.setHeader(h, value)
      // As S3: a whole object's checksum, when asked for, never a part's.
      if (!range && req.headers['x-amz-checksum-mode'] === 'ENABLED') {
        for (const [h, value] of Object.entries(object.checksums)) res.setHeader(h, value)
      }
      res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { address, port } = server.address() as AddressInfo
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`
  return {
    url,
    bucket,
    region,
    credentials,
    objects,
    requests,
    /** The app's `config.s3` for this store. */
    s3Config: (): S3Config => ({ bucket, region, endpoint: url, ...credentials, forcePathStyle: true }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>

function notModified(req: IncomingMessage, object: StoredObject) {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) return ifNoneMatch === '*' || ifNoneMatch.split(/\s*,\s*/).includes(object.etag)
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && object.lastModified.getTime() <= since
}

/** One `bytes=` range, clipped to the object; null for none (or several: S3 answers those whole). */
function byteRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const m = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    const suffix = Math.min(Number(m[2]), size)
    return suffix === 0 ? 'unsatisfiable' : [size - suffix, size - 1]
  }
  const start = Number(m[1])
  if (start >= size) return 'unsatisfiable'
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  return end < start ? null : [start, end]
}

function sendError(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) {
  const requestId = randomBytes(8).toString('hex').toUpperCase()
  res.statusCode = status
  res.setHeader('x-amz-request-id', requestId)
  // A HEAD reply has no body, so S3 clients read the failure from the status alone.
  if (req.method === 'HEAD') return res.end()
  res.setHeader('content-type', 'application/xml')
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message>` +
      `<Resource>${xml((req.url ?? '').split('?')[0])}</Resource><RequestId>${requestId}</RequestId></Error>`,
  )
}
