import { type SQL, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import { errorHandler } from './errors'

/**
 * The backstop behind the schemas: a value PostgreSQL refuses is the caller's mistake (4xx), whichever
 * driver raised it and however drizzle wrapped it.
 */
describe('database refusals', () => {
  let database: Database
  const app = Fastify({ logger: false })
  let failing: SQL = sql`select 1`
  beforeAll(async () => {
    database = await openDatabase({})
    await database.db.execute(
      sql`create table t (id int4 primary key, name text unique, parent int4 references t(id))`,
    )
    await database.db.execute(sql`insert into t values (1, 'taken', null), (2, 'child', 1)`)
    app.setErrorHandler(errorHandler)
    app.get('/query', async () => database.db.execute(failing))
    app.get('/node-postgres/:code', async (request) => {
      const err = new pg.DatabaseError('refused', 0, 'error')
      Object.assign(err, { code: (request.params as { code: string }).code, severity: 'ERROR' })
      throw Object.assign(new Error('Failed query: …'), { cause: err })
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const answer = async (query: SQL) => {
    failing = query
    const res = await app.inject({ method: 'GET', url: '/query' })
    return { status: res.statusCode, message: res.json().message as string }
  }

  it('answers data exceptions (class 22) with 400 and a sentence saying which kind', async () => {
    expect(await answer(sql`select ${'2147483648'}::int4`)).toMatchObject({ status: 400, message: /number/ })
    expect(await answer(sql`select ${'abc'}::int4`)).toMatchObject({
      status: 400,
      message: /not in the form/,
    })
    expect(await answer(sql`select ${'a\u0000b'}::text`)).toMatchObject({ status: 400, message: /NUL/ })
    expect(await answer(sql`select ${'2026-13-45'}::date`)).toMatchObject({ status: 400, message: /date/ })
  })

  it('answers a taken unique value with 409 and a missing or still-used reference with 404 or 409', async () => {
    expect(await answer(sql`insert into t values (3, 'taken', null)`)).toMatchObject({ status: 409 })
    expect(await answer(sql`insert into t values (3, 'new', 99)`)).toMatchObject({ status: 404 })
    expect(await answer(sql`delete from t where id = 1`)).toMatchObject({
      status: 409,
      message: /still in use/,
    })
    expect(await answer(sql`insert into t values (null, 'x', null)`)).toMatchObject({ status: 400 })
  })

  it('reads the SQLSTATE of node-postgres errors behind a wrapper too', async () => {
    for (const [code, status] of [
      ['22003', 400],
      ['23505', 409],
      ['23503', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/node-postgres/${code}` })
      expect(res.statusCode, code).toBe(status)
    }
  })

  it('keeps a 500 for failures that are not the request’s fault', async () => {
    expect((await answer(sql`select * from no_such_table`)).status).toBe(500)
    expect((await app.inject({ method: 'GET', url: '/node-postgres/57P01' })).statusCode).toBe(500)
  })
})
