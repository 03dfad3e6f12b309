import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { lessonAssignments, lessons } from '../../db/schema'
import { forbidden } from '../../errors'
import { sharersOf } from '../courses/catalog'
import { loadLessonFor, looksAfterAll, readableBy } from './access'
import { presentLessons, sectionsOf, summarise } from './present'
import { checkCourse, checkLessonType, type SectionInput, schoolForNew, writeSections } from './write'

type LessonInput = {
  title: string
  lesson_type_id: number
  course_id: number
  is_psle_hub?: boolean
  sections: SectionInput[]
}
type Filters = {
  lesson_type_id?: number
  course_id?: number
  shallow_course_match?: boolean
  is_psle_hub?: boolean
}

/** The PSLE hub is Lantern's page: only its staff put lessons on it. */
const psleHub = (caller: UserRow, wanted: boolean | undefined) =>
  looksAfterAll(caller) ? Boolean(wanted) : false

async function listWhere(ctx: AppContext, caller: UserRow, where: SQL | undefined) {
  const rows = await ctx.db
    .select()
    .from(lessons)
    .where(where)
    .orderBy(desc(lessons.updatedAt), desc(lessons.id))
    .limit(500)
  return { lessons: (await presentLessons(ctx.db, caller, rows)).map(summarise) }
}

/** The course and, unless `shallow`, the courses whose content it shares (spec 7.8 `shallow_course_match`). */
async function courseMatch(ctx: AppContext, courseId: number | undefined, shallow: boolean | undefined) {
  if (!courseId) return undefined
  if (shallow) return eq(lessons.courseId, courseId)
  const sharers = (await sharersOf(ctx.db, [courseId])).get(courseId) ?? []
  return inArray(lessons.courseId, [courseId, ...sharers])
}

/** GET /lessons: the lessons the caller may see (a student: set for them, and the common ones of their courses). */
export async function listLessons(ctx: AppContext, caller: UserRow, q: Filters) {
  return listWhere(
    ctx,
    caller,
    and(
      await readableBy(ctx.db, caller),
      q.lesson_type_id ? eq(lessons.lessonTypeId, q.lesson_type_id) : undefined,
      await courseMatch(ctx, q.course_id, q.shallow_course_match),
      q.is_psle_hub === undefined ? undefined : eq(lessons.isPsleHub, q.is_psle_hub),
    ),
  )
}

/** GET /lessons/school: the lessons the caller's school made (an admin: the common ones). */
export async function listSchoolLessons(
  ctx: AppContext,
  caller: UserRow,
  q: { course_id?: number; lesson_type_id?: number },
) {
  const school =
    caller.userRoleId === USER_ROLE.TEACHER && caller.schoolId != null
      ? eq(lessons.schoolId, caller.schoolId)
      : isNull(lessons.schoolId)
  return listWhere(
    ctx,
    caller,
    and(
      school,
      q.course_id ? eq(lessons.courseId, q.course_id) : undefined,
      q.lesson_type_id ? eq(lessons.lessonTypeId, q.lesson_type_id) : undefined,
    ),
  )
}

export async function presentOne(ctx: AppContext, caller: UserRow, id: number) {
  const [row] = await ctx.db.select().from(lessons).where(eq(lessons.id, id))
  const [lesson] = await presentLessons(ctx.db, caller, [row])
  return lesson
}

/** GET /lessons/{id}. */
export async function getLesson(ctx: AppContext, caller: UserRow, id: number) {
  const row = await loadLessonFor(ctx, caller, id, 'read')
  return (await presentLessons(ctx.db, caller, [row]))[0]
}

/** POST /lessons: a lesson of the teacher's school (of no school for Lantern's staff), with its sections. */
export async function createLesson(ctx: AppContext, caller: UserRow, input: LessonInput) {
  checkLessonType(caller, input.lesson_type_id)
  const schoolId = schoolForNew(caller)
  await checkCourse(ctx.db, caller, input.course_id)
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessons)
      .values({
        title: input.title,
        lessonTypeId: input.lesson_type_id,
        courseId: input.course_id,
        schoolId,
        ownerId: caller.id,
        isPsleHub: psleHub(caller, input.is_psle_hub),
      })
      .returning()
    await writeSections(tx, caller, row, input.sections)
    return row.id
  })
  return presentOne(ctx, caller, id)
}

/**
 * PATCH /lessons/{id}: what is given changes; sections, when given, replace the old ones. A lesson already set
 * for students is marked as changed: new items reach them when it is assigned again.
 */
export async function updateLesson(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  input: Partial<LessonInput>,
) {
  const current = await loadLessonFor(ctx, caller, id, 'change')
  if (input.lesson_type_id !== undefined) checkLessonType(caller, input.lesson_type_id)
  if (input.course_id !== undefined) await checkCourse(ctx.db, caller, input.course_id)
  await ctx.db.transaction(async (tx) => {
    const [set] = await tx
      .select({ id: lessonAssignments.id })
      .from(lessonAssignments)
      .where(eq(lessonAssignments.lessonId, id))
      .limit(1)
    const row = { id, courseId: input.course_id ?? current.courseId }
    if (input.sections) await writeSections(tx, caller, row, input.sections)
    await tx
      .update(lessons)
      .set({
        title: input.title,
        lessonTypeId: input.lesson_type_id,
        courseId: input.course_id,
        isPsleHub: input.is_psle_hub === undefined ? undefined : psleHub(caller, input.is_psle_hub),
        needsReassignment: set && input.sections ? true : undefined,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, id))
  })
  return presentOne(ctx, caller, id)
}

/**
 * DELETE /lessons/{id}: the lesson goes; the worksheets it set stay in the students' assignments (their link to
 * the lesson is cleared by the database), so nothing a child wrote is lost.
 */
export async function deleteLesson(ctx: AppContext, caller: UserRow, id: number) {
  await loadLessonFor(ctx, caller, id, 'change')
  await ctx.db.delete(lessons).where(eq(lessons.id, id))
  return { ok: true as const }
}

/** POST /lessons/{id}/duplicate: a copy in the caller's school, theirs to change (in another course if asked). */
export async function duplicateLesson(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  input: { title?: string; course_id?: number },
) {
  const source = await loadLessonFor(ctx, caller, id, 'read')
  if (caller.userRoleId === USER_ROLE.STUDENT) throw forbidden('Students cannot copy lessons.')
  const schoolId = schoolForNew(caller)
  const courseId = input.course_id ?? source.courseId
  await checkCourse(ctx.db, caller, courseId)
  const sections = (await sectionsOf(ctx.db, [id])).map((s) => ({
    title: s.title,
    // A topic belongs to a course: in another course the section keeps its title, not its topic.
    topic_id: courseId === source.courseId ? s.topicId : null,
    items: s.items.map((i) => ({
      item_type_id: i.itemTypeId,
      title: i.title,
      worksheet_id: i.worksheetId,
      content_id: i.contentId,
    })),
  }))
  const copyId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessons)
      .values({
        title: input.title ?? `Copy of ${source.title}`.slice(0, 200),
        lessonTypeId: source.lessonTypeId,
        courseId,
        schoolId,
        ownerId: caller.id,
        isPsleHub: psleHub(caller, source.isPsleHub),
      })
      .returning()
    await writeSections(tx, caller, row, sections)
    return row.id
  })
  return presentOne(ctx, caller, copyId)
}
