import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { USER_ROLE } from '../../../contracts/constants'
import {
  CreateWorksheetFieldsSchema,
  ReassignWorksheetFieldsSchema,
} from '../../../contracts/worksheet-schemas'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { courses, questions, quizzes, worksheetQuestions, worksheets } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { newToken } from '../../lib/crypto'
import { readFormFields } from '../../lib/form-fields'
import type { MultipartRules, UploadedFile } from '../../lib/multipart'
import { loadReachableClass } from '../coach/engagement/reach'
import { readableScope } from '../questions/access'
import { presentIds } from '../questions/present'
import { imageExtension } from '../users/account'
import { approveQuestionsOf } from '../worksheet-generation/run'
import { assignedTo, changeableBy, loadWorksheetFor, usableCourses, type WorksheetRow } from './access'
import { type AssignInput, assignWorksheet, hasAnswers, unassign } from './assign'
import { presentOne, presentWorksheets } from './present'

const MAX_HANDOUTS = 5
const HANDOUT_MAX_BYTES = 10 * 1024 * 1024
const FORM_RULES: MultipartRules = {
  fields: { maxCount: 230, maxBytes: 64 * 1024 },
  files: {
    'files[]': { maxBytes: HANDOUT_MAX_BYTES, what: 'handout', maxCount: MAX_HANDOUTS },
    files: { maxBytes: HANDOUT_MAX_BYTES, what: 'handout', maxCount: MAX_HANDOUTS },
  },
  totalBytes: MAX_HANDOUTS * HANDOUT_MAX_BYTES + 1024 * 1024,
}

const isStudent = (u: UserRow) => u.userRoleId === USER_ROLE.STUDENT

/** Handouts are pictures or PDFs; anything else is refused before anything is stored. */
async function storeHandouts(ctx: AppContext, caller: UserRow, files: UploadedFile[]) {
  const kinds = files.map((file) => {
    const ext = file.data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : imageExtension(file.data)
    if (!ext)
      throw new AppError(
        415,
        `“${file.filename}” is not a PDF or a picture (PNG, JPEG, GIF, WebP).`,
        'unsupported_media_type',
      )
    return ext
  })
  return Promise.all(
    files.map((file, i) =>
      ctx.storage.put(`handouts/${caller.id}/${Date.now()}-${newToken().slice(0, 8)}.${kinds[i]}`, file.data),
    ),
  )
}

/** Questions the teacher may put on a worksheet: top-level ones they may read, each named once. */
async function checkQuestions(db: Executor, caller: UserRow, ids: number[]) {
  const unique = [...new Set(ids)]
  const found = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(inArray(questions.id, unique), isNull(questions.parentId), readableScope(caller)))
  const ok = new Set(found.map((q) => q.id))
  const missing = unique.filter((id) => !ok.has(id))
  if (missing.length)
    throw badRequest(`Question ${missing.join(', ')} is not one you can use.`, [
      { path: 'question_ids', message: `Not available: ${missing.join(', ')}` },
    ])
  return unique
}

async function checkCourse(db: Executor, caller: UserRow, courseId: number) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), usableCourses(caller)))
  if (!course)
    throw badRequest('There is no such course.', [
      { path: 'course_id', message: 'Not a course you can use.' },
    ])
}

async function questionIdsOf(tx: Executor, worksheetId: number) {
  const rows = await tx
    .select({ id: worksheetQuestions.questionId })
    .from(worksheetQuestions)
    .where(eq(worksheetQuestions.worksheetId, worksheetId))
    .orderBy(asc(worksheetQuestions.position))
  return rows.map((r) => r.id)
}

async function setQuestions(tx: Executor, worksheetId: number, ids: number[]) {
  await tx.delete(worksheetQuestions).where(eq(worksheetQuestions.worksheetId, worksheetId))
  if (ids.length)
    await tx
      .insert(worksheetQuestions)
      .values(ids.map((questionId, i) => ({ worksheetId, questionId, position: i + 1 })))
}

type ListQuery = {
  page: number
  size: number
  class_id?: number
  course_id?: number
  worksheet_group_type?: number
  include_draft?: boolean
}

