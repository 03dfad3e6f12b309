import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { DOCUMENT_TYPE } from '../../../contracts/constants'
import type { GenerateWorksheetsBody } from '../../../contracts/worksheet-generation'
import type { AppContext, UserRow } from '../../context'
import type { Executor } from '../../db/client'
import { generationJobs, questions, worksheetQuestions, worksheets } from '../../db/schema'
import { AppError, conflict } from '../../errors'
import { loadReachableClass } from '../coach/engagement/reach'
import { presentWorksheets } from '../worksheets/present'
import { documentTexts } from './documents'
import { drawQuestions } from './draw'
import { Cancelled, closeStaleJobs, finishJob, startJob, step } from './jobs'
import { modelWriter } from './model'
import { planFor } from './plan'
import { prepare, writeQuestions } from './store'

type RunInput = GenerateWorksheetsBody & { request_id?: string }

/** A short title from the request: its first line, trimmed to a length a list shows whole. */
export function titleFrom(prompt: string, n: number, of: number) {
  const first = prompt.split('\n')[0].replace(/\s+/g, ' ').trim()
  const short = first.length > 60 ? `${first.slice(0, 57).replace(/\s+\S*$/, '')}…` : first
  return of > 1 ? `${short} (${n} of ${of})` : short
}

async function writeWorksheet(
  tx: Executor,
  teacher: UserRow,
  values: { title: string; courseId: number; ownerClassId: number | null; generationJobId: number | null },
  questionIds: number[],
) {
  const [row] = await tx
    .insert(worksheets)
    .values({ ...values, groupTypeId: 1, ownerId: teacher.id, isDraft: true })
    .returning()
  if (questionIds.length)
    await tx
      .insert(worksheetQuestions)
      .values(questionIds.map((questionId, i) => ({ worksheetId: row.id, questionId, position: i + 1 })))
  return row
}

/**
 * POST /worksheets/generate: draft worksheets written for the teacher to review (ADR 0054). The run is a job the
 * page follows by its request id (progress, stage) and can cancel; aborting the request cancels it too. Nothing
 * is written until every question is drawn, so a cancelled or failed run leaves nothing half made.
 */
export async function generateWorksheets(
  ctx: AppContext,
  teacher: UserRow,
  input: RunInput,
  signal: AbortSignal,
) {
  const curriculum = await documentTexts(
    ctx,
    teacher,
    input.curriculum_ids ?? [],
    DOCUMENT_TYPE.CURRICULUM,
    'curriculum_ids',
  )
  const sources = await documentTexts(
    ctx,
    teacher,
    input.source_ids ?? [],
    DOCUMENT_TYPE.GENERATION,
    'source_ids',
  )
  const context = [input.reference ?? '', curriculum, sources].filter(Boolean).join('\n\n')
  const plan = await planFor(ctx, teacher, {
    courseId: input.course_id,
    prompt: input.prompt,
    purpose: input.assessment_purpose,
    context,
  })
  const total = input.num_worksheets * input.num_questions_per_worksheet
  const job = await startJob(ctx, teacher, {
    key: input.request_id ?? randomUUID(),
    prompt: input.prompt,
    purpose: input.assessment_purpose ?? null,
    total,
    request: {
      numWorksheets: input.num_worksheets,
      numQuestions: input.num_questions_per_worksheet,
      reference: input.reference ?? null,
      sourceIds: input.source_ids ?? [],
      curriculumIds: input.curriculum_ids ?? [],
      courseId: plan.courseId,
    },
  })
  try {
    const drawn = await drawQuestions(ctx, plan, total, `job-${job.id}`, {
      signal,
      model: modelWriter(ctx.config.ai, ctx.log),
      paceMs: ctx.config.generationPaceMs,
      onStep: (done) => step(ctx, job.id, done, `Writing question ${Math.min(done + 1, total)} of ${total}`),
    })
    await step(ctx, job.id, total, 'Saving the drafts')
    const ready = await Promise.all(drawn.map((c) => prepare(ctx, c)))
    const rows = await ctx.db.transaction(async (tx) => {
      const ids = await writeQuestions(tx, teacher, plan.courseId, ready)
      const made = []
      for (let w = 0; w < input.num_worksheets; w++) {
        const slice = ids.slice(
          w * input.num_questions_per_worksheet,
          (w + 1) * input.num_questions_per_worksheet,
        )
        made.push(
          await writeWorksheet(
            tx,
            teacher,
            {
              title: titleFrom(input.prompt, w + 1, input.num_worksheets),
              courseId: plan.courseId,
              ownerClassId: null,
              generationJobId: job.id,
            },
            slice,
          ),
        )
      }
      return made
    })
    await finishJob(ctx, job.id, { status: 'done', worksheetIds: rows.map((r) => r.id) })
    const presented = await presentWorksheets(ctx.db, rows)
    return {
      worksheets: presented.map((w) => ({
        ...w,
        prompt: input.prompt,
        assessment_purpose: input.assessment_purpose ?? null,
      })),
    }
  } catch (error) {
    const cancelled = error instanceof Cancelled || signal.aborted
    await finishJob(
      ctx,
      job.id,
      cancelled
        ? { status: 'cancelled' }
        : {
            status: 'failed',
            // Our own refusals say what to change; anything else stays in the log, not in the teacher's history.
            error:
              error instanceof AppError
                ? error.message
                : 'Something went wrong while writing the worksheets.',
          },
    )
    if (cancelled) throw conflict('The generation was cancelled: nothing was saved.')
    throw error
  }
}

