import { describe, expect, it } from 'vitest'
import { allRoutes } from '../contracts/index'
import { signIn, useTestApp } from '../tests/server'

const ROLE_ACCOUNTS: Record<number, string> = {
  1: 'ava',
  2: 'teacher@lantern.test',
  3: 'admin@lantern.test',
  4: 'curriculum@lantern.test',
  5: 'guest@lantern.test',
  6: 'parent@lantern.test',
}

const concretePath = (path: string) => path.replace(/:(\w+)/g, '1')

/**
 * Walks the whole contract: every served private route refuses a call without a token (401) and a call
 * from each role it does not list (403); every declared route that is not served yet answers 404.
 */
describe('access to every call of the contract', () => {
  const t = useTestApp()

  it('has a role rule or public flag on every route', () => {
    for (const r of allRoutes) expect(r.metadata.public || r.metadata.roles?.length, r.path).toBeTruthy()
  })

  it('refuses anonymous and wrong-role callers on every served route', async () => {
    const headers: Record<number, { authorization: string }> = {}
    for (const [role, who] of Object.entries(ROLE_ACCOUNTS))
      headers[Number(role)] = (await signIn(t.app, who)).headers
    let served = 0
    for (const r of allRoutes) {
      const url = concretePath(r.path)
      if (!t.app.hasRoute({ method: r.method, url: r.path })) continue
      served++
      if (r.metadata.public) continue
      const anonymous = await t.app.inject({ method: r.method, url })
      expect(anonymous.statusCode, `${r.method} ${r.path} without a token`).toBe(401)
      for (const role of [1, 2, 3, 4, 5, 6]) {
        if (r.metadata.roles?.includes(role as 1)) continue
        const res = await t.app.inject({ method: r.method, url, headers: headers[role] })
        expect(res.statusCode, `${r.method} ${r.path} as role ${role}`).toBe(403)
        expect(res.json().message).toMatch(/^Only a .* account can do this\.$/)
      }
    }
    expect(served).toBeGreaterThanOrEqual(20)
  })

  it('answers 404 for declared calls whose features are not built yet', async () => {
    const unbuilt = allRoutes.filter((r) => !t.app.hasRoute({ method: r.method, url: r.path }))
    expect(unbuilt.length).toBeGreaterThan(0)
    for (const r of unbuilt.slice(0, 25)) {
      const res = await t.app.inject({ method: r.method, url: concretePath(r.path) })
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(404)
    }
  })

  it('publishes the OpenAPI document with all 212 calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> }
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p))
    expect(operations).toHaveLength(212)
    expect(doc.paths['/api/v1/auth/login']).toHaveProperty('post')
    expect(doc.paths['/api/v1/users/{id}/profile-pic']).toHaveProperty('patch')
  })
})
