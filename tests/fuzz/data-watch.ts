import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'

type Rows = { rows: Record<string, unknown>[] }
const rowsOf = async (db: Db, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as Rows).rows

/**
 * Tells whether a request changed stored data. Exact and cheap: PostgreSQL hands out a transaction id only
 * to a transaction that writes, so when the next id has not moved nothing was written (under a
 * millisecond). Only when it has moved are all tables compared, by row count and an md5 of their rows.
 */
export class DataWatch {
  private known: { xid: string; tables: Map<string, string> } | null = null
  private query: ReturnType<typeof sql.raw> | null = null

  constructor(private readonly db: Db) {}

  private async nextXid() {
    const [row] = await rowsOf(
      this.db,
      sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as xid'),
    )
    return String(row.xid)
  }

  private async fingerprint() {
    if (!this.query) {
      const tables = await rowsOf(
        this.db,
        sql.raw("select tablename from pg_tables where schemaname = 'public'"),
      )
      this.query = sql.raw(
        tables
          .map(
            ({ tablename }) =>
              `select '${tablename}' as t, count(*)::text || ':' || ` +
              `md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${tablename}" x`,
          )
          .join(' union all '),
      )
    }
    const rows = await rowsOf(this.db, this.query)
    return new Map(rows.map((r) => [String(r.t), String(r.h)]))
  }

  /** Call before a request: remembers the data as it is (recomputed only after something wrote). */
  async before() {
    const xid = await this.nextXid()
    if (this.known?.xid !== xid) this.known = { xid, tables: await this.fingerprint() }
  }

  /** The tables whose rows differ from what `before` saw (none when nothing was written). */
  async changedTables(): Promise<string[]> {
    const xid = await this.nextXid()
    if (!this.known || xid === this.known.xid) return []
    const now = await this.fingerprint()
    const changed = [...now].filter(([t, h]) => this.known?.tables.get(t) !== h).map(([t]) => t)
    this.known = { xid, tables: now }
    return changed
  }
}
