import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { classes, classMembers, courses, evaluations, quizzes, users, worksheets } from '../../db/schema'
import { loadReachableClass, reachableClasses } from '../coach/engagement/reach'
import { loadQuestions } from '../quiz/questions'
import { presentItem } from './present'

type Query = { class_id?: number; page: number; size: number }

/**
 * The classes an answer is counted in: a reachable class the student is in, that set the work (an assignment) or
 * teaches its subject. A Maths teacher is not sent the child's English homework.
 */
function classesOfAnswer(caller: UserRow, classId?: number): SQL {
  return sql`select ${classes.id} from ${classMembers}
    inner join ${classes} on ${classes.id} = ${classMembers.classId}
    where ${classMembers.userId} = ${quizzes.studentId} and ${classes.isActive} and ${reachableClasses(caller)}
      and (${classes.subjectId} is null or ${classes.subjectId} = ${courses.subjectId}
        or ${classes.id} = (select class_id from assignments where id = ${quizzes.assignmentId}))
      ${classId === undefined ? sql`` : sql`and ${classes.id} = ${classId}`}`
}

/** A question the student reported (or a part of it), after handing the answer in, not yet resolved. */
const studentAsked = sql`(select r.message from question_reports r
  where r.user_id = ${quizzes.studentId} and not r.resolved and not r.is_public
    and r.created_at >= ${evaluations.submittedAt}
    and (r.question_id = ${evaluations.questionId}
      or r.question_id in (select id from questions where parent_id = ${evaluations.questionId}))
  order by r.created_at desc limit 1)`

/**
 * What waits for a teacher (ADR 0052): a handed-in, machine-marked answer flagged for review (a spoken answer
 * with no transcript among them) or that the student asked about. A teacher's marks take it out.
 */
const waiting = and(
  eq(evaluations.isSubmitted, true),
  eq(evaluations.gradingCompleted, true),
  or(isNull(evaluations.markedBy), ne(evaluations.markedBy, 'teacher')),
  or(eq(evaluations.needsReview, true), sql`${studentAsked} is not null`),
)

/** An answer with its quiz, student, worksheet and course. */
function withWork<Q extends PgSelect>(q: Q) {
  return q
    .innerJoin(quizzes, eq(quizzes.id, evaluations.quizId))
    .innerJoin(users, eq(users.id, quizzes.studentId))
    .innerJoin(worksheets, eq(worksheets.id, quizzes.worksheetId))
    .innerJoin(courses, eq(courses.id, worksheets.courseId))
}

export async function listMarkingInbox(ctx: AppContext, caller: UserRow, query: Query) {
  if (query.class_id !== undefined) await loadReachableClass(ctx.db, caller, query.class_id)
  const inReach = sql`exists (${classesOfAnswer(caller, query.class_id)})`
  const where = and(waiting, eq(users.userRoleId, USER_ROLE.STUDENT), inReach)
  const rowsQuery = ctx.db
    .select({
      evaluation: evaluations,
      quizId: quizzes.id,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      worksheet: { id: worksheets.id, title: worksheets.title },
      classId: sql<number>`(${classesOfAnswer(caller, query.class_id)} order by ${classes.id} limit 1)`,
      asked: sql<string | null>`${studentAsked}`,
    })
    .from(evaluations)
    .$dynamic()
  const countQuery = ctx.db.select({ n: count() }).from(evaluations).$dynamic()
  const [rows, [total]] = await Promise.all([
    withWork(rowsQuery)
      .where(where)
      .orderBy(asc(evaluations.submittedAt), asc(evaluations.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    withWork(countQuery).where(where),
  ])
  const questions = new Map(
    (await loadQuestions(ctx.db, [...new Set(rows.map((r) => r.evaluation.questionId))])).map((q) => [
      q.id,
      q,
    ]),
  )
  const classIds = [...new Set(rows.map((r) => Number(r.classId)))]
  const classNames = new Map(
    classIds.length
      ? (
          await ctx.db
            .select({ id: classes.id, name: classes.name })
            .from(classes)
            .where(inArray(classes.id, classIds))
        ).map((c) => [c.id, c.name])
      : [],
  )
  return {
    items: rows.map((r) =>
      presentItem({
        ...r,
        klass: { id: Number(r.classId), name: classNames.get(Number(r.classId)) ?? '' },
        question: questions.get(r.evaluation.questionId)!,
      }),
    ),
    total_count: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}
