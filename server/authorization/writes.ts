import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** Both drivers (PGlite, node-postgres) answer raw SQL with `rows`. */
const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * Test support: counts every row written to any table of the database, so the authorization walk can prove a
 * refused call changed nothing. Row triggers, not statement ones: a refused `UPDATE … WHERE owner = me` that
 * matches no row is no change. The count is transactional, so work rolled back by a refusal does not count.
 */
export async function countWrites(db: Db) {
  await db.execute(sql`create table if not exists authz_writes (n bigint not null)`)
  await db.execute(sql`insert into authz_writes select 0 where not exists (select 1 from authz_writes)`)
  await db.execute(
    sql.raw(`create or replace function authz_count_write() returns trigger language plpgsql as $$
      begin update authz_writes set n = n + 1; return null; end $$`),
  )
  const tables = await rows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> 'authz_writes'`,
  )
  for (const { tablename } of tables) {
    await db.execute(
      sql.raw(`create or replace trigger authz_count after insert or update or delete on "${tablename}"
        for each row execute function authz_count_write()`),
    )
  }
  return async () => {
    const [{ n }] = await rows<{ n: string | number }>(db, sql`select n from authz_writes`)
    return Number(n)
  }
}
