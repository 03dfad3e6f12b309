import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import { ROLE_NAME, type RoleName, type UserRoleId } from '../../../contracts/constants'
import type { Course, CourseAccess as CourseAccessView, UserCourse } from '../../../contracts/courses'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import {
  academicLevels,
  classes,
  classMembers,
  courseSharers,
  courses,
  products,
  questions,
  subjects,
  topics,
  users,
  worksheets,
} from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { loadOwnChild } from '../children/accounts'
import { type CourseAccess, courseAccessOf } from './entitlement'

/** The caller's role by name. */
export const roleOf = (user: Pick<UserRow, 'userRoleId'>): RoleName | undefined =>
  ROLE_NAME[user.userRoleId as UserRoleId]

type CourseRow = typeof courses.$inferSelect & { subjectName: string; levelName: string }

async function selectCourses(db: Executor, where: SQL | undefined): Promise<CourseRow[]> {
  const rows = await db
    .select({ course: courses, subjectName: subjects.name, levelName: academicLevels.name })
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .where(where)
    .orderBy(asc(academicLevels.sortOrder), asc(subjects.id), asc(courses.id))
  return rows.map((r) => ({ ...r.course, subjectName: r.subjectName, levelName: r.levelName }))
}

export async function sharersOf(db: Executor, courseIds: number[]) {
  const byCourse = new Map<number, number[]>()
  if (!courseIds.length) return byCourse
  const rows = await db.select().from(courseSharers).where(inArray(courseSharers.courseId, courseIds))
  for (const row of rows)
    byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.sharerCourseId])
  return byCourse
}

async function present(db: Executor, rows: CourseRow[]): Promise<Course[]> {
  const sharers = await sharersOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    academic_level_id: row.academicLevelId,
    academic_level_name: row.levelName,
    school_id: row.schoolId,
    is_active: row.isActive,
    sharer_course_ids: sharers.get(row.id) ?? [],
    description: row.description,
    thumbnail_url: null,
  }))
}

export const presentAccess = (access: CourseAccess | undefined): CourseAccessView | null =>
  access ? { source: access.source, full: access.full, ends_at: access.endsAt?.toISOString() ?? null } : null

const active = eq(courses.isActive, true)
const commonOrSchool = (schoolId: number | null) =>
  schoolId ? or(isNull(courses.schoolId), eq(courses.schoolId, schoolId)) : isNull(courses.schoolId)

/**
 * A student's courses with how each is unlocked: their level's catalogue (so a locked one can say how to
 * unlock it) and every other course they may use (a course of another level bought for them).
 */
async function studentCourses(db: Executor, student: UserRow, unlockedOnly: boolean): Promise<UserCourse[]> {
  const access = await courseAccessOf(db, student)
  const level = student.academicLevelId
    ? and(eq(courses.academicLevelId, student.academicLevelId), commonOrSchool(student.schoolId))
    : undefined
  const unlocked = access.size ? inArray(courses.id, [...access.keys()]) : undefined
  const where = unlockedOnly ? unlocked : or(level, unlocked)
  if (!where) return []
  const rows = await selectCourses(db, and(active, where))
  return (await present(db, rows)).map((course) => ({
    ...course,
    access: presentAccess(access.get(course.id)),
  }))
}

/** Courses a teacher teaches: those of their classes' levels and subjects, common or their school's. */
async function taughtCourses(db: Executor, teacher: UserRow) {
  if (!teacher.schoolId) return []
  const taught = await db
    .selectDistinct({ level: classes.academicLevelId, subject: classes.subjectId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.userId, teacher.id), eq(classes.isActive, true)))
  const pairs = taught.flatMap(({ level, subject }) =>
    level && subject ? [and(eq(courses.academicLevelId, level), eq(courses.subjectId, subject))] : [],
  )
  if (!pairs.length) return []
  return selectCourses(db, and(active, commonOrSchool(teacher.schoolId), or(...pairs)))
}

async function loadStudent(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id))
  if (!row || roleOf(row) !== 'student') throw notFound('There is no such student.')
  return row
}

/** GET /courses/user: the caller's courses, or a parent's child's (an admin's: any student's). */
export async function listUserCourses(
  ctx: AppContext,
  user: UserRow,
  query: { child_id?: number; has_assigned_course?: boolean },
): Promise<UserCourse[]> {
  const role = roleOf(user)
  const unlockedOnly = query.has_assigned_course ?? false
  if (query.child_id !== undefined && query.child_id !== user.id) {
    if (role === 'admin') return studentCourses(ctx.db, await loadStudent(ctx, query.child_id), unlockedOnly)
    if (role !== 'parent') throw forbidden('Only a parent can see the courses of a child.')
    return studentCourses(ctx.db, await loadOwnChild(ctx, user, query.child_id), unlockedOnly)
  }
  if (role === 'student') return studentCourses(ctx.db, user, unlockedOnly)
  if (role === 'teacher')
    return (await present(ctx.db, await taughtCourses(ctx.db, user))).map((c) => ({ ...c, access: null }))
  return []
}

/** Which courses a caller may see at all: staff of the whole catalogue, teachers theirs, families the common ones. */
function visibleTo(user: UserRow): SQL | undefined {
  switch (roleOf(user)) {
    case 'admin':
    case 'curriculum':
    case 'curriculum_guest':
      return undefined
    case 'teacher':
    case 'student':
      return and(active, commonOrSchool(user.schoolId))
    default:
      return and(active, isNull(courses.schoolId))
  }
}

