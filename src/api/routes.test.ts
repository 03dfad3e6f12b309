import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contract } from '../../contracts/index'
import { renderRouteTable, routeTable } from './routes'
import { apiRoutes } from './routes.gen'

describe('the client’s route table (ADR 0069)', () => {
  it('is the contract’s routes: every method, path and body type, nothing else', () => {
    expect(apiRoutes).toEqual(routeTable(contract))
    expect(apiRoutes.quiz).toMatchObject({ getQuiz: { method: 'GET', path: '/api/v1/quiz/:id' } })
    expect(JSON.stringify(apiRoutes)).not.toContain('_def')
  })

  it('is written as vite.config.ts writes it (a build or `npm run dev` brings it up to date)', () => {
    const written = readFileSync(new URL('./routes.gen.ts', import.meta.url), 'utf8')
    expect(written).toBe(renderRouteTable(contract))
  })

  it('keeps a multipart upload’s body type, which decides how the client sends it', () => {
    const uploads = JSON.stringify(routeTable(contract)).match(/multipart\/form-data/g) ?? []
    expect(uploads.length).toBeGreaterThan(0)
  })
})