/** GET /worksheets/generate: the worksheets the teacher's runs made, newest first, with what was asked. */
export async function generationHistory(ctx: AppContext, teacher: UserRow, page: number, size: number) {
  await closeStaleJobs(ctx)
  const where = and(eq(generationJobs.teacherId, teacher.id), isNotNull(worksheets.generationJobId))
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        worksheet: worksheets,
        prompt: generationJobs.prompt,
        purpose: generationJobs.assessmentPurpose,
      })
      .from(worksheets)
      .innerJoin(generationJobs, eq(generationJobs.id, worksheets.generationJobId))
      .where(where)
      .orderBy(desc(worksheets.createdAt), desc(worksheets.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db
      .select({ total: count() })
      .from(worksheets)
      .innerJoin(generationJobs, eq(generationJobs.id, worksheets.generationJobId))
      .where(where),
  ])
  const presented = await presentWorksheets(
    ctx.db,
    rows.map((r) => r.worksheet),
  )
  return {
    worksheets: presented.map((w, i) => ({
      ...w,
      prompt: rows[i].prompt,
      assessment_purpose: rows[i].purpose,
    })),
    total_count: total,
    page,
    size,
  }
}

const QUESTION_TYPES: Record<string, number[]> = {
  mcq: [1],
  multiple_choice: [1],
  short_answer: [2, 3],
  numeric: [2],
  open_ended: [4],
  structured: [4, 6],
}

/**
 * POST /worksheets/ai-generate: a draft worksheet for one of the teacher's classes, from new and adapted
 * questions chosen by the request, at once (ten questions, no job to follow).
 */
export async function aiWorksheetForClass(
  ctx: AppContext,
  teacher: UserRow,
  body: { class_id: number; course_id: number; question_type: string; user_request: string },
) {
  await loadReachableClass(ctx.db, teacher, body.class_id)
  const plan = await planFor(ctx, teacher, { courseId: body.course_id, prompt: body.user_request })
  const types = QUESTION_TYPES[body.question_type.toLowerCase().replace(/[\s-]+/g, '_')]
  const drawn = await drawQuestions(ctx, plan, 30, `class-${body.class_id}-${Date.now()}`, {
    signal: AbortSignal.timeout(60_000),
    onStep: async () => undefined,
  })
  const fitting = drawn.filter(
    (c) => !types || (c.kind === 'draft' && types.includes(c.draft.questionTypeId)),
  )
  const once = (c: (typeof drawn)[number], i: number, all: typeof drawn) =>
    c.kind === 'draft' || all.findIndex((o) => o.kind === 'bank' && o.questionId === c.questionId) === i
  const chosen = (fitting.length >= 5 ? fitting : drawn).filter(once).slice(0, 10)
  const ready = await Promise.all(chosen.map((c) => prepare(ctx, c)))
  const row = await ctx.db.transaction(async (tx) =>
    writeWorksheet(
      tx,
      teacher,
      {
        title: titleFrom(body.user_request, 1, 1),
        courseId: plan.courseId,
        ownerClassId: body.class_id,
        generationJobId: null,
      },
      await writeQuestions(tx, teacher, plan.courseId, ready),
    ),
  )
  return { worksheet_id: row.id }
}

/** POST /generator/worksheet: new questions for chosen topics, awaiting approval, in a draft worksheet. */
export async function generatorWorksheet(
  ctx: AppContext,
  teacher: UserRow,
  body: {
    course_id: number
    topic_ids: number[]
    num_questions: number
    question_type_ids?: number[]
    difficulty_level_ids?: number[]
    prompt?: string
  },
) {
  const plan = await planFor(ctx, teacher, {
    courseId: body.course_id,
    prompt: body.prompt ?? '',
    topicIds: body.topic_ids,
  })
  const drawn = await drawQuestions(ctx, plan, body.num_questions, `generator-${teacher.id}-${Date.now()}`, {
    signal: AbortSignal.timeout(60_000),
    model: modelWriter(ctx.config.ai, ctx.log),
    onStep: async () => undefined,
  })
  const ready = await Promise.all(drawn.map((c) => prepare(ctx, c)))
  return ctx.db.transaction(async (tx) => {
    const ids = await writeQuestions(tx, teacher, plan.courseId, ready)
    const title = body.prompt?.trim()
      ? titleFrom(body.prompt, 1, 1)
      : `New questions: ${plan.topics.map((t) => t.name).join(', ')}`
    const row = await writeWorksheet(
      tx,
      teacher,
      { title, courseId: plan.courseId, ownerClassId: null, generationJobId: null },
      ids,
    )
    return { worksheet_id: row.id, question_ids: ids }
  })
}

/** A saved draft's generated questions are approved with it: the teacher has reviewed them. */
export async function approveQuestionsOf(tx: Executor, teacher: UserRow, worksheetId: number) {
  const ids = (
    await tx
      .select({ id: worksheetQuestions.questionId })
      .from(worksheetQuestions)
      .where(eq(worksheetQuestions.worksheetId, worksheetId))
  ).map((r) => r.id)
  if (!ids.length) return
  await tx
    .update(questions)
    .set({ needApprove: false, updatedAt: new Date() })
    .where(
      and(inArray(questions.id, ids), eq(questions.createdBy, teacher.id), eq(questions.needApprove, true)),
    )
  await tx
    .update(questions)
    .set({ needApprove: false })
    .where(and(inArray(questions.parentId, ids), eq(questions.createdBy, teacher.id)))
}
