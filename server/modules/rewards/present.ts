import type { Executor } from '../../db/client'
import type { badges } from '../../db/schema'
import { subjects } from '../../db/schema'
import { describeRule } from './rules'

type RewardRow = typeof badges.$inferSelect

/** Subject names for the rules' words ("Finish 5 Maths worksheets."). */
export async function subjectNames(db: Executor) {
  const rows = await db.select({ id: subjects.id, name: subjects.name }).from(subjects)
  const names = new Map(rows.map((r) => [r.id, r.name]))
  return (id: number) => names.get(id)
}

export function presentReward(row: RewardRow, nameOf: (id: number) => string | undefined) {
  return {
    id: row.id,
    name: row.name,
    subject_id: row.subjectId,
    image: row.image,
    alt: row.alt,
    how_to_earn: describeRule(row.rule, nameOf),
  }
}

export function presentEarned(earnedAt: Date | undefined) {
  return { earned: earnedAt !== undefined, earned_at: earnedAt?.toISOString() ?? null }
}
