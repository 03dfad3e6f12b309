import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import type { Db } from '../../db/client'
import { courses, defaultThresholds, questions, type Threshold } from '../../db/schema'
import { badRequest } from '../../errors'
import { loadQuestionFor } from './access'
import { effectiveBands, levelBands, scaleBands, sortBands } from './bands'
import { assertLevelAndSubject } from './lookups'

type LevelSubject = { subject_id: number; academic_level_id: number }

export async function getQuestionThresholds(ctx: AppContext, user: UserRow, id: number) {
  const { row, root } = await loadQuestionFor(ctx, user, id)
  const bands = await effectiveBands(ctx.db, { ...root, maxScore: row.maxScore, thresholds: row.thresholds })
  return { question_id: row.id, thresholds: bands.thresholds, is_default: bands.isDefault }
}

/** Sets a question's own bands (an empty list returns it to the defaults); an oral question's key follows. */
export async function updateQuestionThresholds(
  ctx: AppContext,
  user: UserRow,
  id: number,
  bands: Threshold[],
) {
  const { row, root } = await loadQuestionFor(ctx, user, id, { edit: true })
  const over = bands.findIndex((b) => b.marks > row.maxScore)
  if (over >= 0) {
    const message = `A band gives ${bands[over].marks} marks but the question is worth ${row.maxScore}.`
    throw badRequest(message, [{ path: `thresholds.${over}.marks`, message }])
  }
  const own = bands.length ? sortBands(bands) : null
  const effective = await effectiveBands(ctx.db, { ...root, maxScore: row.maxScore, thresholds: own })
  const key =
    row.answerKey.kind === 'oral' ? { ...row.answerKey, thresholds: effective.thresholds } : row.answerKey
  await ctx.db
    .update(questions)
    .set({ thresholds: own, answerKey: key, updatedAt: new Date() })
    .where(eq(questions.id, row.id))
  return { question_id: row.id, thresholds: effective.thresholds, is_default: effective.isDefault }
}

export async function getDefaultThresholds(ctx: AppContext, q: LevelSubject) {
  await assertLevelAndSubject(ctx.db, q.academic_level_id, q.subject_id)
  return { ...q, thresholds: sortBands(await levelBands(ctx.db, q.subject_id, q.academic_level_id)) }
}

/**
 * Stores a subject and level's default bands and re-keys its oral questions that have no bands of their own,
 * so what the marker uses always matches what staff see. Run inside the caller's transaction.
 */
export async function storeDefaultBands(tx: Db, q: LevelSubject, bands: Threshold[]) {
  const thresholds = sortBands(bands)
  await tx
    .insert(defaultThresholds)
    .values({ subjectId: q.subject_id, academicLevelId: q.academic_level_id, thresholds })
    .onConflictDoUpdate({
      target: [defaultThresholds.subjectId, defaultThresholds.academicLevelId],
      set: { thresholds, updatedAt: new Date() },
    })
  const oral = await tx
    .select({ id: questions.id, maxScore: questions.maxScore, key: questions.answerKey })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(
      and(
        eq(courses.subjectId, q.subject_id),
        eq(courses.academicLevelId, q.academic_level_id),
        isNull(questions.thresholds),
        sql`${questions.answerKey}->>'kind' = 'oral'`,
      ),
    )
  for (const o of oral) {
    if (o.key.kind !== 'oral') continue
    await tx
      .update(questions)
      .set({ answerKey: { ...o.key, thresholds: scaleBands(thresholds, o.maxScore) } })
      .where(eq(questions.id, o.id))
  }
  return thresholds
}

export async function updateDefaultThresholds(
  ctx: AppContext,
  body: LevelSubject & { thresholds: Threshold[] },
) {
  await assertLevelAndSubject(ctx.db, body.academic_level_id, body.subject_id)
  if (!body.thresholds.length) {
    throw badRequest('Give at least one band, e.g. { "min_score": 50, "marks": 1 }.', [
      { path: 'thresholds', message: 'Give at least one band.' },
    ])
  }
  const thresholds = await ctx.db.transaction((tx) => storeDefaultBands(tx, body, body.thresholds))
  return { subject_id: body.subject_id, academic_level_id: body.academic_level_id, thresholds }
}
