import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodError } from 'zod'
import { contract } from '../../../contracts/index'
import { SubmitQuizFieldsSchema } from '../../../contracts/quiz-schemas'
import type { AppContext, UserRow } from '../../context'
import { studentSettings } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import { isAudio } from '../../lib/audio'
import { newToken } from '../../lib/crypto'
import { type MultipartRules, parseJsonField, readMultipart, type UploadedFile } from '../../lib/multipart'
import { DEFAULT_TIME_ZONE } from '../progress/dates'
import { outOfHeartsMessage } from '../progress/hearts'
import { getHeartStatus } from '../progress/service'
import { imageExtension } from '../users/account'
import { answerColumns } from './answers'
import { type loadOwnQuiz, quizEvaluations } from './catalog'
import { refuseCheck } from './check-rules'
import { commitAnswers } from './commit-answers'
import { quizModeOf } from './practice'
import { loadQuestions } from './questions'
import { repeatsMarkedAnswers } from './resend'
import { streamMarking } from './stream-marking'

type Upload = { data: Buffer; fileName: string; mimeType: string }
export type Submission = { fields: Record<string, unknown[]>; audio?: Upload; photo?: Upload }

/** Up to 100 answers of two 20,000-character texts each, a recording and a photo of the working. */
const SUBMISSION_LIMITS: MultipartRules = {
  fields: { maxCount: 110, maxBytes: 256 * 1024 },
  files: {
    audio_file: { maxBytes: 10 * 1024 * 1024, what: 'recording' },
    file: { maxBytes: 5 * 1024 * 1024, what: 'photo' },
  },
  totalBytes: 24 * 1024 * 1024,
}

const asUpload = (file?: UploadedFile): Upload | undefined =>
  file && { data: file.data, fileName: file.filename, mimeType: file.mimetype }

/** Reads the multipart submission (or the same fields as JSON) without writing anything. */
async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>
    return {
      fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
    }
  }
  const { fields, files } = await readMultipart(request, SUBMISSION_LIMITS)
  return {
    fields,
    audio: asUpload(files.find((f) => f.field === 'audio_file')),
    photo: asUpload(files.find((f) => f.field === 'file')),
  }
}

function parseFields(fields: Record<string, unknown[]>) {
  const decoded = {
    evaluations: (fields.evaluations ?? []).map((v) =>
      parseJsonField(
        v,
        'evaluations',
        'Each "evaluations" entry must be a JSON object, e.g. {"question_id": 12, "value": "3/4"}.',
      ),
    ),
    lesson_id: fields.lesson_id?.[0],
  }
  const parsed = SubmitQuizFieldsSchema.safeParse(decoded)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw badRequest(`${issues[0].path || 'evaluations'}: ${issues[0].message}`, issues)
  }
  return parsed.data
}

/**
 * Validates everything, then commits the answers (and files) in one transaction before any marking starts,
 * so nothing is lost if the connection drops or the marker fails. Answers the evaluations to grade.
 */
