import { sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../../context'
import type { Executor } from '../../../db/client'
import { loadOwnChild } from '../accounts'
import { CHILD_REFERENCES, CHILD_ROWS_BELOW, isSecretColumn, type ReferenceKey, splitKey } from './references'

type Row = Record<string, unknown>
export type ChildExport = {
  exported_at: string
  about: string
  child: Row
  /** Each table's rows about the child, by table name. */
  data: Record<string, Row[]>
}

const withoutSecrets = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !isSecretColumn(column)))

async function rowsWhere(db: Executor, table: string, column: string, ids: unknown[]): Promise<Row[]> {
  if (!ids.length) return []
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = await db.execute(
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list}) order by 1`,
  )
  return (result as unknown as { rows: Row[] }).rows.map(withoutSecrets)
}

function addRows(data: Record<string, Row[]>, table: string, rows: Row[]) {
  const known = data[table] ?? []
  const seen = new Set(known.map((r) => JSON.stringify(r)))
  data[table] = [...known, ...rows.filter((r) => !seen.has(JSON.stringify(r)))]
}

/** Everything stored about one child: their rows in every table, and the rows below those (ADR 0030). */
export async function collectChildData(db: Executor, child: UserRow, now = new Date()): Promise<ChildExport> {
  const [profile] = await rowsWhere(db, 'users', 'id', [child.id])
  const data: Record<string, Row[]> = {}
  for (const [key, kind] of Object.entries(CHILD_REFERENCES) as [ReferenceKey, string][]) {
    if (kind !== 'export' && kind !== 'payment') continue
    const { table, column } = splitKey(key)
    addRows(data, table, await rowsWhere(db, table, column, [child.id]))
  }
  for (const below of CHILD_ROWS_BELOW) {
    const ids = (data[below.parent] ?? []).map((r) => r.id)
    addRows(data, below.table, await rowsWhere(db, below.table, below.column, ids))
  }
  for (const table of Object.keys(data)) if (!data[table].length) delete data[table]
  return {
    exported_at: now.toISOString(),
    about:
      `Everything Lantern stores about ${child.firstName} ${child.lastName}: the account, every attempt and ` +
      'answer with its marks, XP and streak days, unlocked courses and subscriptions. Passwords and sign-in ' +
      'tokens are never included.',
    child: profile,
    data,
  }
}

/** The parent's own child's data, or a 404 for anyone else's. */
export async function exportChildData(ctx: AppContext, parent: UserRow, childId: number) {
  const child = await loadOwnChild(ctx, parent, childId)
  return { child, export: await collectChildData(ctx.db, child) }
}
