import multipart from '@fastify/multipart'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOUNDARY,
  formBody,
  formHeaders,
  lazyForm,
  type Part,
  SAMPLE_FILES,
} from '../../tests/fuzz/multipart'
import { errorHandler } from '../plugins/errors'
import { type MultipartRules, readMultipart } from './multipart'

const RULES: MultipartRules = {
  fields: { maxCount: 5, maxBytes: 1024 },
  files: {
    file: { maxBytes: 64 * 1024, what: 'picture' },
    'files[]': { maxBytes: 1024, what: 'image', maxCount: 2 },
  },
  totalBytes: 80 * 1024,
}
const MB = 1024 * 1024

describe('readMultipart', () => {
  const app = Fastify({ logger: false })
  beforeAll(async () => {
    await app.register(multipart)
    app.setErrorHandler(errorHandler)
    app.post('/upload', async (request) => {
      const form = await readMultipart(request, RULES)
      return { fields: form.fields, files: form.files.map((f) => ({ field: f.field, bytes: f.data.length })) }
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const send = (parts: Part[], headers: Record<string, string> = formHeaders(), body?: Buffer) =>
    app.inject({ method: 'POST', url: '/upload', headers, payload: body ?? formBody(parts) })

  it('reads fields, repeated fields and files within the rules', async () => {
    const res = await send([
      { name: 'a', value: '1' },
      { name: 'a', value: '2' },
      { name: 'file', filename: 'p.png', data: SAMPLE_FILES.png },
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      fields: { a: ['1', '2'] },
      files: [{ field: 'file', bytes: SAMPLE_FILES.png.length }],
    })
  })

  it('refuses 200 fields of 1 MB with a 413, reading no further than the cap', async () => {
    const { stream, counter } = lazyForm(200, MB)
    const started = Date.now()
    const res = await app.inject({ method: 'POST', url: '/upload', headers: formHeaders(), payload: stream })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/larger than 80 KB in all/)
    // The 80 KB cap and what the streams buffer ahead: not 200 MB.
    expect(counter.pulled).toBeLessThanOrEqual(512 * 1024)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('refuses many small fields, and many parts adding up past the total', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
    expect((await send(many)).json()).toMatchObject({ message: 'Send at most 5 form fields.' })
    const big = (name: string) => ({ name, filename: 'p.png', data: Buffer.alloc(60 * 1024) })
    const res = await send([
      big('file'),
      { name: 'files[]', filename: 'a', data: Buffer.alloc(1000) },
      ...[1, 2].map(() => ({ name: 'x', value: 'y'.repeat(1000) })),
      big('file'),
    ])
    expect(res.statusCode).toBe(413)
  })

  it('answers every malformed body with a 4xx that says what to do', async () => {
    const cases: [string, Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp][] = [
      ['no boundary', send([], { 'content-type': 'multipart/form-data' }), 400, /no boundary/],
      [
        'cut short',
        send([], formHeaders(), formBody([{ name: 'a', value: 'bb' }]).subarray(0, 60)),
        400,
        /not valid multipart/,
      ],
      [
        'garbage',
        send([], formHeaders(), Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n\r\n`)),
        400,
        /not valid multipart/,
      ],
      [
        'not multipart',
        app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } }),
        415,
        /multipart\/form-data/,
      ],
      [
        'file too large',
        send([{ name: 'file', filename: 'p', data: Buffer.alloc(65 * 1024) }]),
        413,
        /picture is larger than 64 KB/,
      ],
      [
        'too many files',
        send([1, 2, 3].map(() => ({ name: 'files[]', filename: 'p', data: Buffer.alloc(10) }))),
        413,
        /at most 2 images/,
      ],
      [
        'unexpected file',
        send([{ name: 'avatar', filename: 'p', data: Buffer.alloc(10) }]),
        400,
        /Unexpected file field "avatar"/,
      ],
      ['NUL in a field', send([{ name: 'a', value: 'x\u0000y' }]), 400, /NUL/],
      ['reserved name', send([{ name: '__proto__', value: '1' }]), 400, /__proto__/],
      [
        'broken JSON part',
        send([{ name: 'a', value: '{"a":', contentType: 'application/json' }]),
        400,
        /not valid JSON/,
      ],
    ]
    for (const [what, pending, status, message] of cases) {
      const res = await pending
      expect(res.statusCode, what).toBe(status)
      expect(res.json().message, what).toMatch(message)
    }
  })
})
