import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeS3 } from '../../tests/fake-s3-server'
import { signIn, type TestApp, useTestApp } from '../../tests/server'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function pictureForm(filename: string, type: string, data: Buffer) {
  const boundary = '----lantern-upload-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const fake = await startFakeS3({ bucket: 'lantern-test-uploads' })
afterAll(() => fake.close())
// What the app logs (warnings and errors in tests), to prove an outage names its cause for the operator.
const logLines: string[] = []

async function uploadPicture(app: TestApp, who: string, filename: string, type: string, data: Buffer) {
  const { headers, user } = await signIn(app, who)
  const form = pictureForm(filename, type, data)
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${user.id}/profile-pic`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
}

describe('uploads on S3-compatible storage, through the app', () => {
  const t = useTestApp(
    { s3: fake.s3Config() },
    { logger: { stream: { write: (line: string) => logLines.push(line) } } },
  )

  it('stores a profile picture in the bucket and serves it at the same /uploads path', async () => {
    const res = await uploadPicture(t.app, 'ben', 'me.png', 'image/png', PNG)
    expect(res.statusCode).toBe(200)
    const url: string = res.json().profile_pic_url
    expect(url).toMatch(/^\/uploads\/profile-pics\/\d+-[\w-]+\.png$/)
    const key = url.slice('/uploads/'.length)
    expect(fake.objects.get(key)?.body.equals(PNG)).toBe(true)
    expect(fake.objects.get(key)?.contentType).toBe('image/png')
    expect(existsSync(join(t.config.uploadsDir, key))).toBe(false)

    const file = await t.app.inject({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toBe('public, max-age=86400')
    expect(file.rawPayload.equals(PNG)).toBe(true)
    const etag = String(file.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)

    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(PNG.length))
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`)
    expect(part.rawPayload.equals(PNG.subarray(0, 8))).toBe(true)
  })

  it('answers 404 with a sentence for an upload that is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/profile-pics/999-nothing.png' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('There is no GET /uploads/profile-pics/999-nothing.png here.')
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      key: 'profile-pics/999-nothing.png',
      status: 404,
    })
  })

  it('refuses paths that climb out of /uploads before the bucket is asked', async () => {
    const asked = fake.requests.length
    for (const [url, status] of [
      ['/uploads/..%2F..%2Fetc%2Fpasswd', 404],
      ['/uploads/profile-pics/%2E%2E%2F%2E%2E%2Fsecret.png', 404],
      ['/uploads/profile-pics//x.png', 404],
      ['/uploads/profile-pics%5C..%5Cx.png', 404],
      // Fastify itself refuses a NUL in a path.
      ['/uploads/profile-pics/%00.png', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(status)
    }
    expect(fake.requests.length).toBe(asked)
  })

  it('keeps bad input a 4xx and stores nothing for it', async () => {
    const before = fake.objects.size
    const res = await uploadPicture(
      t.app,
      'chloe',
      'notes.png',
      'image/png',
      Buffer.from('not a picture at all'),
    )
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe('Choose a PNG, JPEG, GIF or WebP picture.')
    expect(fake.objects.size).toBe(before)
  })

  it('answers 503 with a sentence when the store refuses the server’s key, and logs why', async () => {
    const stored = [...fake.objects.keys()].find((k) => k.startsWith('profile-pics/'))
    const secret = fake.credentials.secretAccessKey
    const { headers } = await signIn(t.app, 'chloe')
    const pictureBefore = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    ).json().profile_pic_url
    fake.credentials.secretAccessKey = 'rotated-without-telling-the-app'
    try {
      const upload = await uploadPicture(t.app, 'chloe', 'me.png', 'image/png', PNG)
      expect(upload.statusCode).toBe(503)
      expect(upload.json()).toMatchObject({
        code: 'storage_unavailable',
        message:
          'Your file could not be stored just now because the file store is not answering. Nothing was saved: try again in a few minutes.',
      })
      const read = await t.app.inject({ method: 'GET', url: `/uploads/${stored}` })
      expect(read.statusCode).toBe(503)
      expect(read.json().message).toMatch(/cannot be fetched just now.*Try again in a few minutes/)
    } finally {
      fake.credentials.secretAccessKey = secret
    }
    const pictureAfter = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers })
    ).json().profile_pic_url
    expect(pictureAfter).toBe(pictureBefore)
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)
    expect(errors.map((e) => e.msg)).toEqual([
      expect.stringMatching(
        /could not store an upload .*\(SignatureDoesNotMatch\): check S3_SECRET_ACCESS_KEY/,
      ),
      expect.stringMatching(
        /could not read an upload .*\(SignatureDoesNotMatch\): check S3_SECRET_ACCESS_KEY/,
      ),
    ])
    expect(JSON.stringify(errors)).not.toContain(secret)
  })
})
