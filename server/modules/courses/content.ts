import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { courses, learningContents } from '../../db/schema'
import { notFound } from '../../errors'
import { roleOf } from './catalog'
import { assertCourseAccess, courseAccessOf } from './entitlement'

type ContentRow = typeof learningContents.$inferSelect

const summary = (row: ContentRow) => ({
  id: row.id,
  title: row.title,
  course_id: row.courseId,
  topic_id: row.topicId,
  kind: row.kind,
  summary: row.summary,
  thumbnail_url: row.thumbnailUrl,
  updated_at: row.updatedAt.toISOString(),
})

const isStaff = (user: UserRow) => ['admin', 'curriculum', 'curriculum_guest'].includes(roleOf(user) ?? '')

/**
 * The content a caller may see at all: published, common or their school's, and in a course they may see
 * (another school's course is not theirs to know about). Staff see everything, drafts included.
 */
function visibleTo(user: UserRow): SQL | undefined {
  if (isStaff(user)) return undefined
  const school = user.schoolId
  return and(
    eq(learningContents.isPublished, true),
    school
      ? or(isNull(learningContents.schoolId), eq(learningContents.schoolId, school))
      : isNull(learningContents.schoolId),
    or(
      isNull(learningContents.courseId),
      isNull(courses.schoolId),
      school ? eq(courses.schoolId, school) : undefined,
    ),
  )
}

/** A student reads the content of the courses they may use (Lite included: notes are part of the free tier). */
async function studentScope(ctx: AppContext, user: UserRow): Promise<SQL | undefined> {
  if (roleOf(user) !== 'student') return undefined
  const ids = [...(await courseAccessOf(ctx.db, user)).keys()]
  return or(
    isNull(learningContents.courseId),
    ids.length ? inArray(learningContents.courseId, ids) : undefined,
  )
}

/** GET /content: notes, videos and articles, of one course or topic. */
export async function listContent(
  ctx: AppContext,
  user: UserRow,
  query: { course_id?: number; topic_id?: number },
) {
  if (query.course_id && roleOf(user) === 'student') await assertCourseAccess(ctx.db, user, query.course_id)
  const rows = await ctx.db
    .select({ content: learningContents })
    .from(learningContents)
    .leftJoin(courses, eq(courses.id, learningContents.courseId))
    .where(
      and(
        visibleTo(user),
        await studentScope(ctx, user),
        query.course_id ? eq(learningContents.courseId, query.course_id) : undefined,
        query.topic_id ? eq(learningContents.topicId, query.topic_id) : undefined,
      ),
    )
    .orderBy(asc(learningContents.courseId), asc(learningContents.id))
  return rows.map((r) => summary(r.content))
}

/** GET /content/{id}: one piece, with its body; a locked course's says how to unlock it (403). */
export async function getContent(ctx: AppContext, user: UserRow, id: number) {
  const [row] = await ctx.db
    .select({ content: learningContents })
    .from(learningContents)
    .leftJoin(courses, eq(courses.id, learningContents.courseId))
    .where(and(eq(learningContents.id, id), visibleTo(user)))
  if (!row) throw notFound('There is no such page of notes.')
  const { content } = row
  if (content.courseId && roleOf(user) === 'student') await assertCourseAccess(ctx.db, user, content.courseId)
  return { ...summary(content), body: content.body, media_url: content.mediaUrl }
}