export async function commitSubmission(
  ctx: AppContext,
  student: UserRow,
  owned: Awaited<ReturnType<typeof loadOwnQuiz>>,
  isReview: boolean,
  submission: Submission,
  check = false,
  /** The quiz's rows, when the caller has just read them (a check finds its question's row in them). */
  loaded?: Awaited<ReturnType<typeof quizEvaluations>>,
) {
  const { quiz, worksheet, access } = owned
  const fields = parseFields(submission.fields)
  const { questionIds, rows } = loaded ?? (await quizEvaluations(ctx.db, quiz.id, worksheet.id))
  const questions = new Map((await loadQuestions(ctx.db, questionIds)).map((q) => [q.id, q]))
  const practising = quizModeOf(quiz) === 'practice' && quiz.completedAt === null
  if (check) refuseCheck(quiz, rows, fields.evaluations[0]?.question_id)
  const targets = fields.evaluations
    .map((answer) => {
      const row = rows.find((r) => r.questionId === answer.question_id)
      if (!row || (answer.evaluation_id && answer.evaluation_id !== row.id)) {
        throw badRequest(`Question ${answer.question_id} is not part of this quiz.`)
      }
      return { row, answer, question: questions.get(row.questionId)! }
    })
    // Finishing a practice hands in what is left: the answers checked already keep their marks (ADR 0062).
    .filter((t) => check || !practising || !t.row.gradingCompleted)
  if (quiz.status === 'completed' && !isReview && targets.every((t) => t.row.gradingCompleted)) {
    if (repeatsMarkedAnswers(targets))
      return { resend: true as const, evaluationIds: targets.map((t) => t.row.id) }
    throw new AppError(
      409,
      'These answers are already marked. Clear an answer to try it again.',
      'already_submitted',
    )
  }
  const oral = targets.filter((t) => t.question.answerKey.kind === 'oral')
  if (submission.audio) {
    if (oral.length !== 1) throw badRequest('Send audio_file with exactly one oral question’s answer.')
    if (!isAudio(submission.audio.data)) {
      throw new AppError(
        415,
        'The recording is not an audio file we can read (webm, ogg, wav, mp4 or mp3).',
        'unsupported_media_type',
      )
    }
  }
  if (submission.photo && !imageExtension(submission.photo.data)) {
    throw new AppError(
      415,
      'The photo of your working must be a PNG, JPEG, GIF or WebP picture.',
      'unsupported_media_type',
    )
  }
  // Review re-marking (no XP) is only for a quiz that was handed in and marked before; a Lite student pays
  // hearts for it like for any marking, so `is_review` cannot be used to practise without hearts.
  const review = isReview && quiz.completedAt !== null
  // Hearts are the price of Lite's free worksheets; a course opened any other way costs none (ADR 0014, 0024).
  const paysHearts = access?.source === 'lite'
  if (paysHearts) {
    const now = new Date()
    const hearts = await getHeartStatus(ctx, student, now)
    if (hearts.hearts === 0) {
      // In the child's own time zone, never UTC (issue 14 item 8); the code lets the app offer no retry.
      const [settings] = await ctx.db
        .select({ timeZone: studentSettings.timeZone })
        .from(studentSettings)
        .where(eq(studentSettings.userId, student.id))
      const message = outOfHeartsMessage(hearts.next_refill_at, now, settings?.timeZone ?? DEFAULT_TIME_ZONE)
      throw new AppError(403, message, 'out_of_hearts')
    }
  }
  const columns = targets.map((t) => answerColumns(t.question, t.answer))
  const stamp = `${Date.now()}-${newToken().slice(0, 8)}`
  const audioUrl = submission.audio
    ? await ctx.storage.put(`recordings/${student.id}/${stamp}.webm`, submission.audio.data)
    : null
  const photoUrl = submission.photo
    ? await ctx.storage.put(
        `working/${student.id}/${stamp}.${imageExtension(submission.photo.data)}`,
        submission.photo.data,
      )
    : null
  const submittedAt = new Date()
  const evaluationIds = targets.map((t) => t.row.id)
  const startedAt = quiz.startedAt ?? submittedAt
  const committedRows = await commitAnswers(
    ctx.db,
    quiz.id,
    targets.map((t, i) => ({
      evaluationId: t.row.id,
      columns: columns[i],
      audioUrl: t.question.answerKey.kind === 'oral' && audioUrl ? audioUrl : undefined,
    })),
    photoUrl,
    submittedAt,
    {
      owner: ctx.marking.owner,
      job: {
        studentId: student.id,
        worksheetId: worksheet.id,
        worksheetOwnerId: worksheet.ownerId,
        startedAt: startedAt.toISOString(),
        submittedAt: submittedAt.toISOString(),
        evaluationIds,
        isReview: review,
        paysHearts,
        keepOpen: check,
        mode: quizModeOf(quiz),
      },
    },
  )
  return {
    resend: false as const,
    worksheet,
    questions,
    rows: committedRows,
    startedAt,
    submittedAt,
    evaluationIds,
    isReview: review,
    paysHearts,
    keepOpen: check,
    mode: quizModeOf(quiz),
    timeZone: owned.timeZone,
    audio: submission.audio && oral[0] ? { evaluationId: oral[0].row.id, ...submission.audio } : undefined,
  }
}

export const invalid = (error: ZodError) => {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  return badRequest(`${issues[0].path}: ${issues[0].message}`, issues)
}

/** POST /quiz/:id/submit: answers are committed, then marked live over Server-Sent Events. */
export function registerSubmitRoute(app: FastifyInstance) {
  const route = contract.quiz.submitQuiz
  app.post<{ Params: { id: string }; Querystring: { is_review?: string } }>('/api/v1/quiz/:id/submit', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      // A plain Fastify route (it streams), so it checks its path and query with the contract's schemas itself.
      const params = route.pathParams.safeParse(request.params)
      if (!params.success) throw invalid(params.error)
      const query = route.query.safeParse(request.query)
      if (!query.success) throw invalid(query.error)
      const isReview = query.data.is_review ?? false
      const submission = await readSubmission(request)
      await streamMarking(app, request, reply, params.data.id, (student, owned) =>
        commitSubmission(app.ctx, student, owned, isReview, submission),
      )
    },
  })
}
