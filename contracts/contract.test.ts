import { readFileSync } from 'node:fs'
import { generateOpenApi } from '@ts-rest/open-api'
import { describe, expect, it } from 'vitest'
import { USER_ROLE_IDS } from './constants'
import { allRoutes, contract } from './index'

const specLines = readFileSync(new URL('./spec-endpoints.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t'))
const specCalls = new Set(specLines.map(([method, path]) => `${method} ${path}`))
const contractCalls = allRoutes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)

describe('contract', () => {
  it('declares the 212 calls of the spec, and says why of every call beyond it', () => {
    expect(specCalls.size).toBe(212)
    expect(new Set(contractCalls).size).toBe(contractCalls.length)
    expect([...specCalls].filter((call) => !contractCalls.includes(call))).toEqual([])
    const beyond = allRoutes.filter((_, i) => !specCalls.has(contractCalls[i]))
    for (const r of beyond) expect(r.metadata.beyondSpec, `${r.method} ${r.path}`).toMatch(/.{10,}/)
    for (const r of allRoutes.filter((_, i) => specCalls.has(contractCalls[i])))
      expect(r.metadata.beyondSpec, r.path).toBeUndefined()
  })

  it('names every route uniquely, verb first', () => {
    const names = allRoutes.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    // auth.ts keeps its one-word verbs (signup, login, logout).
    for (const { area, name } of allRoutes)
      if (area !== 'auth') expect(name).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/)
  })

  it('says who may call every route', () => {
    for (const { name, metadata } of allRoutes) {
      const roles = metadata.roles ?? []
      expect(metadata.public === true || roles.length > 0, name).toBe(true)
      expect(metadata.public === true && roles.length > 0, name).toBe(false)
      for (const role of roles) expect(USER_ROLE_IDS, name).toContain(role)
    }
  })

  it('lists the error statuses of every route', () => {
    for (const { name, metadata, route } of allRoutes) {
      const statuses = Object.keys(route.responses).map(Number)
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        name,
      ).toBe(true)
      const expected = metadata.public ? [400, 404, 429] : [400, 401, 403, 404, 429]
      for (const status of expected) expect(statuses, name).toContain(status)
    }
  })

  it('keeps admin paths for admins and public paths public', () => {
    for (const { name, path, metadata } of allRoutes) {
      if (path.startsWith('/api/v1/admin/')) expect(metadata.roles, name).toEqual([3])
      if (/\/(public|demo)(\/|$)/.test(path)) expect(metadata.public, name).toBe(true)
    }
  })

  it('generates an OpenAPI document with one operation per call', () => {
    const doc = generateOpenApi(contract, { info: { title: 'Lantern API', version: '1' } })
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item as object))
    expect(operations).toHaveLength(allRoutes.length)
  })
})
