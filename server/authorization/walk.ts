import { expect } from 'vitest'
import { allRoutes, type RouteEntry } from '../../contracts/index'
import type { TestApp } from '../../tests/server'
import type { Db } from '../db/client'
import { authorizationMatrix } from './matrix'
import type { Objects, Perspective } from './perspectives'
import { buildRequest, mentions } from './requests'
import type { OwnedKind, RouteKey } from './vocabulary'
import { copyLesson } from './world-lessons'
import { copyChild, copyQuestion, copyWorksheet } from './world-objects'

export const keyOf = (r: RouteEntry) => `${r.area}.${r.name}` as RouteKey
export const served = (app: TestApp) =>
  allRoutes.filter((r) => app.hasRoute({ method: r.method, url: r.path }))

type Caller = { roleId: number; headers: Record<string, string> }
export type WalkContext = {
  app: TestApp
  db: Db
  callers: Record<string, Caller>
  writes: () => Promise<number>
}

/** Calls that take the member they name out of a class: like a DELETE, each caller gets a copy of the member. */
const TAKES_MEMBERS_OUT = new Set<RouteKey>(['teachers.unassignClassUsers'])

/** A call that deletes what it names gets a copy, so the next caller still finds the original. */
async function consumable(ctx: WalkContext, route: RouteEntry, objects: Objects): Promise<Objects> {
  if (TAKES_MEMBERS_OUT.has(keyOf(route)) && objects.user != null)
    return { ...objects, user: await copyChild(ctx.db, Number(objects.user)) }
  if (route.method !== 'DELETE') return objects
  const types = Object.values(authorizationMatrix[keyOf(route)].at ?? {})
  if (types.includes('worksheet') && objects.worksheet != null) {
    const copy = await copyWorksheet(ctx.db, Number(objects.worksheet), Number(objects.assignment ?? 0))
    return { ...objects, worksheet: copy.worksheet, assignment: copy.assignment ?? objects.assignment }
  }
  if (types.length === 1 && types[0] === 'lesson' && objects.lesson != null)
    return { ...objects, lesson: await copyLesson(ctx.db, Number(objects.lesson)) }
  if (types.length === 1 && types[0] === 'question' && objects.question != null)
    return { ...objects, question: await copyQuestion(ctx.db, Number(objects.question)) }
  if (types.length === 1 && types[0] === 'user' && objects.user != null)
    return { ...objects, user: await copyChild(ctx.db, Number(objects.user)) }
  return objects
}

async function call(ctx: WalkContext, route: RouteEntry, caller: Caller, objects: Objects, label: string) {
  const key = keyOf(route)
  const built = buildRequest(key, route, authorizationMatrix[key], objects)
  if (built.kind === 'skip') return null
  expect(built.kind, `${label}: the walk's world has no ${'type' in built ? built.type : ''}`).toBe('request')
  if (built.kind !== 'request') return null
  return ctx.app.inject({ ...built, headers: caller.headers })
}

/** As each caller of the route's roles: what is not theirs (another family's, another school's) is refused. */
export async function walkRoute(ctx: WalkContext, route: RouteEntry, views: Perspective[]) {
  const key = keyOf(route)
  const rule = authorizationMatrix[key]
  const roles = route.metadata.roles ?? []
  const callers = views.filter((v) => roles.includes(ctx.callers[v.as].roleId as 1))
  expect(
    callers.length,
    `${key}: no caller of its roles in the walk's ${rule.whose} perspectives`,
  ).toBeGreaterThan(0)
  for (const view of callers) {
    const caller = ctx.callers[view.as]
    for (const [whose, objects] of Object.entries(view.refused ?? {})) {
      const label = `${route.method} ${route.path} as ${view.as} on ${whose}'s`
      const before = await ctx.writes()
      const res = await call(ctx, route, caller, objects, label)
      if (!res) continue
      const refused = [403, 404].includes(res.statusCode)
      const leftOut = rule.lists && res.statusCode === 200 && !mentions(res.body, rule, objects)
      expect(refused || leftOut, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true)
      expect(await ctx.writes(), `${label}: a refused call changed the database`).toBe(before)
    }
    const label = `${route.method} ${route.path} as ${view.as} on their own`
    const res = await call(ctx, route, caller, await consumable(ctx, route, view.own), label)
    if (!res) continue
    const allowed =
      ![401, 403, 404].includes(res.statusCode) && (res.statusCode < 500 || res.statusCode === 501)
    expect(allowed, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true)
  }
}

/** Every served route of one kind, walked with its fixtures. */
export async function walkKind(ctx: WalkContext, kind: OwnedKind, views: Perspective[]) {
  for (const route of served(ctx.app)) {
    if (authorizationMatrix[keyOf(route)].whose === kind) await walkRoute(ctx, route, views)
  }
}
