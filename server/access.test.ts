import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { allRoutes } from '../contracts/index'
import { signIn, useTestApp } from '../tests/server'
import { authorizationMatrix } from './authorization/matrix'
import { type Perspective, perspectives } from './authorization/perspectives'
import { OWNED_KINDS, type OwnedKind } from './authorization/vocabulary'
import { keyOf, served, type WalkContext, walkKind } from './authorization/walk'
import { buildWorld } from './authorization/world'
import { countWrites } from './authorization/writes'
import { users } from './db/schema'

/** One demo account of each role, by role id; the ownership walk also calls as chloe and the owner. */
const ROLE_ACCOUNTS = ['ava', 'teacher', 'admin', 'curriculum', 'guest', 'parent']
const DEMO_CALLERS = [...ROLE_ACCOUNTS, 'chloe', 'owner']

const concretePath = (path: string) => path.replace(/:(\w+)/g, '1')

/**
 * The one walk of the contract: every route is in the authorization matrix; every served private route refuses
 * a call without a token (401) and from each role it does not list (403); every route that names an object
 * refuses another family's and another school's, changing nothing, and serves the caller's own; every declared
 * route that is not served yet answers 404.
 */
describe('access to every call of the contract', () => {
  const t = useTestApp()
  const ctx = {} as WalkContext
  let views: Record<OwnedKind, Perspective[]>

  beforeAll(async () => {
    const world = await buildWorld(t.database.db)
    views = perspectives(world)
    ctx.app = t.app
    ctx.db = t.database.db
    ctx.callers = {}
    for (const who of DEMO_CALLERS) {
      const { user, headers } = await signIn(t.app, login(who))
      ctx.callers[who] = { roleId: user.user_role_id, headers }
    }
    ctx.writes = await countWrites(t.database.db)
  })

  it('declares every route in the authorization matrix, in a way its roles allow', () => {
    expect(Object.keys(authorizationMatrix).sort()).toEqual(allRoutes.map(keyOf).sort())
    for (const r of allRoutes) {
      const rule = authorizationMatrix[keyOf(r)]
      expect(r.metadata.public || r.metadata.roles?.length, r.path).toBeTruthy()
      if (r.metadata.public) expect(['public', 'secret'], keyOf(r)).toContain(rule.whose)
      if (rule.whose === 'public') expect(r.metadata.public, keyOf(r)).toBe(true)
      // Only admin and curriculum staff may reach every object of a type.
      if (rule.whose === 'any') expect(r.metadata.roles?.every((role) => role === 3 || role === 4)).toBe(true)
      const namesObject = OWNED_KINDS.includes(rule.whose as OwnedKind)
      expect(Boolean(rule.at && Object.keys(rule.at).length), `${keyOf(r)} names its objects`).toBe(
        namesObject,
      )
    }
  })

  it('refuses anonymous and wrong-role callers on every served route', async () => {
    const routes = served(t.app)
    for (const r of routes) {
      if (r.metadata.public) continue
      const url = concretePath(r.path)
      const anonymous = await t.app.inject({ method: r.method, url })
      expect(anonymous.statusCode, `${r.method} ${r.path} without a token`).toBe(401)
      for (const role of [1, 2, 3, 4, 5, 6]) {
        if (r.metadata.roles?.includes(role as 1)) continue
        const headers = ctx.callers[ROLE_ACCOUNTS[role - 1]].headers
        const res = await t.app.inject({ method: r.method, url, headers })
        expect(res.statusCode, `${r.method} ${r.path} as role ${role}`).toBe(403)
        expect(res.json().message).toMatch(/^Only a .* account can do this\.$/)
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(20)
  })

  it('counts every row written, so a refused call that writes is caught', async () => {
    const before = await ctx.writes()
    await t.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.username, 'ben'))
    expect(await ctx.writes()).toBe(before + 1)
  })

  for (const kind of OWNED_KINDS) {
    it(`keeps “${kind}” objects to their owners on every served route`, async () => {
      await walkKind(ctx, kind, views[kind])
    })
  }

  it('answers 404 for declared calls whose features are not built yet', async () => {
    const built = allRoutes.filter((r) => t.app.hasRoute({ method: r.method, url: r.path }))
    // A path a built route with a parameter also matches (GET /worksheets/generate and /worksheets/:id) reaches
    // that route until its own is built.
    const shadowed = (r: (typeof allRoutes)[number]) =>
      built.some(
        (b) =>
          b.method === r.method &&
          new RegExp(`^${b.path.replace(/:\w+/g, '[^/]+')}$`).test(concretePath(r.path)),
      )
    const unbuilt = allRoutes.filter((r) => !built.includes(r) && !shadowed(r))
    expect(unbuilt.length).toBeGreaterThan(0)
    for (const r of unbuilt.slice(0, 25)) {
      const res = await t.app.inject({ method: r.method, url: concretePath(r.path) })
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(404)
    }
  })

  it('publishes the OpenAPI document with every call of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> }
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p))
    expect(operations).toHaveLength(allRoutes.length)
    expect(doc.paths['/api/v1/auth/login']).toHaveProperty('post')
    expect(doc.paths['/api/v1/users/{id}/profile-pic']).toHaveProperty('patch')
  })
})

/** Demo staff sign in by email, children by username. */
const login = (who: string) => (['ava', 'ben', 'chloe'].includes(who) ? who : `${who}@lantern.test`)
