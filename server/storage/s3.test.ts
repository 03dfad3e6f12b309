import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeS3, startFakeS3 } from '../../tests/fake-s3-server'
import { AppError } from '../errors'
import { LocalStorage } from './local'
import { S3Storage } from './s3'

let fake: FakeS3
beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'school-uploads', region: 'ap-southeast-1' })
})
afterAll(() => fake.close())

const client = (
  secretAccessKey = fake.credentials.secretAccessKey,
  accessKeyId = fake.credentials.accessKeyId,
) =>
  new S3Client({
    region: fake.region,
    endpoint: fake.url,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    maxAttempts: 1,
  })
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { name: string; $metadata?: { httpStatusCode?: number } }) => ({
      name: err.name,
      status: err.$metadata?.httpStatusCode,
    }),
  )
const Bucket = 'school-uploads'

describe('the fake S3 store, called by the real SDK', () => {
  it('round-trips PutObject, HeadObject, GetObject (whole and a range) and DeleteObject', async () => {
    const s3 = client()
    const Key = 'recordings/7/a b+c.webm'
    await s3.send(
      new PutObjectCommand({ Bucket, Key, Body: Buffer.from('oral answer'), ContentType: 'audio/webm' }),
    )
    const head = await s3.send(new HeadObjectCommand({ Bucket, Key }))
    expect(head.ContentLength).toBe(11)
    expect(head.ContentType).toBe('audio/webm')
    const whole = await s3.send(new GetObjectCommand({ Bucket, Key }))
    expect(await whole.Body?.transformToString()).toBe('oral answer')
    const part = await s3.send(new GetObjectCommand({ Bucket, Key, Range: 'bytes=5-10' }))
    expect(part.ContentRange).toBe('bytes 5-10/11')
    expect(await part.Body?.transformToString()).toBe('answer')
    await s3.send(new DeleteObjectCommand({ Bucket, Key }))
    expect(await failureOf(s3.send(new GetObjectCommand({ Bucket, Key })))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    })
    expect(await failureOf(s3.send(new HeadObjectCommand({ Bucket, Key })))).toEqual({
      name: 'NotFound',
      status: 404,
    })
  })

  it('takes a streamed body, sent aws-chunked with a CRC32 trailer', async () => {
    const Body = Readable.from([Buffer.from('first half, '), Buffer.from('second half')])
    await client().send(new PutObjectCommand({ Bucket, Key: 'streamed.txt', Body, ContentLength: 23 }))
    expect(fake.objects.get('streamed.txt')?.body.toString()).toBe('first half, second half')
    expect(fake.objects.get('streamed.txt')?.checksums['x-amz-checksum-crc32']).toBeTruthy()
  })

  it('refuses a request signed with the wrong secret with 403 SignatureDoesNotMatch, and stores nothing', async () => {
    const put = client('not-the-secret').send(
      new PutObjectCommand({ Bucket, Key: 'forged.png', Body: Buffer.from('x') }),
    )
    expect(await failureOf(put)).toEqual({ name: 'SignatureDoesNotMatch', status: 403 })
    expect(fake.objects.has('forged.png')).toBe(false)
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      key: 'forged.png',
      code: 'SignatureDoesNotMatch',
    })
  })

  it('refuses an unknown access key, and a body changed after it was signed', async () => {
    const unknown = client(fake.credentials.secretAccessKey, 'SOMEONEELSE')
    expect(await failureOf(unknown.send(new GetObjectCommand({ Bucket, Key: 'streamed.txt' })))).toEqual({
      name: 'InvalidAccessKeyId',
      status: 403,
    })
    const tampering = client()
    tampering.middlewareStack.add(
      (next) => async (args) => {
        // Same length, different bytes: only the payload hash can tell.
        ;(args.request as { body: Buffer }).body = Buffer.from('hellx')
        return next(args)
      },
      { step: 'deserialize', name: 'tamperAfterSigning' },
    )
    const put = tampering.send(
      new PutObjectCommand({ Bucket, Key: 'tampered.txt', Body: Buffer.from('hello') }),
    )
    expect(await failureOf(put)).toEqual({ name: 'XAmzContentSHA256Mismatch', status: 400 })
    expect(fake.objects.has('tampered.txt')).toBe(false)
  })
})

describe('S3Storage', () => {
  const config = () => ({ ...fake.s3Config(), bucket: Bucket })

  it('stores under the public path LocalStorage answers, with the media type of the extension', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lantern-local-'))
    try {
      const key = 'chat/12/1700000000-abc-0.pdf'
      const bytes = Buffer.from('%PDF-1.4 worksheet')
      const url = await new S3Storage(config()).put(key, bytes)
      expect(url).toBe(await new LocalStorage(dir).put(key, bytes))
      expect(url).toBe(`/uploads/${key}`)
      expect(fake.objects.get(key)?.contentType).toBe('application/pdf')
      await new S3Storage(config()).put('recordings/3/1-x.webm', Buffer.from('webm'))
      expect(fake.objects.get('recordings/3/1-x.webm')?.contentType).toBe('audio/webm')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads an upload back by its public path, as the disk does; a missing or unsafe one is null', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lantern-local-'))
    try {
      const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>')
      for (const storage of [new S3Storage(config()), new LocalStorage(dir)]) {
        const url = await storage.put('questions/7/diagram.svg', bytes)
        expect((await storage.get(url))?.equals(bytes)).toBe(true)
        expect(await storage.get('/uploads/questions/7/none.svg')).toBeNull()
        expect(await storage.get('/uploads/../etc/passwd')).toBeNull()
        expect(await storage.get('/elsewhere/x.png')).toBeNull()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a key that climbs out of its folder instead of storing it', async () => {
    await expect(new S3Storage(config()).put('../other-app/x.png', Buffer.from('x'))).rejects.toThrow(
      /unsafe key/,
    )
    expect([...fake.objects.keys()].some((k) => k.includes('other-app'))).toBe(false)
  })

  it('turns a refused store into a 503 with a sentence, and logs the store’s code and the setting to check', async () => {
    const storage = new S3Storage({ ...config(), secretAccessKey: 'rotated-away' })
    const logged: { fields: Record<string, unknown>; message: string }[] = []
    storage.reportFailuresTo({
      error: (fields: object, message?: string) =>
        logged.push({ fields: fields as Record<string, unknown>, message: message ?? '' }),
    } as never)
    const failure = await storage.put('profile-pics/1-a.png', Buffer.from('x')).catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(AppError)
    expect(failure).toMatchObject({ status: 503, code: 'storage_unavailable' })
    expect((failure as AppError).message).toMatch(/Nothing was saved: try again in a few minutes/)
    expect(logged).toHaveLength(1)
    expect(logged[0].fields).toMatchObject({ s3Code: 'SignatureDoesNotMatch', s3Status: 403, bucket: Bucket })
    expect(logged[0].message).toMatch(/SignatureDoesNotMatch.*check S3_SECRET_ACCESS_KEY/)
  })

  it('treats a store that is not listening as an outage too', async () => {
    const gone = await startFakeS3()
    await gone.close()
    const storage = new S3Storage({ ...gone.s3Config() })
    const logged: string[] = []
    storage.reportFailuresTo({ error: (_: object, message?: string) => logged.push(message ?? '') } as never)
    await expect(storage.put('a.png', Buffer.from('x'))).rejects.toMatchObject({ status: 503 })
    expect(logged[0]).toMatch(/ECONNREFUSED.*S3_ENDPOINT/)
  })
})
