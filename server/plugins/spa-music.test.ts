import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server'

const dist = mkdtempSync(join(tmpdir(), 'lantern-dist-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
mkdirSync(join(dist, 'music'))
writeFileSync(join(dist, 'music', 'lantern-glow.wav'), 'RIFF')

describe('the background music files (ADR 0061)', () => {
  const t = useTestApp({ distDir: dist })

  it('are served as WAV, cached for a day and then revalidated by their ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/music/lantern-glow.wav' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const again = await t.app.inject({
      method: 'GET',
      url: '/music/lantern-glow.wav',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('a missing track gets the app page, which is not cached like one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/music/nothing.wav' })
    expect(res.headers['cache-control']).not.toBe('public, max-age=86400')
  })
})
