import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSafeKey } from './keys'
import type { ReadRequest, S3Storage } from './s3'

/** As long as uploads were always cached; their keys are never reused for other bytes. */
const CACHE_CONTROL = 'public, max-age=86400'

/**
 * Serves `/uploads/<key>`: from disk as before, or streamed from the bucket through this server, so the
 * addresses stay the same and stay on Lantern's own origin (ADR 0043). Like on disk, an upload is readable by
 * whoever holds its unguessable address.
 */
export async function registerUploads(app: FastifyInstance) {
  const { storage, config } = app.ctx
  if (storage.kind !== 's3') {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '1d',
    })
    return
  }
  const bucket = storage as S3Storage
  bucket.reportFailuresTo(app.log)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    // Pictures and recordings are compressed already, and byte ranges must count the stored bytes.
    compress: false,
    handler: (request, reply) => serveFromBucket(bucket, request, reply),
  })
}

function readRequest(request: FastifyRequest): ReadRequest {
  const range = request.headers.range
  const ifNoneMatch = request.headers['if-none-match']
  const since = request.headers['if-modified-since'] ? new Date(request.headers['if-modified-since']) : null
  return {
    head: request.method === 'HEAD',
    // One range is what players ask for; anything else is answered whole, as S3 itself does.
    range: range && /^bytes=(\d+-\d*|-\d+)$/.test(range) ? range : undefined,
    ifNoneMatch: ifNoneMatch || undefined,
    // HTTP: If-Modified-Since is ignored when If-None-Match is sent.
    ifModifiedSince: !ifNoneMatch && since && !Number.isNaN(since.getTime()) ? since : undefined,
  }
}

async function serveFromBucket(storage: S3Storage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*']
  // Checked before the bucket is asked: a key Lantern could not have made is simply not there.
  if (!isSafeKey(key)) return reply.callNotFound()
  const outcome = await storage.read(key, readRequest(request), request.log)
  if (outcome.kind === 'missing') return reply.callNotFound()
  if (outcome.kind === 'bad-range') {
    return reply
      .status(416)
      .send({ message: 'The part of the file asked for is beyond its end.', code: 'range_not_satisfiable' })
  }
  reply.header('cache-control', CACHE_CONTROL)
  if (outcome.kind === 'not-modified') {
    if (outcome.etag) reply.header('etag', outcome.etag)
    return reply.status(304).send()
  }
  reply.header('content-type', outcome.contentType).header('accept-ranges', 'bytes')
  if (outcome.contentLength !== undefined) reply.header('content-length', outcome.contentLength)
  if (outcome.etag) reply.header('etag', outcome.etag)
  if (outcome.lastModified) reply.header('last-modified', outcome.lastModified.toUTCString())
  if (outcome.partial && outcome.contentRange) reply.status(206).header('content-range', outcome.contentRange)
  return reply.send(outcome.body ?? undefined)
}