/** GET /courses: the courses the caller may see, filtered. */
export async function listCourses(
  ctx: AppContext,
  user: UserRow,
  query: { school_id?: number; subject_id?: number; academic_level_id?: number },
) {
  const rows = await selectCourses(
    ctx.db,
    and(
      visibleTo(user),
      query.school_id ? eq(courses.schoolId, query.school_id) : undefined,
      query.subject_id ? eq(courses.subjectId, query.subject_id) : undefined,
      query.academic_level_id ? eq(courses.academicLevelId, query.academic_level_id) : undefined,
    ),
  )
  return present(ctx.db, rows)
}

/** A course's topics; each names the tag its questions carry (the most used one, 0 before it has questions). */
export async function topicsOf(db: Executor, courseId: number) {
  const [rows, tags] = await Promise.all([
    db
      .select()
      .from(topics)
      .where(eq(topics.courseId, courseId))
      .orderBy(asc(topics.sortOrder), asc(topics.id)),
    db
      .select({ topicId: questions.topicId, tag: questions.courseTaggingId, n: count() })
      .from(questions)
      .where(and(eq(questions.courseId, courseId), isNotNull(questions.courseTaggingId)))
      .groupBy(questions.topicId, questions.courseTaggingId)
      .orderBy(desc(count())),
  ])
  return rows.map((t, i) => ({
    id: t.id,
    name: t.name,
    parent_id: null,
    course_tagging_id: tags.find((tag) => tag.topicId === t.id)?.tag ?? 0,
    order: t.sortOrder || i + 1,
  }))
}

/** A course the caller may see, or 404 (another school's course is not theirs to know about). */
export async function loadVisibleCourse(db: Executor, user: UserRow, courseId: number) {
  const [row] = await selectCourses(db, and(eq(courses.id, courseId), visibleTo(user)))
  if (!row) throw notFound('There is no such course.')
  return row
}

/** GET /courses/{id}: a course with its topics. */
export async function getCourse(ctx: AppContext, user: UserRow, courseId: number) {
  const row = await loadVisibleCourse(ctx.db, user, courseId)
  const [course] = await present(ctx.db, [row])
  return { ...course, topics: await topicsOf(ctx.db, courseId) }
}

/** GET /courses/{id}/sharer: the courses whose questions this one also uses. */
export async function getCourseSharers(ctx: AppContext, user: UserRow, courseId: number) {
  await loadVisibleCourse(ctx.db, user, courseId)
  const ids = (await sharersOf(ctx.db, [courseId])).get(courseId) ?? []
  if (!ids.length) return []
  return present(ctx.db, await selectCourses(ctx.db, and(inArray(courses.id, ids), visibleTo(user))))
}

const publicCourse = and(active, isNull(courses.schoolId))

/** GET /courses/public/{id}: a common course as a visitor may see it. */
export async function getPublicCourse(ctx: AppContext, courseId: number) {
  const [row] = await selectCourses(ctx.db, and(eq(courses.id, courseId), publicCourse))
  if (!row) throw notFound('There is no such course in the catalogue.')
  const [{ school_id: _school, sharer_course_ids: _sharers, ...course }] = await present(ctx.db, [row])
  return { ...course, topics: await topicsOf(ctx.db, courseId) }
}

/** GET /courses/public: the catalogue a visitor browses, with prices from the products table. */
export async function listPublicCourses(
  ctx: AppContext,
  query: { academic_level_id?: number; subject_id?: number },
) {
  const rows = await selectCourses(
    ctx.db,
    and(
      publicCourse,
      query.academic_level_id ? eq(courses.academicLevelId, query.academic_level_id) : undefined,
      query.subject_id ? eq(courses.subjectId, query.subject_id) : undefined,
    ),
  )
  const ids = rows.map((r) => r.id)
  if (!ids.length) return []
  const [prices, topicCounts, sheetCounts] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(and(inArray(products.courseId, ids), eq(products.isActive, true))),
    ctx.db
      .select({ courseId: topics.courseId, n: count() })
      .from(topics)
      .where(inArray(topics.courseId, ids))
      .groupBy(topics.courseId),
    ctx.db
      .select({ courseId: worksheets.courseId, n: count() })
      .from(worksheets)
      .where(and(inArray(worksheets.courseId, ids), isNull(worksheets.ownerId)))
      .groupBy(worksheets.courseId),
  ])
  const countOf = (list: { courseId: number; n: number }[], id: number) =>
    list.find((r) => r.courseId === id)?.n ?? 0
  return (await present(ctx.db, rows)).map(
    ({ school_id: _school, sharer_course_ids: _sharers, ...course }) => {
      const product = prices.find((p) => p.courseId === course.id)
      return {
        ...course,
        topic_count: countOf(topicCounts, course.id),
        worksheet_count: countOf(sheetCounts, course.id),
        price: product
          ? {
              price_id: product.priceId,
              annual_price_id: product.annualPriceId,
              currency: product.currency,
              monthly_amount_cents: product.monthlyAmountCents,
              annual_amount_cents: product.annualAmountCents,
            }
          : null,
      }
    },
  )
}
