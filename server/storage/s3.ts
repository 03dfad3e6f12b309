import type { Readable } from 'node:stream'
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { FastifyBaseLogger } from 'fastify'
import type { S3Config } from '../config'
import { AppError } from '../errors'
import { contentTypeFor, isSafeKey, publicPath } from './keys'
import { keyOfUpload, type Storage } from './local'

export type StorageLog = Pick<FastifyBaseLogger, 'error'>

/** What a read of `/uploads/<key>` asks of the store: the browser's range and cache validators. */
export type ReadRequest = { head: boolean; range?: string; ifNoneMatch?: string; ifModifiedSince?: Date }

export type ReadOutcome =
  | { kind: 'missing' }
  | { kind: 'not-modified'; etag?: string }
  | { kind: 'bad-range' }
  | {
      kind: 'found'
      partial: boolean
      body: Readable | null
      contentType: string
      contentLength?: number
      contentRange?: string
      etag?: string
      lastModified?: Date
    }

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode

/** A sentence for the operator: what the store answered and which setting to look at. */
export function explainS3Failure(err: unknown) {
  const code = err instanceof S3ServiceException ? err.name : ((err as { code?: string })?.code ?? 'unknown')
  const hint: Record<string, string> = {
    SignatureDoesNotMatch: 'check S3_SECRET_ACCESS_KEY',
    InvalidAccessKeyId: 'check S3_ACCESS_KEY_ID',
    Forbidden: 'check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key’s permissions on the bucket',
    AccessDenied: 'the key needs s3:PutObject and s3:GetObject on the bucket',
    NoSuchBucket: 'check S3_BUCKET',
    AuthorizationHeaderMalformed: 'check S3_REGION',
    PermanentRedirect: 'check S3_REGION',
    ECONNREFUSED: 'check S3_ENDPOINT and that the store is running',
    ENOTFOUND: 'check S3_ENDPOINT',
  }
  return { code, hint: hint[code] ?? 'the object store is unreachable or failing' }
}

/**
 * Uploads in an S3-compatible bucket (AWS, MinIO, R2…), so every instance behind a load balancer sees the same
 * files. Keys and public paths are the ones LocalStorage makes, so stored URLs stay valid across a move.
 */
export class S3Storage implements Storage {
  readonly kind = 's3'
  readonly client: S3Client
  readonly bucket: string
  private log: StorageLog | undefined

  constructor(config: S3Config) {
    this.bucket = config.bucket
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys in the settings, the SDK's own chain applies (instance role, AWS_* variables, profiles).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // A store that does not answer must fail a person's upload in seconds, not hang it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000, throwOnRequestTimeout: true },
      maxAttempts: 2,
    })
  }

  /** Where failures are reported; the app's logger, given when /uploads is wired (the storage is made first). */
  reportFailuresTo(log: StorageLog) {
    this.log = log
  }

  async put(key: string, data: Buffer): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`Refusing to store an upload under the unsafe key "${key}".`)
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentTypeFor(key) }),
      )
    } catch (err) {
      this.fail(err, 'store', key)
      // The cause travels along for callers without a logger (the demo seed), which print it.
      throw Object.assign(
        new AppError(
          503,
          'Your file could not be stored just now because the file store is not answering. Nothing was saved: try again in a few minutes.',
          'storage_unavailable',
        ),
        { cause: err },
      )
    }
    return publicPath(key)
  }

  /** The bytes of an upload by its public path, or null when it is not there. */
  async get(path: string): Promise<Buffer | null> {
    const key = keyOfUpload(path)
    if (!key || !isSafeKey(key)) return null
    const outcome = await this.read(key, { head: false }, this.log ?? console)
    if (outcome.kind !== 'found' || !outcome.body) return null
    const chunks: Buffer[] = []
    for await (const chunk of outcome.body) chunks.push(Buffer.from(chunk as Uint8Array))
    return Buffer.concat(chunks)
  }

  /** Opens an upload for serving; a store failure is logged and becomes a 503 with a sentence. */
  async read(key: string, request: ReadRequest, log: StorageLog): Promise<ReadOutcome> {
    const input = {
      Bucket: this.bucket,
      Key: key,
      Range: request.range,
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince,
    }
    try {
      const object = request.head
        ? await this.client.send(new HeadObjectCommand(input))
        : await this.client.send(new GetObjectCommand(input))
      const body = 'Body' in object ? (object.Body as Readable | undefined) : undefined
      return {
        kind: 'found',
        partial: Boolean(object.ContentRange),
        body: body ?? null,
        contentType: object.ContentType ?? contentTypeFor(key),
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      }
    } catch (err) {
      const status = statusOf(err)
      if (status === 404) return { kind: 'missing' }
      if (status === 304) return { kind: 'not-modified', etag: request.ifNoneMatch }
      if (status === 416) return { kind: 'bad-range' }
      this.fail(err, 'read', key, log)
      throw new AppError(
        503,
        'This file cannot be fetched just now because the file store is not answering. Try again in a few minutes.',
        'storage_unavailable',
      )
    }
  }

  private fail(err: unknown, action: 'store' | 'read', key: string, log = this.log) {
    const { code, hint } = explainS3Failure(err)
    log?.error(
      { err, bucket: this.bucket, key, s3Code: code, s3Status: statusOf(err) },
      `could not ${action} an upload in bucket "${this.bucket}" (${code}): ${hint}`,
    )
  }
}
