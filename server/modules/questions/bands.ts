import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { defaultThresholds, type Threshold } from '../../db/schema'

/** The bands used where a subject and level has none of its own, on a 4-mark scale. */
export const BUILT_IN_BANDS: Threshold[] = [
  { min_score: 90, marks: 4 },
  { min_score: 75, marks: 3 },
  { min_score: 55, marks: 2 },
  { min_score: 30, marks: 1 },
]

export const sortBands = (bands: Threshold[]) => [...bands].sort((a, b) => b.min_score - a.min_score)

/**
 * Default bands are proportions of their top band: on a question worth `maxScore` the top band earns
 * `maxScore` and the others as much less, rounded down to the half mark.
 */
export function scaleBands(bands: Threshold[], maxScore: number): Threshold[] {
  const top = Math.max(0, ...bands.map((b) => b.marks))
  if (!top) return sortBands(bands)
  return sortBands(bands).map((b) => ({
    min_score: b.min_score,
    marks: Math.floor((b.marks / top) * maxScore * 2) / 2,
  }))
}

/** The stored default bands of a subject and level, or the built-in ones. */
export async function levelBands(db: Db, subjectId: number, academicLevelId: number) {
  const [row] = await db
    .select()
    .from(defaultThresholds)
    .where(
      and(eq(defaultThresholds.subjectId, subjectId), eq(defaultThresholds.academicLevelId, academicLevelId)),
    )
  return row?.thresholds ?? BUILT_IN_BANDS
}

/** What a question marks with: its own bands, or its level's defaults scaled to its marks. */
export async function effectiveBands(
  db: Db,
  q: { subjectId: number; academicLevelId: number; maxScore: number; thresholds: Threshold[] | null },
) {
  if (q.thresholds?.length) return { thresholds: sortBands(q.thresholds), isDefault: false }
  return {
    thresholds: scaleBands(await levelBands(db, q.subjectId, q.academicLevelId), q.maxScore),
    isDefault: true,
  }
}
