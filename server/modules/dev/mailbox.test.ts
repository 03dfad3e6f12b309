import { mkdtempSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server'

const dist = mkdtempSync(join(tmpdir(), 'lantern-dist-'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Lantern</title></head><body></body></html>',
)

/** This machine's own address on its network, as another computer would reach it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address

const configIn = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="lantern-config">(.*?)<\/script>/)?.[1] ?? '{}')

describe('the development mailbox answers only a person at this machine', () => {
  const t = useTestApp({ environment: 'development', distDir: dist })

  it.each([
    ['another computer', { remoteAddress: '203.0.113.5', headers: {} }],
    [
      'a proxy forwarding someone else',
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } },
    ],
    [
      'a page on another site (DNS rebinding)',
      { remoteAddress: '127.0.0.1', headers: { host: 'evil.example:3000' } },
    ],
  ])('is a plain 404 for %s', async (_who, from) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await t.app.inject({ method: 'GET', url, ...from })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toMatch(/Dev mailbox|messages/)
    }
    const page = await t.app.inject({ method: 'GET', url: '/login', ...from })
    expect(configIn(page.body).devMailbox).toBe(false)
  })

  it('opens on this machine, and the pages point to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveProperty('messages')
    const page = await t.app.inject({ method: 'GET', url: '/login' })
    expect(configIn(page.body).devMailbox).toBe(true)
  })

  it.runIf(lanAddress)('over real HTTP: refused at the network address, served at localhost', async () => {
    const address = await t.app.listen({ host: '0.0.0.0', port: 0 })
    const port = new URL(address).port
    const remote = await fetch(`http://${lanAddress}:${port}/dev/mailbox.json`)
    expect(remote.status).toBe(404)
    const remotePage = await fetch(`http://${lanAddress}:${port}/login`)
    expect(configIn(await remotePage.text()).devMailbox).toBe(false)
    const local = await fetch(`http://localhost:${port}/dev/mailbox.json`)
    expect(local.status).toBe(200)
  })
})

describe('in production', () => {
  const t = useTestApp({ environment: 'production', distDir: dist })

  it('there is no mailbox at all, not even for this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404)
    const page = await t.app.inject({ method: 'GET', url: '/login' })
    expect(configIn(page.body).devMailbox).toBe(false)
  })
})
