import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { OralScoringSchema } from '../../../contracts/question-authoring'
import type { AppContext } from '../../context'
import { type OralCriterion, oralScoringSettings } from '../../db/schema'
import { levelBands, sortBands } from './bands'
import { assertLevelAndSubject } from './lookups'
import { storeDefaultBands } from './thresholds'

type OralScoring = z.output<typeof OralScoringSchema>

/** What the offline engine measures: how much of the text is read correctly. */
const BUILT_IN_CRITERIA: OralCriterion[] = [
  { name: 'accuracy', weight: 1, description: 'Words read as written, compared word by word with the text.' },
]

/** The criteria of a subject and level, and its score bands (the same as its default thresholds). */
export async function getOralScoring(ctx: AppContext, q: { subject_id: number; academic_level_id: number }) {
  await assertLevelAndSubject(ctx.db, q.academic_level_id, q.subject_id)
  const [row] = await ctx.db
    .select()
    .from(oralScoringSettings)
    .where(
      and(
        eq(oralScoringSettings.subjectId, q.subject_id),
        eq(oralScoringSettings.academicLevelId, q.academic_level_id),
      ),
    )
  return {
    subject_id: q.subject_id,
    academic_level_id: q.academic_level_id,
    criteria: row?.criteria ?? BUILT_IN_CRITERIA,
    thresholds: sortBands(await levelBands(ctx.db, q.subject_id, q.academic_level_id)),
  }
}

export async function updateOralScoring(ctx: AppContext, body: OralScoring) {
  await assertLevelAndSubject(ctx.db, body.academic_level_id, body.subject_id)
  const key = { subjectId: body.subject_id, academicLevelId: body.academic_level_id }
  const thresholds = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(oralScoringSettings)
      .values({ ...key, criteria: body.criteria })
      .onConflictDoUpdate({
        target: [oralScoringSettings.subjectId, oralScoringSettings.academicLevelId],
        set: { criteria: body.criteria, updatedAt: new Date() },
      })
    return body.thresholds.length
      ? storeDefaultBands(tx, body, body.thresholds)
      : levelBands(tx, body.subject_id, body.academic_level_id)
  })
  return { ...body, thresholds: sortBands(thresholds) }
}
