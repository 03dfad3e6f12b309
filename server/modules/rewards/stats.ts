import { and, eq, gt, isNull, ne, notExists, or, type SQLWrapper, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { RewardRule } from '../../../contracts/rewards'
import type { Executor } from '../../db/client'
import { badges, collectibles, courses, quizzes, studentRewards, worksheets } from '../../db/schema'
import type { Finished } from './rules'

/**
 * The worksheets a student has finished that count toward rewards: a completed quiz with some marks earned on a
 * worksheet someone else set (as for the completion XP: a worksheet the student made themself does not count,
 * or empty custom worksheets would farm badges). Time spent is never read: rewards are for care, not speed.
 * As a query to read inside another statement (`rewardsInPlay`).
 */
function finishedWorksheetsQuery(db: Executor, studentId: number, timeZone: string) {
  return db
    .select({
      worksheetId: sql<number>`${quizzes.worksheetId}`.as('worksheetId'),
      subjectId: sql<number>`${courses.subjectId}`.as('subjectId'),
      topicId: sql<number | null>`${worksheets.topicId}`.as('topicId'),
      fullMarks: sql<boolean>`${quizzes.marksGiven} >= ${quizzes.maxScore}`.as('fullMarks'),
      day: sql<string>`to_char(${quizzes.completedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
    })
    .from(quizzes)
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
    .where(
      and(
        eq(quizzes.studentId, studentId),
        eq(quizzes.status, 'completed'),
        gt(quizzes.marksGiven, 0),
        or(isNull(worksheets.ownerId), ne(worksheets.ownerId, studentId)),
      ),
    )
}

/** A badge or collectible the student has not earned yet and that is still in play (not retired, ADR 0066). */
export type OpenReward = { kind: 'badge' | 'collectible'; id: number; rule: RewardRule }

/** The badges and collectibles still to earn, as a query. */
function openRewardsQuery(db: Executor, studentId: number) {
  const notYet = (column: AnyPgColumn, id: AnyPgColumn) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(studentRewards)
        .where(and(eq(studentRewards.studentId, studentId), eq(column, id))),
    )
  return db
    .select({ kind: sql<OpenReward['kind']>`'badge'`.as('kind'), id: badges.id, rule: badges.rule })
    .from(badges)
    .where(and(isNull(badges.retiredAt), notYet(studentRewards.badgeId, badges.id)))
    .unionAll(
      db
        .select({
          kind: sql<OpenReward['kind']>`'collectible'`.as('kind'),
          id: collectibles.id,
          rule: collectibles.rule,
        })
        .from(collectibles)
        .where(and(isNull(collectibles.retiredAt), notYet(studentRewards.collectibleId, collectibles.id))),
    )
}

/**
 * What deciding a student's rewards reads, in one statement: the worksheets they have finished (for the rules)
 * and the rewards still to earn.
 */
export async function rewardsInPlay(
  db: Executor,
  studentId: number,
  timeZone: string,
): Promise<{ finished: Finished[]; open: OpenReward[] }> {
  const asJson = (query: SQLWrapper) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`
  const [row] = await db
    .select({
      finished: sql<Finished[]>`${asJson(finishedWorksheetsQuery(db, studentId, timeZone))}`,
      open: sql<OpenReward[]>`${asJson(openRewardsQuery(db, studentId))}`,
    })
    .from(sql`(select 1) as one`)
  return {
    finished: row.finished.map((f) => ({ ...f, fullMarks: Boolean(f.fullMarks) })),
    open: row.open,
  }
}