/** GET /worksheets: a student's assigned worksheets, or the worksheets a teacher's classes own; newest first. */
export async function listWorksheets(ctx: AppContext, caller: UserRow, q: ListQuery) {
  const where = and(
    isStudent(caller) ? assignedTo(caller.id) : changeableBy(caller),
    q.class_id ? eq(worksheets.ownerClassId, q.class_id) : undefined,
    q.course_id ? eq(worksheets.courseId, q.course_id) : undefined,
    q.worksheet_group_type ? eq(worksheets.groupTypeId, q.worksheet_group_type) : undefined,
    q.include_draft || isStudent(caller) ? undefined : eq(worksheets.isDraft, false),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(worksheets)
      .where(where)
      .orderBy(desc(worksheets.updatedAt), desc(worksheets.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ total: count() }).from(worksheets).where(where),
  ])
  return { items: await presentWorksheets(ctx.db, rows), total_count: total, page: q.page, size: q.size }
}

/** POST /worksheets (multipart): a worksheet of the teacher's, for one of their classes, assigned when dates say so. */
export async function createWorksheet(ctx: AppContext, caller: UserRow, request: FastifyRequest) {
  const { fields, files } = await readFormFields(request, FORM_RULES, CreateWorksheetFieldsSchema, [
    'question_ids',
    'student_ids',
  ])
  await checkCourse(ctx.db, caller, fields.course_id)
  if (fields.class_id) await loadReachableClass(ctx.db, caller, fields.class_id)
  const questionIds = await checkQuestions(ctx.db, caller, fields.question_ids)
  const assigning = Boolean(fields.date_assigned || fields.due_date)
  if (assigning && !(fields.date_assigned && fields.due_date))
    throw badRequest('To assign it, give both the date assigned and the due date.', [
      { path: fields.date_assigned ? 'due_date' : 'date_assigned', message: 'Both dates are needed.' },
    ])
  const handouts = await storeHandouts(ctx, caller, files)
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(worksheets)
      .values({
        title: fields.title,
        courseId: fields.course_id,
        groupTypeId: fields.worksheet_group_type,
        timeLimitMinutes: fields.time_limit ?? null,
        ownerId: caller.id,
        ownerClassId: fields.class_id ?? null,
        isDraft: fields.is_draft ?? false,
        handoutUrls: handouts,
      })
      .returning()
    await setQuestions(tx, made.id, questionIds)
    if (assigning) await assignWorksheet(tx, caller, made, fields as AssignInput)
    return made
  })
  return (await presentOne(ctx.db, await reload(ctx, row.id))).worksheet
}

const reload = async (ctx: AppContext, id: number) =>
  (await ctx.db.select().from(worksheets).where(eq(worksheets.id, id)))[0]

/** GET /worksheets/{id}: questions (answers for staff) and assignments; a student sees only their own. */
export async function getWorksheet(ctx: AppContext, caller: UserRow, id: number) {
  const row = await loadWorksheetFor(ctx, caller, id, 'read')
  const { worksheet, questionIds, assignments } = await presentOne(ctx.db, row)
  const staff = !isStudent(caller)
  const theirs = staff ? assignments : assignments.filter((a) => a.student_ids.includes(caller.id))
  return {
    ...worksheet,
    ...(staff ? {} : { student_ids: [caller.id] }),
    questions: await presentIds(ctx.db, questionIds, { details: true, answers: staff }),
    assignments: staff ? theirs : theirs.map((a) => ({ ...a, student_ids: [caller.id] })),
  }
}

/** PATCH /worksheets/{id}: a new title; `is_draft: false` saves a reviewed draft, approving its new questions. */
export async function renameWorksheet(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  body: { title: string; is_draft?: false },
) {
  const current = await loadWorksheetFor(ctx, caller, id, 'change')
  const saving = body.is_draft === false && current.isDraft
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(worksheets)
      .set({ title: body.title, updatedAt: new Date(), ...(saving ? { isDraft: false } : {}) })
      .where(eq(worksheets.id, id))
      .returning()
    if (saving) await approveQuestionsOf(tx, caller, id)
    return updated
  })
  return (await presentOne(ctx.db, row)).worksheet
}

/**
 * DELETE /worksheets/{id}: the worksheet, or only one of its assignments; refused (409) once a student has
 * answered it, so no child's work is lost (unassign instead: answered work stays).
 */
