import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config'
import { registerSecurityHeaders, securityHeaderOptions, securityHeaders } from './security-headers'

const config = (environment: string) => ({ environment }) as Config

/** What helmet's own middleware sets on a real response with these options. */
async function helmetsOwn(options: Config) {
  const server = http.createServer((req, res) =>
    helmet(securityHeaderOptions(options))(req, res, () => res.end()),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  server.close()
  const names = [...res.headers.keys()].filter(
    (n) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(n),
  )
  return Object.fromEntries(names.map((n) => [n, res.headers.get(n)]))
}

describe('security headers', () => {
  it('are exactly the headers helmet itself sets, in production and elsewhere', async () => {
    for (const environment of ['production', 'development']) {
      const ours = Object.fromEntries(
        securityHeaders(config(environment)).map(([n, v]) => [n.toLowerCase(), v]),
      )
      expect(ours).toEqual(await helmetsOwn(config(environment)))
      expect(ours['content-security-policy']).toMatch(/script-src 'self'/)
    }
  })

  it('are on every reply: a route, a 404 and an error', async () => {
    const app = Fastify()
    registerSecurityHeaders(app, config('production'))
    app.get('/ok', async () => ({ ok: true }))
    app.get('/broken', async () => {
      throw new Error('broken')
    })
    const expected = Object.fromEntries(
      securityHeaders(config('production')).map(([n, v]) => [n.toLowerCase(), v]),
    )
    for (const url of ['/ok', '/missing', '/broken']) {
      const res = await app.inject({ url })
      expect(res.headers, url).toMatchObject(expected)
    }
    await app.close()
  })
})
