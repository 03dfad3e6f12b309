import type { MultipartFile } from '@fastify/multipart'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { contract } from '../../../contracts/index'
import { SubmitQuizFieldsSchema } from '../../../contracts/quiz-schemas'
import type { AppContext, UserRow } from '../../context'
import { evaluations, quizzes } from '../../db/schema'
import { AppError, badRequest, forbidden } from '../../errors'
import { newToken } from '../../lib/crypto'
import { openEventStream } from '../../lib/sse'
import { currentUser } from '../../plugins/authenticate'
import { getHeartStatus } from '../progress/service'
import { imageExtension } from '../users/account'
import { answerColumns } from './answers'
import { ensureEvaluations, loadOwnQuiz, worksheetQuestionIds } from './catalog'
import { gradingNow, runGrading } from './grading'
import { loadQuestions } from './questions'

const AUDIO_MAX_BYTES = 10 * 1024 * 1024
const PHOTO_MAX_BYTES = 5 * 1024 * 1024

type Upload = { data: Buffer; fileName: string; mimeType: string }
type Submission = { fields: Record<string, unknown[]>; audio?: Upload; photo?: Upload }

async function readFile(part: MultipartFile, max: number, what: string): Promise<Upload> {
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The ${what} is larger than ${max / 1024 / 1024} MB.`, 'file_too_large')
    }
    throw err
  })
  return { data, fileName: part.filename, mimeType: part.mimetype }
}

/** Reads the multipart submission (or the same fields as JSON) without writing anything. */
async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>
    return {
      fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
    }
  }
  const submission: Submission = { fields: {} }
  for await (const part of request.parts({ limits: { fileSize: AUDIO_MAX_BYTES, files: 2 } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'audio_file')
        submission.audio = await readFile(part, AUDIO_MAX_BYTES, 'recording')
      else if (part.fieldname === 'file') submission.photo = await readFile(part, PHOTO_MAX_BYTES, 'photo')
      else throw badRequest(`Unexpected file field "${part.fieldname}"; send audio_file or file.`)
    } else {
      const values = submission.fields[part.fieldname] ?? []
      values.push(part.value)
      submission.fields[part.fieldname] = values
    }
  }
  return submission
}

function parseFields(fields: Record<string, unknown[]>) {
  const decoded = {
    evaluations: (fields.evaluations ?? []).map((v) => {
      if (typeof v !== 'string') return v
      try {
        return JSON.parse(v)
      } catch {
        throw badRequest(
          'Each "evaluations" entry must be a JSON object, e.g. {"question_id": 12, "value": "3/4"}.',
        )
      }
    }),
    lesson_id: fields.lesson_id?.[0],
  }
  const parsed = SubmitQuizFieldsSchema.safeParse(decoded)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw badRequest(`${issues[0].path || 'evaluations'}: ${issues[0].message}`, issues)
  }
  return parsed.data
}

const isWebm = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
const isAudio = (b: Buffer) =>
  isWebm(b) ||
  b.subarray(0, 4).toString('latin1') === 'OggS' ||
  (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE') ||
  b.subarray(4, 8).toString('latin1') === 'ftyp' ||
  b.subarray(0, 3).toString('latin1') === 'ID3'

/**
 * Validates everything, then commits the answers (and files) in one transaction before any marking starts,
 * so nothing is lost if the connection drops or the marker fails. Answers the evaluations to grade.
 */
async function commitSubmission(
  ctx: AppContext,
  student: UserRow,
  quizId: number,
  isReview: boolean,
  submission: Submission,
) {
  const { quiz, worksheet } = await loadOwnQuiz(ctx.db, student, quizId)
  const fields = parseFields(submission.fields)
  const questionIds = await worksheetQuestionIds(ctx.db, worksheet.id)
  const rows = await ensureEvaluations(ctx.db, quiz.id, questionIds)
  const questions = new Map((await loadQuestions(ctx.db, questionIds)).map((q) => [q.id, q]))
  const targets = fields.evaluations.map((answer) => {
    const row = rows.find((r) => r.questionId === answer.question_id)
    if (!row || (answer.evaluation_id && answer.evaluation_id !== row.id)) {
      throw badRequest(`Question ${answer.question_id} is not part of this quiz.`)
    }
    return { row, answer, question: questions.get(row.questionId)! }
  })
  if (quiz.status === 'completed' && !isReview && targets.every((t) => t.row.gradingCompleted)) {
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
  if (student.isFreeTier && !isReview) {
    const hearts = await getHeartStatus(ctx, student)
    if (hearts.hearts === 0) {
      throw forbidden(
        `You have no hearts left. One comes back every 30 minutes${hearts.next_refill_at ? `; the next at ${new Date(hearts.next_refill_at).toISOString().slice(11, 16)} UTC` : ''}.`,
      )
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
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    for (const [i, t] of targets.entries()) {
      await tx
        .update(evaluations)
        .set({
          ...columns[i],
          isSubmitted: true,
          gradingCompleted: false,
          submittedAt: now,
          transcript: t.question.answerKey.kind === 'oral' && audioUrl ? null : undefined,
          audioUrl: t.question.answerKey.kind === 'oral' && audioUrl ? audioUrl : undefined,
          fileUrl: photoUrl ?? undefined,
          updatedAt: now,
        })
        .where(eq(evaluations.id, t.row.id))
    }
    await tx
      .update(quizzes)
      .set({ status: 'grading', submittedAt: now, startedAt: quiz.startedAt ?? now })
      .where(eq(quizzes.id, quiz.id))
  })
  return {
    quiz,
    worksheet,
    evaluationIds: targets.map((t) => t.row.id),
    audio: submission.audio && oral[0] ? { evaluationId: oral[0].row.id, ...submission.audio } : undefined,
  }
}

/** POST /quiz/:id/submit: answers are committed, then marked live over Server-Sent Events. */
export function registerSubmitRoute(app: FastifyInstance) {
  const { ctx } = app
  const route = contract.quiz.submitQuiz
  app.post<{ Params: { id: string }; Querystring: { is_review?: string } }>('/api/v1/quiz/:id/submit', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const student = currentUser(request)
      const quizId = Number(request.params.id)
      if (!Number.isInteger(quizId) || quizId <= 0)
        throw badRequest('The quiz id must be a positive whole number.')
      const isReview = request.query.is_review === 'true' || request.query.is_review === '1'
      if (gradingNow.has(quizId)) {
        throw new AppError(
          409,
          'This quiz is already being marked. Watch for its marks, or try again in a moment.',
          'conflict',
        )
      }
      const submission = await readSubmission(request)
      gradingNow.add(quizId)
      try {
        const committed = await commitSubmission(ctx, student, quizId, isReview, submission)
        const stream = openEventStream(reply, ctx.config.sseHeartbeatMs)
        try {
          await runGrading(
            ctx,
            {
              student,
              quizId,
              worksheetId: committed.worksheet.id,
              evaluationIds: committed.evaluationIds,
              isReview,
              audio: committed.audio,
            },
            (event) => stream.send(event.event, event.data),
          )
        } catch (err) {
          request.log.error({ err, quizId }, 'grading failed')
          await ctx.db.update(quizzes).set({ status: 'in_progress' }).where(eq(quizzes.id, quizId))
          stream.send('error', {
            message: 'We could not finish marking. Your answers are saved: submit again in a moment.',
            code: 'grading_failed',
          })
        } finally {
          stream.end()
        }
      } finally {
        gradingNow.delete(quizId)
      }
    },
  })
}
