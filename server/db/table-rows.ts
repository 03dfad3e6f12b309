import { getTableColumns, type SQL, type Table } from 'drizzle-orm'
import type { Executor } from './client'

/**
 * Runs a raw statement (a data-modifying CTE that drizzle's builder cannot express) whose rows are whole rows of
 * `table`, and answers them typed and mapped as drizzle's own select would (timestamps as Dates, camelCase keys):
 * so a write and the read of its result can be one statement (issue 11).
 */
export async function tableRows<T extends Table>(
  db: Executor,
  table: T,
  query: SQL,
): Promise<T['$inferSelect'][]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
  return rowsOf(table, result.rows)
}

/** Rows as the driver gives them (column names, driver values) mapped to `table`'s typed rows. */
export function rowsOf<T extends Table>(table: T, raw: Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table))
  return raw.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name]
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)]
        }),
      ) as T['$inferSelect'],
  )
}
