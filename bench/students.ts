import { and, eq, isNull } from 'drizzle-orm'
import { USER_ROLE } from '../contracts/constants'
import type { buildApp } from '../server/app'
import type { Db } from '../server/db/client'
import { academicLevels, courseGrants, courses, users } from '../server/db/schema'
import { createSession } from '../server/modules/auth/sessions'

/** Set-up calls in flight at once. */
export const SETUP_CONCURRENCY = 20

/** Test support for the benchmarks: students and sessions written straight to the database. */

export type BenchStudent = { index: number; userId: number; token: string }

export async function pool<T, R>(items: T[], size: number, fn: (item: T, i: number) => Promise<R>) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
  return results
}

/**
 * P5 students with the level's common courses (as ava has them, ADR 0024), and a session each, written
 * straight to the database: one chat each keeps every student far below the daily limit of messages, and
 * hundreds of argon2 sign-ins would only measure argon2.
 */
export async function createBenchStudents(
  db: Db,
  app: Awaited<ReturnType<typeof buildApp>>,
  prefix: string,
  count: number,
  passwordHash: string,
): Promise<BenchStudent[]> {
  const [level] = await db.select().from(academicLevels).where(eq(academicLevels.name, 'P5'))
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}-${i + 1}`,
        firstName: 'Bench',
        lastName: `Student ${i + 1}`,
        userRoleId: USER_ROLE.STUDENT,
        academicLevelId: level.id,
        passwordHash,
        hasAgreedPolicy: true,
      })),
    )
    .returning({ id: users.id })
  const common = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.academicLevelId, level.id), isNull(courses.schoolId)))
  if (common.length)
    await db
      .insert(courseGrants)
      .values(
        rows.flatMap((row) =>
          common.map((c) => ({ studentId: row.id, courseId: c.id, source: 'admin' as const })),
        ),
      )
  return pool(rows, SETUP_CONCURRENCY, async (row, index) => {
    const { token } = await createSession(app.ctx, row.id, 'username', {
      ip: '127.0.0.1',
      userAgent: 'lantern-bench',
    })
    return { index, userId: row.id, token }
  })
}
