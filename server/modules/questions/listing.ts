import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { courses, courseTaggings, questions } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { readableScope } from './access'
import { FULL, type PresentOptions, presentIds } from './present'

const MAX_UNPAGED = 500
const MAX_FILTERED = 200

type Page = { limit: number; offset: number }

/** Top-level questions the user may read that match `where`, in id order, with the total before paging. */
async function select(
  ctx: AppContext,
  user: UserRow,
  where: SQL | undefined,
  opts: PresentOptions,
  page: Page,
) {
  const condition = and(isNull(questions.parentId), readableScope(user), where)
  const base = () =>
    ctx.db.select({ id: questions.id }).from(questions).innerJoin(courses, eq(courses.id, questions.courseId))
  const rows = await base().where(condition).orderBy(asc(questions.id)).limit(page.limit).offset(page.offset)
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(condition)
  return {
    questions: await presentIds(
      ctx.db,
      rows.map((r) => r.id),
      opts,
    ),
    total_count: n,
  }
}

const review = (q: { need_review?: boolean; need_approve?: boolean }) => [
  q.need_review === undefined ? undefined : eq(questions.needReview, q.need_review),
  q.need_approve === undefined ? undefined : eq(questions.needApprove, q.need_approve),
]
const within = (column: Parameters<typeof inArray>[0], ids?: number[]) =>
  ids?.length ? inArray(column, ids) : undefined

/** A course the user may see, or 404: teachers see the common courses and their school's. */
async function assertCourse(ctx: AppContext, user: UserRow, courseId: number) {
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, courseId))
  const hidden =
    user.userRoleId === USER_ROLE.TEACHER && course?.schoolId != null && course.schoolId !== user.schoolId
  if (!course || hidden) throw notFound(`There is no course ${courseId}.`)
}

export async function listCourseQuestions(
  ctx: AppContext,
  user: UserRow,
  courseId: number,
  q: { topic_id?: number; question_type_id?: number },
) {
  await assertCourse(ctx, user, courseId)
  const where = and(
    eq(questions.courseId, courseId),
    q.topic_id ? eq(questions.topicId, q.topic_id) : undefined,
    q.question_type_id ? eq(questions.questionTypeId, q.question_type_id) : undefined,
  )
  return (await select(ctx, user, where, FULL, { limit: 10_000, offset: 0 })).questions
}

export type ListQuery = {
  course_id?: number
  ids?: number[]
  school_ids?: number[]
  subject_ids?: number[]
  academic_level_ids?: number[]
  course_tagging_ids?: number[]
  difficulty_level_ids?: number[]
  details?: boolean
  ans?: boolean
  need_review?: boolean
  need_approve?: boolean
  page?: number
  size?: number
}

export async function listQuestions(ctx: AppContext, user: UserRow, q: ListQuery, answers: boolean) {
  const narrowed = [
    q.course_id,
    q.ids,
    q.school_ids,
    q.subject_ids,
    q.academic_level_ids,
    q.course_tagging_ids,
    q.difficulty_level_ids,
  ]
  if (!narrowed.some((v) => (Array.isArray(v) ? v.length : v))) {
    throw badRequest(
      'Say which questions: give course_id, ids, or a school, subject, level, tagging or difficulty filter.',
    )
  }
  if (q.course_id) await assertCourse(ctx, user, q.course_id)
  const where = and(
    q.course_id ? eq(questions.courseId, q.course_id) : undefined,
    within(questions.id, q.ids),
    within(questions.schoolId, q.school_ids),
    within(courses.subjectId, q.subject_ids),
    within(courses.academicLevelId, q.academic_level_ids),
    within(questions.courseTaggingId, q.course_tagging_ids),
    within(questions.difficultyLevelId, q.difficulty_level_ids),
    ...review(q),
  )
  const size = q.size ?? MAX_UNPAGED
  const page = { limit: size, offset: ((q.page ?? 1) - 1) * size }
  return select(ctx, user, where, { details: Boolean(q.details), answers }, page)
}

export async function listCourseTaggingQuestions(
  ctx: AppContext,
  user: UserRow,
  taggingId: number,
  q: {
    question_type_ids?: number[]
    without_sub_questions?: boolean
    enabled?: boolean
    need_review?: boolean
    need_approve?: boolean
  },
) {
  const [tagging] = await ctx.db.select().from(courseTaggings).where(eq(courseTaggings.id, taggingId))
  if (!tagging) throw notFound(`There is no course tagging ${taggingId}.`)
  await assertCourse(ctx, user, tagging.courseId)
  const hasParts = sql`exists (select 1 from ${questions} as part where part.parent_id = ${questions.id})`
  const where = and(
    eq(questions.courseTaggingId, taggingId),
    within(questions.questionTypeId, q.question_type_ids),
    q.without_sub_questions ? sql`not ${hasParts}` : undefined,
    q.enabled === undefined ? undefined : eq(questions.isEnabled, q.enabled),
    ...review(q),
  )
  return (await select(ctx, user, where, FULL, { limit: 10_000, offset: 0 })).questions
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A course's enabled, approved questions for a worksheet; the search matches words (stemmed) or any substring. */
export async function listFilteredQuestions(
  ctx: AppContext,
  user: UserRow,
  q: {
    course_id: number
    difficulty_level_ids?: number[]
    question_type_ids?: number[]
    search_text?: string
  },
) {
  await assertCourse(ctx, user, q.course_id)
  const text = q.search_text?.trim()
  const where = and(
    eq(questions.courseId, q.course_id),
    eq(questions.isEnabled, true),
    eq(questions.needApprove, false),
    within(questions.difficultyLevelId, q.difficulty_level_ids),
    within(questions.questionTypeId, q.question_type_ids),
    text
      ? or(
          sql`to_tsvector('english', ${questions.text}) @@ plainto_tsquery('english', ${text})`,
          ilike(questions.text, `%${escapeLike(text)}%`),
        )
      : undefined,
  )
  return (await select(ctx, user, where, FULL, { limit: MAX_FILTERED, offset: 0 })).questions
}
