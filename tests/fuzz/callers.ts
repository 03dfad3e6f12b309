import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { signIn, type TestApp } from '../server'

/** A demo account of each role (as in server/access.test.ts). */
export const ROLE_ACCOUNTS: Record<number, string> = {
  1: 'ava',
  2: 'teacher@lantern.test',
  3: 'admin@lantern.test',
  4: 'curriculum@lantern.test',
  5: 'guest@lantern.test',
  6: 'parent@lantern.test',
}

type UserRow = typeof users.$inferSelect

/**
 * The signed-in demo accounts the fuzz calls as. A fuzz case may succeed at something drastic (sign out,
 * deactivate an account, change an email), so when a token stops working the account's row is put back as
 * it was and the account signs in again.
 */
export class Callers {
  private headers = new Map<number, { authorization: string }>()
  private rows = new Map<number, UserRow>()
  restored = 0

  constructor(
    private readonly app: TestApp,
    private readonly db: Db,
  ) {}

  async signInAll() {
    for (const role of Object.keys(ROLE_ACCOUNTS).map(Number)) {
      const { user, headers } = await signIn(this.app, ROLE_ACCOUNTS[role])
      const [row] = await this.db.select().from(users).where(eq(users.id, user.id))
      this.rows.set(role, row)
      this.headers.set(role, headers)
    }
  }

  headersFor(role: number | null) {
    return role === null ? {} : (this.headers.get(role) ?? {})
  }

  /** After a 401 to `role`: restore its account and sign in again. */
  async refresh(role: number) {
    const row = this.rows.get(role)
    if (!row) return
    await this.db.update(users).set(row).where(eq(users.id, row.id))
    const { headers } = await signIn(this.app, ROLE_ACCOUNTS[role])
    this.headers.set(role, headers)
    this.restored++
  }
}