export async function deleteWorksheet(ctx: AppContext, caller: UserRow, id: number, assignmentId?: number) {
  await loadWorksheetFor(ctx, caller, id, 'change')
  if (await hasAnswers(ctx.db, id, assignmentId))
    throw conflict(
      assignmentId
        ? 'Students have answered this assignment, so it cannot be deleted. Unassign the students who have not started it instead.'
        : 'Students have answered this worksheet, so it cannot be deleted. Unassign it instead: their work stays.',
    )
  await ctx.db.transaction(async (tx) => {
    if (assignmentId) {
      await unassign(tx, id, assignmentId, undefined)
      return
    }
    await tx.delete(quizzes).where(eq(quizzes.worksheetId, id))
    await tx.delete(worksheets).where(eq(worksheets.id, id))
  })
  return { ok: true as const }
}

/** Marks an assigned worksheet whose questions changed: its students keep the old set until it is assigned again. */
async function questionsChanged(tx: Executor, row: WorksheetRow) {
  const [assigned] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.worksheetId, row.id))
    .limit(1)
  await tx
    .update(worksheets)
    .set({ needsReassignment: Boolean(assigned), updatedAt: new Date() })
    .where(eq(worksheets.id, row.id))
}

/** POST /worksheets/{id}/questions: questions added at the end (those already on it stay where they are). */
export async function addQuestions(ctx: AppContext, caller: UserRow, id: number, ids: number[]) {
  const row = await loadWorksheetFor(ctx, caller, id, 'change')
  const adding = await checkQuestions(ctx.db, caller, ids)
  await ctx.db.transaction(async (tx) => {
    const current = await questionIdsOf(tx, id)
    const next = [...current, ...adding.filter((q) => !current.includes(q))]
    if (next.length > 100) throw badRequest('A worksheet holds at most 100 questions.')
    await setQuestions(tx, id, next)
    await questionsChanged(tx, row)
  })
  return (await presentOne(ctx.db, await reload(ctx, id))).worksheet
}

/** DELETE /worksheets/{id}/questions/{questionId} */
export async function removeQuestion(ctx: AppContext, caller: UserRow, id: number, questionId: number) {
  const row = await loadWorksheetFor(ctx, caller, id, 'change')
  await ctx.db.transaction(async (tx) => {
    const current = await questionIdsOf(tx, id)
    if (!current.includes(questionId)) throw notFound('This question is not on the worksheet.')
    await setQuestions(
      tx,
      id,
      current.filter((q) => q !== questionId),
    )
    await questionsChanged(tx, row)
  })
  return (await presentOne(ctx.db, await reload(ctx, id))).worksheet
}

/** POST /worksheets/{id}/duplicate: a copy for one of the teacher's classes, unassigned, with the same questions. */
export async function duplicateWorksheet(ctx: AppContext, caller: UserRow, id: number, classId: number) {
  const row = await loadWorksheetFor(ctx, caller, id, 'read')
  await loadReachableClass(ctx.db, caller, classId)
  const { questionIds } = await presentOne(ctx.db, row)
  const copy = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(worksheets)
      .values({
        title: row.title,
        courseId: row.courseId,
        topicId: row.topicId,
        groupTypeId: row.groupTypeId,
        timeLimitMinutes: row.timeLimitMinutes,
        ownerId: caller.id,
        ownerClassId: classId,
        handoutUrls: row.handoutUrls,
      })
      .returning()
    await setQuestions(tx, made.id, questionIds)
    return made
  })
  return { worksheet_id: copy.id }
}

/** POST /worksheets/{id}/reassign (multipart): assigned again, to its class or chosen students, with new dates. */
export async function reassignWorksheet(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  request: FastifyRequest,
) {
  const row = await loadWorksheetFor(ctx, caller, id, 'change')
  const { fields } = await readFormFields(request, FORM_RULES, ReassignWorksheetFieldsSchema, ['student_ids'])
  const classId =
    fields.class_id ?? (fields.student_ids?.length ? undefined : (row.ownerClassId ?? undefined))
  return ctx.db.transaction(async (tx) => {
    if (fields.title)
      await tx
        .update(worksheets)
        .set({ title: fields.title, updatedAt: new Date() })
        .where(eq(worksheets.id, id))
    return assignWorksheet(tx, caller, row, { ...fields, class_id: classId })
  })
}

/** DELETE /worksheets/{id}/unassign/{assignmentId}: some students (or all) leave the assignment. */
export async function unassignWorksheet(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  assignmentId: number,
  studentIds?: number[],
) {
  await loadWorksheetFor(ctx, caller, id, 'change')
  return ctx.db.transaction((tx) => unassign(tx, id, assignmentId, studentIds))
}
